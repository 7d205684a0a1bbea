// The embed's options (web/js/embed.js readOptions): the frame's parameters and the element's
// attributes read the same way; a bad value is dropped with a message naming what was given.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readOptions, resolvePlayers, checkGame } from '../../web/js/embed.js';
import * as wasm from '../../web/pkg/mancala_wasm.js';

wasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_bg.wasm', import.meta.url)) }); // the catalog checkGame reads

const from = (o) => readOptions((name) => (name in o ? o[name] : null));
const fromElement = (o) => readOptions((name) => (name in o ? o[name] : null), { keyName: 'storage-key' });

test('a storage key from the frame\'s key= or the element\'s storage-key, its message naming the one given', () => {
  assert.equal(from({ key: 'museum-1' }).key, 'museum-1');
  assert.equal(fromElement({ 'storage-key': 'museum_2' }).key, 'museum_2');
  // each reads its own name only: an element given the frame's key= saves nothing (a museum's
  // editor saw it save, which the docs say it never does without storage-key), and says so
  const mixed = fromElement({ key: 'museum' });
  assert.equal(mixed.key, null);
  assert.deepEqual(mixed.problems, ['key=museum: not read here (<mancala-game> saves with storage-key=); nothing is saved by it']);
  assert.equal(from({ 'storage-key': 'museum' }).key, null);
  const frame = from({ key: 'bad key!' });
  assert.equal(frame.key, null);
  assert.deepEqual(frame.problems, ['key=bad key!: use 1 to 40 letters, digits, - or _']);
  // a tester's report: the element's warning said "key=", which is the frame's parameter
  const element = fromElement({ 'storage-key': 'bad key!' });
  assert.equal(element.key, null);
  assert.deepEqual(element.problems, ['storage-key=bad key!: use 1 to 40 letters, digits, - or _']);
});

// A museum's web team: sound=maybe warned in a kiosk, and was ignored in silence elsewhere,
// where docs/embedding.md says a bad value gets a warning.
test('sound= outside a kiosk is ignored with a message; in a kiosk it is the kiosk\'s to read', () => {
  assert.deepEqual(from({ sound: 'on' }).problems, ['sound=on: only with kiosk=1']);
  assert.deepEqual(from({ sound: 'maybe' }).problems, ['sound=maybe: only with kiosk=1']);
  assert.deepEqual(from({ sound: 'on', kiosk: '1' }).problems, []);
  assert.deepEqual(from({}).problems, []);
  // a kiosk turned off is none (helper-137: `kiosk=0&sound=on` was ignored without a word)
  for (const kiosk of ['0', 'false', 'no', '']) assert.deepEqual(from({ sound: 'on', kiosk }).problems, ['sound=on: only with kiosk=1'], kiosk);
});

// docs/embedding.md: size= "only with game=nsolo", and "a bad value is ignored with a console
// warning naming it" (helper-137: `?size=12` alone was ignored without a word).
test('size= without game=nsolo is ignored with a message', () => {
  const check = (o) => { const opts = checkGame(from(o)); return { game: opts.game, size: opts.size, problems: opts.problems }; };
  assert.deepEqual(check({ game: 'nsolo', size: '12' }), { game: 'nsolo', size: 12, problems: [] });
  assert.deepEqual(check({ size: '12' }), { game: null, size: 0, problems: ['size=12: only with game=nsolo'] });
  assert.deepEqual(check({ game: 'ayoayo', size: '12' }), { game: 'ayoayo', size: 0, problems: ['size=12: only Nsolo has a size'] });
  assert.deepEqual(check({ game: 'nsolo', size: '7' }).problems, ['size=7: Nsolo has 8 to 36 holes a row']);
});

// docs/embedding.md: p0=/p1= one given, a person plays the other side; an unknown level, a
// person plays that side, with a message.
test('p0= and p1=: one given, a person plays the other side; an unknown level, a person, said', () => {
  const levels = ['beginner', 'casual', 'strong', 'expert'];
  const seat = (o) => { const opts = from(o); return [resolvePlayers(opts.players, levels, opts.problems), opts.problems]; };
  assert.deepEqual(seat({ p1: 'computer:expert' }), [['human', 'computer:expert'], []]);
  assert.deepEqual(seat({ p0: 'computer' }), [['computer', 'human'], []]);
  assert.deepEqual(seat({ p0: 'computer:god', p1: 'computer:strong' }), [['human', 'computer:strong'], ['p0=computer:god: unknown level (known: beginner, casual, strong, expert); a person plays that side']]);
});

// A museum team read docs/embedding.md's `embed` = `1` and found `embed=2` on without a warning:
// the docs now say which values turn the compact layout and the kiosk on, as these read them.
test('embed= and kiosk=: which values turn them on, as docs/embedding.md says', async () => {
  for (const [v, on] of [['1', true], ['2', true], ['yes', true], ['', true], ['0', false], ['false', false], ['No', false]]) {
    assert.equal(from({ embed: v }).embed, on, `embed=${v}`);
    assert.deepEqual(from({ embed: v }).problems, [], `embed=${v}: no warning`);
  }
  assert.equal(from({}).embed, false, 'not named: off');
  const { readKiosk } = await import('../../web/js/kiosk.js');
  for (const [v, on] of [['1', true], ['yes', true], ['', false], ['0', false], ['FALSE', false], ['no', false]]) {
    assert.equal(readKiosk(`?kiosk=${v}`).on, on, `kiosk=${v}`);
  }
});
