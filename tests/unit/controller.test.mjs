// The controller (web/js/controller.js) in Node, without a browser: the real rules module
// (web/pkg, loaded with initSync from its bytes), an engine that answers at once, storage and
// the URL fragment in memory. What a player sees is tested in tests/e2e/; here the state and
// its rules of play: moves, refusals, undo and redo against the computer, saving, the start,
// the computer's turn, the hint, broken links.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as wasm from '../../web/pkg/mancala_wasm.js';
import { createController } from '../../web/js/controller.js';
import { seedFor, EXPERT_MS } from '../../web/js/opponent.js';

before(() => {
  wasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_bg.wasm', import.meta.url)) });
});

/** An engine that plays the first legal move (Expert's hint: the last), and logs its calls. */
function fakeEngine() {
  const calls = [];
  const first = (record, pick) => {
    const g = wasm.Game.load(record);
    try {
      const legal = g.legalMoves();
      return pick(legal);
    } finally {
      g.free();
    }
  };
  return {
    calls,
    busy: false,
    mode: 'test',
    think: async (record, level, seed) => { calls.push({ kind: 'think', record, level, seed }); return first(record, (l) => l[0]); },
    hint: async (record) => { calls.push({ kind: 'hint', record }); return first(record, (l) => l[l.length - 1]); },
    cancel() { calls.push({ kind: 'cancel' }); },
    destroy() { calls.push({ kind: 'destroy' }); },
  };
}

/** Storage in a Map (the browser's local storage, for one storage key). */
function memoryStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  return { map, load: (k) => (map.has(k) ? map.get(k) : null), save: (k, v) => { map.set(k, String(v)); return true; } };
}

/**
 * A controller whose view shows every change at once (it calls `shown`), with the changes
 * logged. `players` default: two people.
 */
function make({ players = ['human', 'human'], storage = memoryStorage(), link = '', tab = 'tab-a', show = true, waitOnLinks = true } = {}) {
  const engine = fakeEngine();
  const fragment = { text: link, read() { return this.text; }, write(t) { this.text = t; } };
  const ctl = createController({
    Game: wasm.Game, engine, storage, storageKey: 'k', fragment, players, waitOnLinks,
    tab: { id: () => tab, own: (owner) => owner === tab },
    sleep: () => Promise.resolve(),
  });
  const changes = [];
  ctl.on((c) => {
    changes.push(c);
    if (show && c.kind === 'game') queueMicrotask(() => ctl.shown(ctl.shownGame()));
  });
  return { ctl, engine, storage, fragment, changes };
}

/** Resolves when `check()` holds (the controller's steps are promises: no timers involved). */
async function until(check, what) {
  for (let i = 0; i < 1000; i++) {
    if (check()) return;
    await new Promise((ok) => { setImmediate(ok); });
  }
  assert.fail(`never happened: ${what}`);
}

test('the start: the link, else the given game (this tab\'s save of it goes on), else this tab\'s save, else the start screen', () => {
  let m = make();
  m.ctl.start();
  assert.equal(m.ctl.state.view, 'start');
  assert.equal(m.ctl.state.game, null);

  m = make();
  m.ctl.start({ startWith: 'nsolo.12' });
  const s = m.ctl.state.game;
  assert.equal(m.ctl.state.view, 'game');
  assert.deepEqual([s.gameId, s.config, s.size, s.numHoles, s.owners.length], ['nsolo', 'nsolo.12', 12, 48, 48]);
  assert.deepEqual(s.owners.slice(0, 24), new Array(24).fill(0), 'the bottom two rows are player 0\'s');
  assert.equal(m.storage.load('k.game'), null, 'not saved before the view has drawn it');
  m.ctl.persist();
  assert.equal(m.storage.load('k.game'), 'nsolo.12_m');
  assert.equal(m.storage.load('k.gameTab'), 'tab-a');
  assert.equal(m.fragment.text, 'nsolo.12_m');

  // this tab's save comes back; another tab's is only offered
  const saved = memoryStorage({ 'k.game': 'ayoayo_m2', 'k.gameTab': 'tab-a' });
  m = make({ storage: saved });
  m.ctl.start();
  assert.equal(m.ctl.state.game.record, 'ayoayo_m2');
  m = make({ storage: saved, tab: 'tab-b' });
  m.ctl.start();
  assert.equal(m.ctl.state.view, 'start');
  assert.deepEqual(m.ctl.savedOffer(), { gameId: 'ayoayo', size: 0, over: false });
  assert.equal(m.ctl.continueSaved(), true);
  assert.equal(m.ctl.state.game.record, 'ayoayo_m2');
  assert.equal(m.ctl.savedOffer(), null, 'the game on the board is not offered');

  // the given game: this tab's save goes on when it is a game of that config (an embed's
  // game= with a storage key, reloaded: a tester's report), else a new game of it
  const own = () => memoryStorage({ 'k.game': 'ayoayo_m2', 'k.gameTab': 'tab-a' });
  m = make({ storage: own() });
  m.ctl.start({ startWith: 'ayoayo' });
  assert.equal(m.ctl.state.game.record, 'ayoayo_m2');
  m = make({ storage: own() });
  m.ctl.start({ startWith: 'nsolo' });
  assert.equal(m.ctl.state.game.record, 'nsolo_m');
  m = make({ storage: own(), tab: 'tab-b' });
  m.ctl.start({ startWith: 'ayoayo' });
  assert.equal(m.ctl.state.game.record, 'ayoayo_m', 'another tab\'s save is not taken over');

  // the link wins over the given game and the save
  m = make({ storage: saved, link: 'adji-boto_m5' });
  m.ctl.start({ startWith: 'nsolo' });
  assert.equal(m.ctl.state.game.record, 'adji-boto_m5');
});

test('a move: played, told with its account and mover, saved; a refused move changes nothing', async () => {
  const { ctl, changes, storage, fragment } = make();
  ctl.start({ startWith: 'ayoayo' });
  const before = ctl.state.game;
  assert.equal(await ctl.play('0'), true);
  const s = ctl.state.game;
  assert.deepEqual([s.record, s.moves, s.movers, s.toMove], ['ayoayo_m0', ['0'], [0], 1]);
  const change = changes.findLast((c) => c.kind === 'game');
  assert.equal(change.by, 0);
  assert.deepEqual(change.from, { holes: before.holes, stores: before.stores });
  assert.equal(change.events[0].kind, 'lift');
  assert.equal(storage.load('k.game'), 'ayoayo_m0');
  assert.equal(fragment.text, 'ayoayo_m0');

  assert.equal(await ctl.play('3'), false, 'a hole of the other player');
  assert.equal(ctl.state.game, s, 'the state is unchanged');
  assert.equal(ctl.state.error.key, 'error.move');
  assert.match(ctl.state.error.error, /belongs to the other player/);
  assert.equal(ctl.state.error.refusal, 'not-your-hole', 'the refusal named, for the view to say in its language');
  assert.equal(await ctl.play('6'), true);
  assert.equal(ctl.state.error, null, 'a move played clears the message');
  const mine = ctl.state.game.legal[0]; // player 0 to move again
  assert.equal(ctl.moveForHole(Number(mine)), mine);
  assert.equal(ctl.moveForHole(7), null, 'a hole of the side not to move');
});

test("refusalFor: why the rules refuse a person's hole, the game unchanged", async () => {
  const { ctl, storage } = make();
  ctl.start({ startWith: 'adji-boto' });
  await ctl.play('5');
  await ctl.play('0'); // the computer's side is played by hand: two people here
  const s = ctl.state.game;
  assert.deepEqual(ctl.refusalFor(5), { error: 'move 5 is not legal: in the opening each hole is played once, and this one has been', refusal: 'played-in-opening', move: '5', othersTurn: false });
  assert.equal(ctl.state.game, s, 'the state is unchanged');
  assert.equal(ctl.state.game.record, 'adji-boto_m5.0', 'the game is unchanged');
  assert.equal(storage.load('k.game'), 'adji-boto_m5.0');
  assert.equal(ctl.state.error, null, 'no error message: the status line says it');
  assert.equal(ctl.refusalFor(0).refusal, 'not-your-hole');
  assert.equal(ctl.refusalFor(0).othersTurn, true, 'two people: the other person\'s hole, tapped out of turn');
  assert.equal(ctl.refusalFor(Number(s.legal[0])), null, 'a playable hole');
  // from an earlier position, its own refusals (hole 5 is played there yet)
  await ctl.goTo(0);
  assert.equal(ctl.refusalFor(5), null);
  assert.equal(ctl.refusalFor(0)?.refusal, 'not-your-hole');
  assert.equal(ctl.state.game.record, 'adji-boto_m5.0');
  // against the computer, the computer's hole is the opponent's: no word on turns
  const vs = make({ players: ['human', 'computer:casual'] });
  vs.ctl.start({ startWith: 'adji-boto' });
  await new Promise((r) => setTimeout(r));
  assert.equal(vs.ctl.state.game.toMove, 0, 'the person to move');
  assert.deepEqual(vs.ctl.refusalFor(0) && { refusal: vs.ctl.refusalFor(0).refusal, othersTurn: vs.ctl.refusalFor(0).othersTurn }, { refusal: 'not-your-hole', othersTurn: false });
});

test('undo hands the board the accounts to play backwards; redo replays them', async () => {
  const { ctl, changes } = make();
  ctl.start({ startWith: 'adji-boto' });
  const played = [];
  for (const m of ['9', '0', '8']) {
    await ctl.play(m);
    played.push(changes.findLast((c) => c.kind === 'game').events);
  }
  const shown = ctl.state.game;
  assert.equal(ctl.undo(), true, 'two people: one ply back');
  let c = changes.findLast((x) => x.kind === 'game');
  assert.equal(c.reverse, true);
  assert.deepEqual(c.events, [played[2]]);
  assert.deepEqual(c.from, { holes: shown.holes, stores: shown.stores });
  assert.equal(ctl.state.game.record, 'adji-boto_m9.0');
  await ctl.redo();
  c = changes.findLast((x) => x.kind === 'game');
  assert.ok(c.redo > 0, 'a redo, numbered by its press');
  assert.deepEqual(c.events, played[2]);
  assert.equal(ctl.state.game.record, 'adji-boto_m9.0.8');
  // each press a number of its own (a view tells the moves of one press together)
  ctl.undo();
  await ctl.redo();
  assert.equal(changes.findLast((x) => x.kind === 'game').redo, c.redo + 1);
});

test('against the computer: it moves once the board has shown the position; undo goes back to the person', async () => {
  const m = make({ players: ['human', 'computer:casual'] });
  const { ctl, engine } = m;
  ctl.start({ startWith: 'ayoayo' });
  await until(() => !ctl.state.animating, 'the start shown');
  assert.equal(engine.calls.length, 0, 'a person is to move');
  await ctl.play('2');
  await until(() => ctl.state.game.ply === 2 && !ctl.state.animating, 'the computer replied');
  const think = engine.calls.find((c) => c.kind === 'think');
  assert.equal(think.level, 'casual');
  assert.equal(think.record, 'ayoayo_m2');
  assert.equal(think.seed, seedFor('ayoayo_m2', m.storage.load('k.salt')), 'the seed: the record and the game\'s salt');
  assert.deepEqual(ctl.state.game.movers, [0, 1]);
  assert.equal(ctl.canUndo(), true);
  assert.equal(ctl.undo(), true);
  assert.equal(ctl.state.game.ply, 0, 'back to the person\'s move: two plies');
  const c = m.changes.findLast((x) => x.kind === 'game');
  assert.equal(c.events.length, 2, 'both accounts, in the order they were played');
  await until(() => !ctl.state.animating, 'the undo shown');
  assert.equal(engine.calls.filter((x) => x.kind === 'think').length, 1, 'the computer does not replay at once');
  // redo replays up to the person's turn (both plies)
  await ctl.redo();
  assert.equal(ctl.state.game.ply, 2);
  assert.equal(engine.calls.filter((x) => x.kind === 'think').length, 1, 'no search during the redo');
});

test('the computer waits while a change is being shown', async () => {
  const m = make({ players: ['computer:beginner', 'human'], show: false });
  m.ctl.start({ startWith: 'ayoayo' });
  await new Promise((ok) => { setImmediate(ok); });
  assert.equal(m.engine.calls.length, 0, 'nothing shown yet: no search');
  m.ctl.shown(m.ctl.state.game);
  await until(() => m.ctl.state.game.ply === 1, 'the computer moved');
});

test('computer against computer: undo pauses, resume goes on', async () => {
  const m = make({ players: ['computer:beginner', 'computer:beginner'] });
  const { ctl } = m;
  ctl.start({ startWith: 'ayoayo' });
  await until(() => ctl.state.game.ply >= 2, 'two computer moves');
  ctl.stop();
  await until(() => !ctl.state.animating, 'settled');
  const ply = ctl.state.game.ply;
  assert.equal(ctl.undo(), true);
  assert.equal(ctl.state.game.ply, ply - 1, 'one ply back');
  assert.equal(ctl.state.paused, true);
  await until(() => !ctl.state.animating, 'the undo shown');
  assert.equal(ctl.state.game.ply, ply - 1, 'paused: no move');
  ctl.resume();
  await until(() => ctl.state.game.ply > ply - 1, 'it plays again');
  ctl.destroy();
});

test('hold: the computer to move waits (a review open on the game) until resume; nothing for a person\'s turn', async () => {
  const m = make({ players: ['computer:beginner', 'human'], show: false });
  const { ctl } = m;
  ctl.start({ startWith: 'ayoayo' });
  ctl.hold('review');
  assert.equal(ctl.state.paused, 'review');
  ctl.shown(ctl.state.game);
  await new Promise((ok) => { setImmediate(ok); });
  assert.equal(ctl.state.game.ply, 0, 'held: no move');
  assert.equal(m.engine.calls.filter((c) => c.kind === 'think').length, 0, 'no search');
  ctl.resume();
  await until(() => ctl.state.game.ply === 1, 'it plays once resumed');
  ctl.hold('review'); // a person to move now
  assert.equal(ctl.state.paused, false, 'a person\'s turn: nothing held');
  ctl.destroy();
});

test("a link's game from elsewhere: the computer to move waits for Continue, unless the page seated the players, the link is the page's own, or the game is this tab's; undo ends the wait", async () => {
  // the visitor's own choice of players (saved), as a first visit's default is: Player 2 the computer
  const mine = (entries = {}) => memoryStorage({ 'k.players': 'human computer:casual', ...entries });
  const thinks = (m) => m.engine.calls.filter((c) => c.kind === 'think').length;
  const settle = async (m) => { await until(() => !m.ctl.state.animating, 'shown'); await new Promise((ok) => { setImmediate(ok); }); };

  // opened with the page (a teacher's link, Player 2 to move): it waits, and Continue ends it
  let m = make({ players: null, storage: mine(), link: 'ayoayo_m2' });
  m.ctl.start();
  assert.equal(m.ctl.state.game.toMove, 1);
  assert.equal(m.ctl.state.paused, 'link');
  await settle(m);
  assert.equal(thinks(m), 0, 'no search while it waits');
  assert.equal(m.ctl.state.game.ply, 1);
  m.ctl.hold('review'); // the review opened on it: it waits for the review, and once that is
  assert.equal(m.ctl.state.paused, 'review'); // closed, for Continue again
  m.ctl.release('review');
  assert.equal(m.ctl.state.paused, 'link');
  await settle(m);
  assert.equal(thinks(m), 0, 'no search after the review closed');
  m.ctl.resume();
  await until(() => m.ctl.state.game.ply === 2, 'it plays once told to');
  m.ctl.destroy();

  // waiting, it is not saved (the visitor's save stays): a reload waits again; once the
  // visitor says Continue it is saved as any game going on
  m = make({ players: null, storage: mine(), link: 'ayoayo_m2' });
  m.ctl.start();
  m.ctl.persist();
  assert.equal(m.storage.load('k.game'), null, 'not saved while it waits');
  assert.equal(m.fragment.text, 'ayoayo_m2', 'the link stays');
  const again = make({ players: null, storage: m.storage, link: 'ayoayo_m2' });
  again.ctl.start();
  assert.equal(again.ctl.state.paused, 'link', 'a reload waits again');
  again.ctl.resume();
  await until(() => again.ctl.state.game.ply === 2, 'it plays once told to');
  assert.equal(m.storage.load('k.game'), again.ctl.state.game.record, 'saved once it went on');
  m.ctl.destroy();
  again.ctl.destroy();

  // a link followed in an open page (pasted into the address bar): the same; a broken link's
  // message goes once a good link is read
  m = make({ players: null, storage: mine() });
  m.ctl.start();
  m.ctl.followLink('ayoayo_m99');
  assert.equal(m.ctl.state.error.key, 'error.badLink');
  m.ctl.followLink('ayoayo_m2');
  assert.equal(m.ctl.state.error, null, 'the broken link\'s message gone with its game');
  assert.equal(m.ctl.state.paused, 'link');
  assert.equal(m.storage.load('k.game'), null, 'not saved while it waits');
  // undo goes back to the person's move: the game is theirs, and the computer answers it
  assert.equal(m.ctl.undo(), true);
  assert.equal(m.ctl.state.paused, false);
  await settle(m);
  await m.ctl.play('3');
  await until(() => m.ctl.state.game.ply === 2, 'the computer replied');
  m.ctl.destroy();

  // a review held and released on a game not a link's (or after Continue): the computer goes on
  m = make({ players: null, storage: mine(), link: 'ayoayo_m2' });
  m.ctl.start();
  m.ctl.resume();
  m.ctl.stop();
  m.ctl.hold('review');
  m.ctl.release('review');
  assert.equal(m.ctl.state.paused, false);
  m.ctl.destroy();

  // the wait goes with the link's game: the saved game taken up instead, the computer to move
  // in it, plays on (the start screen's "Continue the saved game")
  m = make({ players: null, storage: mine({ 'k.game': 'ayoayo_m3', 'k.gameTab': 'tab-b' }), link: 'ayoayo_m2' });
  m.ctl.start();
  assert.equal(m.ctl.state.paused, 'link');
  m.ctl.showStart();
  assert.equal(m.ctl.continueSaved(), true);
  assert.equal(m.ctl.state.paused, false);
  await until(() => m.ctl.state.game.ply === 2, 'the computer plays in the saved game');
  m.ctl.destroy();

  // no wait: the page seated the players; the link is the page's own (an embed's, a kiosk's);
  // this tab's own game, or a longer or shorter record of it (a reload, Back and Forward); a
  // person to move; a link not read at all (a fresh game stands in for it, a person to move)
  const cases = [
    [{ players: ['human', 'computer:casual'], storage: mine(), link: 'ayoayo_m2' }, 'seated'],
    [{ players: null, storage: mine(), link: 'ayoayo_m2', waitOnLinks: false }, 'the page\'s own link'],
    [{ players: null, storage: mine({ 'k.game': 'ayoayo_m2', 'k.gameTab': 'tab-a' }), link: 'ayoayo_m2' }, 'a reload'],
    [{ players: null, storage: mine({ 'k.game': 'ayoayo_m2.8.3', 'k.gameTab': 'tab-a' }), link: 'ayoayo_m2' }, 'a shorter record of it'],
    [{ players: null, storage: mine({ 'k.game': 'ayoayo_m2.8.3', 'k.gameTab': 'tab-a' }), link: 'ayoayo_m2.8.3.4' }, 'a longer record of it'],
    [{ players: null, storage: mine(), link: 'ayoayo_m2.8' }, 'a person to move'],
    [{ players: null, storage: mine(), link: 'ayoayo_m99' }, 'a link not read at all: a fresh game, a person to move'],
  ];
  for (const [options, what] of cases) {
    m = make(options);
    m.ctl.start();
    assert.equal(m.ctl.state.paused, false, what);
    m.ctl.destroy();
  }
  // a link read only in part (its moves up to a refused one) waits: that part is what was sent
  m = make({ players: null, storage: mine(), link: 'ayoayo_m2.zz' });
  m.ctl.start();
  assert.equal(m.ctl.state.error.key, 'error.badLinkPart');
  assert.equal(m.ctl.state.game.record, 'ayoayo_m2');
  assert.equal(m.ctl.state.paused, 'link');
  await settle(m);
  assert.equal(thinks(m), 0, 'no search while it waits');
  m.ctl.destroy();
  // another tab's game, or this tab's save of another game, waits
  for (const entries of [{ 'k.game': 'ayoayo_m2', 'k.gameTab': 'tab-b' }, { 'k.game': 'ayoayo_m3', 'k.gameTab': 'tab-a' }]) {
    m = make({ players: null, storage: mine(entries), link: 'ayoayo_m2' });
    m.ctl.start();
    assert.equal(m.ctl.state.paused, 'link', JSON.stringify(entries));
    m.ctl.destroy();
  }
  // a re-mount (a language switch) keeps the wait
  const g = wasm.Game.load('ayoayo_m2');
  m = make({ players: null, storage: mine() });
  m.ctl.start({ initialGame: g, initialPaused: 'link' });
  assert.equal(m.ctl.state.paused, 'link');
  assert.equal(m.ctl.waitsForLink(), true);
  m.ctl.hold('review'); // the review opened again over it, and closed: the wait stays
  m.ctl.release('review');
  assert.equal(m.ctl.state.paused, 'link');
  m.ctl.destroy();
});

test('the hint: the engine\'s move for the person to move, forgotten on any change', async () => {
  const { ctl, engine } = make();
  ctl.start({ startWith: 'ayoayo' });
  await until(() => !ctl.state.animating, 'shown');
  await ctl.hint();
  assert.equal(ctl.state.hint, '5');
  assert.equal(engine.calls[0].kind, 'hint');
  await ctl.play('0');
  assert.equal(ctl.state.hint, null);
});

test('a broken link: a message, and a fresh game of the kind it names', () => {
  for (const [link, config] of [
    ['nsolo.12_m99', 'nsolo.12'], // an illegal move: the same board afresh
    ['nsolo.99_m1', 'nsolo'], // a size out of range: the game alone
    ['ayoayo.row-owner_m6', 'ayoayo.row-owner'],
    ['chess_m1', 'ayoayo'], // not a game: Ayoayo
  ]) {
    const { ctl } = make({ link });
    ctl.start();
    assert.equal(ctl.state.error.key, 'error.badLink', link);
    assert.equal(ctl.state.game.config, config, link);
    assert.equal(ctl.state.game.ply, 0);
  }
  const { ctl } = make();
  ctl.start({ startWith: 'ayoayo' });
  ctl.followLink('adji-boto_m5');
  assert.equal(ctl.state.game.record, 'adji-boto_m5', 'a new link is followed');
  assert.equal(ctl.state.error, null);
});

test('a broken link or save loses nothing: the save and the link stay until the visitor plays; the readable part is shown', async () => {
  for (const [link, shown, key, at] of [
    ['garbage!!%%', 'ayoayo_m', 'error.badLink', null],
    // a legal first move, then a hole that is not there: the refused move, its number and name
    ['ayoayo_m3.99', 'ayoayo_m3', 'error.badLinkPart', { n: 2, move: '99', refusal: 'no-such-hole' }],
    ['ayoayo_m7', 'ayoayo_m', 'error.badLink', { n: 1, move: '7', refusal: 'not-your-hole' }],
    ['adji-boto_m5.zz', 'adji-boto_m5', 'error.badLinkPart', { n: 2, move: 'zz', refusal: 'not-a-move' }], // not a move at all
  ]) {
    const storage = memoryStorage({ 'k.game': 'ayoayo_m0.6', 'k.gameTab': 'tab-a' });
    const { ctl, fragment } = make({ link, storage });
    ctl.start();
    ctl.persist(); // what the view does after its first board
    assert.equal(ctl.state.error.key, key, link);
    assert.deepEqual(ctl.state.error.at, at, link);
    assert.equal(ctl.state.game.record, shown, link);
    assert.equal(storage.load('k.game'), 'ayoayo_m0.6', `${link}: the save is kept`);
    assert.equal(fragment.text, link, `${link}: the link is left as it was`);
    // the visitor plays: now this game is theirs, and saved
    const move = ctl.state.game.legal[0];
    assert.equal(await ctl.play(move), true);
    assert.equal(storage.load('k.game'), `${shown}${shown.endsWith('_m') ? '' : '.'}${move}`);
    assert.equal(fragment.text, storage.load('k.game'));
  }
  // a save that cannot be read is kept too, until a move
  const storage = memoryStorage({ 'k.game': 'ayoayo_m1.1.1.1', 'k.gameTab': 'tab-a' });
  const { ctl } = make({ storage });
  ctl.start();
  ctl.persist();
  assert.equal(ctl.state.error.key, 'error.badSavePart');
  assert.equal(storage.load('k.game'), 'ayoayo_m1.1.1.1');
  // a re-mount (a language switch) hands the stand-in over: still not saved
  const kept = ctl.destroy({ keepGame: true });
  const next = make({ storage });
  next.ctl.start({ initialGame: kept });
  next.ctl.persist();
  assert.equal(storage.load('k.game'), 'ayoayo_m1.1.1.1');
});

// A tester's report: opening `?game=nsolo`, `#ayoayo_m5.7` or a kiosk link replaced the saved
// game (with its moves) by the link's at once, though nothing was played.
test('a link\'s, a page\'s or a new game does not take the place of a saved game with moves until the visitor plays, undoes or redoes in it', async () => {
  const withMoves = () => memoryStorage({ 'k.game': 'adji-boto_m5.0', 'k.gameTab': 'tab-a' });
  for (const [how, run] of [
    ['a link', (ctl) => ctl.start()],
    ['the page\'s game', (ctl) => ctl.start({ startWith: 'nsolo' })],
    ['a new game', (ctl) => { ctl.start(); ctl.newGame('nsolo'); }],
  ]) {
    const storage = withMoves();
    const { ctl, fragment } = make({ storage, link: how === 'a link' ? 'nsolo_m7' : '' });
    run(ctl);
    ctl.persist(); // what the view does after its first board
    assert.equal(storage.load('k.game'), 'adji-boto_m5.0', `${how}: the save is kept`);
    assert.equal(fragment.text, ctl.state.game.record, `${how}: the link names the game on the board`);
    assert.deepEqual(ctl.savedOffer(), { gameId: 'adji-boto', size: 0, over: false }, `${how}: the start screen offers the saved game`);
    const move = ctl.state.game.legal[0];
    assert.equal(await ctl.play(move), true);
    assert.equal(storage.load('k.game'), ctl.state.game.record, `${how}: the visitor's move makes it the saved game`);
    assert.equal(storage.load('k.gameTab'), 'tab-a');
  }
  // the computer's moves do not make it the visitor's game; undo does
  const storage = withMoves();
  const { ctl } = make({ storage, players: ['computer:casual', 'human'] });
  ctl.start({ startWith: 'ayoayo' });
  ctl.persist();
  await until(() => ctl.state.game.ply === 1 && !ctl.state.animating, 'the computer\'s first move');
  assert.equal(storage.load('k.game'), 'adji-boto_m5.0', 'the computer moved: the save is kept');
  const after = ctl.state.game.record;
  assert.equal(await ctl.play(ctl.state.game.legal[0]), true);
  assert.equal(storage.load('k.game').startsWith(after), true, 'the visitor moved: saved');
  // a reload (or a language switch) of the visitor's own game before the computer answered: the
  // link is the save; the computer's reply, going on from it, is saved (a tester's save stayed
  // one move behind, and a game of two computers stopped saving)
  const mine = memoryStorage({ 'k.game': 'ayoayo_m0', 'k.gameTab': 'tab-a' });
  const r = make({ storage: mine, link: 'ayoayo_m0', players: ['human', 'computer:casual'] });
  r.ctl.start();
  r.ctl.persist();
  await until(() => r.ctl.state.game.ply === 2 && !r.ctl.state.animating, 'the computer\'s reply');
  assert.equal(mine.load('k.game'), r.ctl.state.game.record, 'the reply is saved');
  // a saved game without moves, or this game's own save, is replaced at once as before
  const empty = memoryStorage({ 'k.game': 'adji-boto_m', 'k.gameTab': 'tab-a' });
  const e = make({ storage: empty });
  e.ctl.start({ startWith: 'nsolo' });
  e.ctl.persist();
  assert.equal(empty.load('k.game'), 'nsolo_m');
  const own = withMoves();
  const o = make({ storage: own });
  o.ctl.start();
  assert.equal(o.ctl.state.game.record, 'adji-boto_m5.0');
  assert.equal(o.ctl.undo(), true);
  assert.equal(own.load('k.game'), 'adji-boto_m5', 'undo in the saved game itself is saved');
});

test('the saved game another tab left: offered when moves of it can be read, else savedProblem says why', () => {
  const offer = (saved) => {
    const { ctl } = make({ storage: memoryStorage({ 'k.game': saved, 'k.gameTab': 'tab-z' }) });
    ctl.start();
    return { offer: ctl.savedOffer(), problem: ctl.savedProblem() };
  };
  assert.deepEqual(offer('nsolo.12_m5'), { offer: { gameId: 'nsolo', size: 12, over: false }, problem: null });
  assert.deepEqual(offer('ayoayo_m1.1.1.1'), { offer: { gameId: 'ayoayo', size: 0, over: false }, problem: null }, 'readable in part');
  // a game that has ended: offered to look at, not to go on with (a learner was offered to
  // "continue" a game already over)
  assert.deepEqual(offer('ayoayo_m0.6.resign'), { offer: { gameId: 'ayoayo', size: 0, over: true }, problem: null }, 'ended');
  const bad = offer('garbage!!%%');
  assert.equal(bad.offer, null);
  assert.match(bad.problem.error, /unknown game/);
  assert.equal(bad.problem.refusal, 'unknown-game', 'the reason named, for the page\'s words');
  assert.equal(bad.problem.at, null);
  const none = offer('ayoayo_m99');
  assert.equal(none.offer, null, 'not one move readable: nothing to continue');
  assert.deepEqual(none.problem.at, { n: 1, move: '99', refusal: 'no-such-hole' }, 'the refused move, named');
});

test('players: the page\'s choice wins, the saved one else; a seat change is saved unless told not to', () => {
  const storage = memoryStorage({ 'k.players': 'computer:strong human' });
  let m = make({ players: null, storage });
  assert.deepEqual(m.ctl.state.players, ['computer:strong', 'human']);
  m = make({ players: ['human', 'computer'], storage });
  assert.deepEqual(m.ctl.state.players, ['human', 'computer:casual']);
  m.ctl.setPlayer(1, 'computer:expert', { save: false });
  assert.equal(storage.load('k.players'), 'computer:strong human');
  m.ctl.setPlayer(0, 'robot');
  assert.deepEqual(m.ctl.state.players, ['human', 'computer:expert']);
  assert.equal(storage.load('k.players'), 'human computer:expert');
  m = make({ players: null, storage: memoryStorage({ 'k.players': 'garbage' }) });
  assert.deepEqual(m.ctl.state.players, ['human', 'computer:casual'], 'the default for a first visit');
});

test('navigation: an earlier position is shown, the live game is unchanged, one step carries its account', async () => {
  const { ctl, changes, fragment, storage } = make();
  ctl.start({ startWith: 'ayoayo' });
  for (const m of ['0', '6', '1']) assert.equal(await ctl.play(m), true);
  const live = ctl.state.game;
  assert.equal(live.record, 'ayoayo_m0.6.1');
  ctl.persist();

  // one step back: the account of move 3, played backwards
  assert.equal(await ctl.goTo(2), true);
  const lastGame = () => changes.findLast((x) => x.kind === 'game');
  let c = lastGame();
  assert.equal(c.kind, 'game');
  assert.equal(c.look, true);
  assert.equal(c.reverse, true);
  assert.equal(c.events.length, 1, 'one account');
  assert.equal(ctl.state.game, live, 'the live game is unchanged');
  assert.equal(ctl.state.look.ply, 2);
  assert.equal(ctl.shownGame().record, 'ayoayo_m0.6');
  assert.equal(fragment.text, 'ayoayo_m0.6.1&ply=2', 'the link names the ply');
  assert.equal(storage.load('k.game'), 'ayoayo_m0.6.1', 'the save keeps the whole game');
  assert.equal(ctl.canUndo(), false);
  assert.equal(ctl.humanTurn(), false, 'no resign or hint while looking back');

  // far: a jump, no account
  assert.equal(await ctl.goTo(0), true);
  c = lastGame();
  assert.equal(c.events, undefined);
  const g0 = wasm.Game.create('ayoayo');
  assert.deepEqual(ctl.shownGame().holes, Array.from(g0.holes()));
  g0.free();

  // one step forwards: the move's account and its mover
  assert.equal(await ctl.goTo(1), true);
  c = lastGame();
  assert.equal(c.by, 0);
  assert.ok(c.events.length > 1 && !c.reverse, 'the account of move 1');
  assert.equal(ctl.shownGame().record, 'ayoayo_m0');
  assert.equal(await ctl.goTo(1), false, 'already there');

  // the move that led there, asked of the game (what "What just happened?" tells), the
  // position shown unchanged
  const first = wasm.Game.create('ayoayo');
  assert.deepEqual(ctl.lastMove(), { events: first.play('0'), by: 0, before: [] });
  first.free();
  assert.equal(ctl.shownGame().record, 'ayoayo_m0');
  assert.equal(ctl.state.look.ply, 1);

  // out of range: clamped; at the end: back to the game, its last move named to tell again
  assert.equal(await ctl.goTo(99), true);
  assert.equal(ctl.state.look, null);
  assert.equal(ctl.shownGame(), live);
  assert.equal(fragment.text, 'ayoayo_m0.6.1');
  const replay = wasm.Game.load('ayoayo_m0.6');
  const lastMove = replay.play('1');
  replay.free();
  assert.deepEqual(ctl.lastMove(), { events: lastMove, by: live.movers[2], before: [] }, 'the last move, by its mover');
  assert.equal(await ctl.goTo(-5), true);
  assert.equal(ctl.state.look.ply, 0);
  assert.equal(ctl.lastMove(), null, 'the start: no move led there');
  await ctl.backToGame();
  assert.equal(ctl.state.look, null);
  assert.deepEqual(ctl.lastMove()?.events, lastMove, 'back to the game by its button: the same');
});

test("lastMove: the last move of the position shown and its mover, the game unchanged; none at the start", async () => {
  const { ctl } = make();
  ctl.start({ startWith: 'ayoayo' });
  assert.equal(ctl.lastMove(), null, 'no move yet');
  for (const m of ['0', '6']) assert.equal(await ctl.play(m), true);
  const replay = wasm.Game.load('ayoayo_m0');
  const want = replay.play('6');
  replay.free();
  const record = ctl.state.game.record;
  assert.deepEqual(ctl.lastMove(), { events: want, by: 1, before: [] });
  assert.equal(ctl.state.game.record, record);
  assert.equal(ctl.canUndo(), true);
  assert.equal(await ctl.play('1'), true, 'the game plays on from where it was');
  assert.equal(ctl.state.game.record, 'ayoayo_m0.6.1');
  await ctl.goTo(1);
  const one = wasm.Game.create('ayoayo');
  assert.deepEqual(ctl.lastMove(), { events: one.play('0'), by: 0, before: [] }, 'an earlier position shown: the move that led there');
  one.free();
  assert.equal(ctl.shownGame().record, 'ayoayo_m0', 'the position shown unchanged');
  assert.equal(ctl.state.game.record, 'ayoayo_m0.6.1', 'the live game unchanged');
});

// A tester's: a Nsolo game reloaded after a capture's removals told its last removal alone.
test("lastMove: Nsolo's turn whole, its sowing and removals before the last removal, by the same player", async () => {
  const { ctl } = make();
  ctl.start({ startWith: 'nsolo' });
  // a seeded game to its second removal in a row
  let turn = [];
  for (let ply = 0; turn.length < 3 && ply < 400 && !ctl.state.game.result; ply++) {
    const s = ctl.state.game;
    const move = s.legal[(ply * 7 + 3) % s.legal.length];
    const by = s.toMove;
    const before = wasm.Game.load(s.record);
    const events = before.play(move);
    before.free();
    turn = /^x/.test(move) && turn.length && turn[0].by === by ? [...turn, { events, by }] : [{ events, by }];
    assert.equal(await ctl.play(move), true);
  }
  assert.equal(turn.length, 3, 'a sowing and two removals met');
  const record = ctl.state.game.record;
  const last = ctl.lastMove();
  assert.deepEqual(last, { ...turn[2], before: turn.slice(0, 2) });
  assert.ok(last.before[0].events.some((e) => e.kind === 'sow'), 'from the sowing');
  assert.equal(ctl.state.game.record, record, 'the game unchanged');
  assert.equal(ctl.canRedo?.() ?? false, false, 'nothing left to redo');
});

test('navigation: playing from an earlier position drops the later moves; a refused move changes nothing', async () => {
  const { ctl, storage } = make();
  ctl.start({ startWith: 'ayoayo' });
  for (const m of ['0', '6', '1']) await ctl.play(m);
  await ctl.goTo(1);
  assert.equal(ctl.moveForHole(0), null, 'player 1 is to move in the position shown');
  assert.equal(ctl.moveForHole(7), '7');
  assert.equal(await ctl.play('2'), false, 'not player 1\'s hole');
  assert.equal(ctl.state.error.key, 'error.move');
  assert.equal(ctl.state.look.ply, 1, 'still looking');
  assert.equal(ctl.state.game.record, 'ayoayo_m0.6.1');
  assert.equal(await ctl.play('7'), true);
  assert.equal(ctl.state.look, null);
  assert.equal(ctl.state.game.record, 'ayoayo_m0.7');
  assert.equal(storage.load('k.game'), 'ayoayo_m0.7');
  assert.equal(ctl.state.game.canRedo, false, 'the later moves are gone');
  assert.equal(ctl.undo(), true, 'undo works through the new game');
  assert.equal(ctl.state.game.record, 'ayoayo_m0');
});

test('navigation: the computer waits while looking back, and moves once back at the game', async () => {
  const { ctl, engine } = make({ players: ['human', 'computer:casual'] });
  ctl.start({ startWith: 'ayoayo' });
  await ctl.play('0');
  await until(() => ctl.state.game.ply === 2 && !ctl.state.thinking, 'the computer answered');
  ctl.setPlayer(1, 'human');
  await ctl.play('1');
  ctl.setPlayer(1, 'computer:casual');
  // the computer is to move; looking back stops it
  await ctl.goTo(1);
  const asked = engine.calls.filter((c) => c.kind === 'think').length;
  await new Promise((ok) => { setImmediate(ok); });
  assert.equal(engine.calls.filter((c) => c.kind === 'think').length, asked, 'no search while looking back');
  assert.equal(ctl.state.game.ply, 3);
  await ctl.backToGame();
  await until(() => ctl.state.game.ply === 4, 'the computer moved once back at the game');
});

test('navigation: a link with a ply opens that position; without one, the end (old links)', async () => {
  let m = make({ link: 'ayoayo_m0.6.1&ply=1' });
  m.ctl.start();
  assert.equal(m.ctl.state.game.record, 'ayoayo_m0.6.1');
  assert.equal(m.ctl.state.look.ply, 1);
  assert.equal(m.ctl.shownGame().record, 'ayoayo_m0');
  m = make({ link: 'ayoayo_m0.6.1' });
  m.ctl.start();
  assert.equal(m.ctl.state.look, null);
  // a ply past the end: the end
  m = make({ link: 'ayoayo_m0.6&ply=9' });
  m.ctl.start();
  assert.equal(m.ctl.state.look, null);
  assert.equal(m.ctl.state.game.ply, 2);
  // the link changes (hashchange): the same game at another ply, then back to its end
  m.ctl.followLink('ayoayo_m0.6&ply=0');
  assert.equal(m.ctl.state.look.ply, 0);
  m.ctl.followLink('ayoayo_m0.6');
  assert.equal(m.ctl.state.look, null);
  // a part after the record that is not a ply or the review (a tester's `&ply=-3`): left out,
  // never read as moves (it was: "move 2 is not a move", and the good move 2 was dropped)
  for (const link of ['ayoayo_m0.6&ply=-3', 'ayoayo_m0.6&ply=abc', 'ayoayo_m0.6&foo=bar&ply=1', 'ayoayo_m0.6&&review']) {
    m = make({ link });
    m.ctl.start();
    assert.equal(m.ctl.state.error, null, link);
    assert.equal(m.ctl.state.game.record, 'ayoayo_m0.6', link);
    assert.equal(m.ctl.state.look ? m.ctl.state.look.ply : null, link.endsWith('ply=1') ? 1 : null, link);
  }
  // a bad record with a ply: the notation's error, the stand-in at its end
  m = make({ link: 'ayoayo_m0.0&ply=1' });
  m.ctl.start();
  assert.equal(m.ctl.state.error.key, 'error.badLinkPart');
  assert.equal(m.ctl.state.look, null);
});

test('a lesson: its position not saved, no computer, no undo; while open a refused hole is tried and its reason kept', async () => {
  const storage = memoryStorage();
  const { ctl, engine, fragment } = make({ players: ['human', 'computer:casual'], storage, link: '' });
  ctl.start({ startWith: 'ayoayo' });
  ctl.persist();
  const saved = storage.load('k.game');
  // Ayoayo's feeding step: the top row is empty
  assert.equal(await ctl.startLesson('ayoayo_0_3.0x3.3.0x7_20.22_l1', { game: 'ayoayo', step: 'feed' }), true);
  assert.deepEqual(ctl.state.lesson, { game: 'ayoayo', step: 'feed', open: false });
  assert.equal(ctl.moveForHole(4), null, 'closed: no hole plays');
  assert.equal(ctl.boardView().legal.length, 0, 'closed: the board offers no move');
  ctl.lessonOpen(true);
  assert.equal(ctl.moveForHole(4), '4');
  assert.equal(ctl.moveForHole(0), '0', 'open: a hole the rules refuse is still tried');
  assert.deepEqual(ctl.boardView().legal, ctl.state.game.legal, 'open: every legal move offered');
  assert.equal(await ctl.play('0'), false);
  assert.equal(ctl.state.error.move, '0');
  assert.match(ctl.state.error.error, /is not legal: the opponent has no seeds/);
  assert.equal(ctl.humanTurn(), false, 'no resign or hint in a lesson');
  assert.equal(await ctl.play('4'), true);
  assert.equal(ctl.state.game.toMove, 1);
  await until(() => !ctl.state.animating, 'shown');
  assert.equal(engine.calls.filter((c) => c.kind === 'think').length, 0, 'the computer does not move in a lesson');
  assert.equal(ctl.canUndo(), false);
  assert.equal(ctl.undo(), false, 'no undo in a lesson');
  assert.equal(storage.load('k.game'), saved, 'the lesson\'s positions are not saved');
  assert.notEqual(fragment.text, ctl.state.game.record, 'nor written to the link');
  // a new game ends the lesson
  ctl.newGame('ayoayo');
  assert.equal(ctl.state.lesson, null);
  assert.equal(ctl.moveForHole(20), null);
  // so does the start screen; and a record the rules cannot read is not a lesson
  assert.equal(await ctl.startLesson('ayoayo_9_x', { game: 'ayoayo', step: 'sow' }), false);
  assert.equal(ctl.state.lesson, null);
  await ctl.startLesson('ayoayo_0_0.0.2.1.0.1.2.0.3.1.0.2_18.18', { game: 'ayoayo', step: 'sow' });
  ctl.showStart();
  assert.equal(ctl.state.lesson, null);
  // ...and its step's position with it: no game to go back to, the saved one offered
  assert.equal(ctl.state.game, null, 'the step is not left on the board as a game');
  assert.equal(ctl.showGame(), undefined);
  assert.equal(ctl.state.view, 'start', 'no way back to it');
  assert.deepEqual(ctl.savedOffer(), { gameId: 'ayoayo', size: 0, over: false }, 'the visitor\'s game offered to continue');
  ctl.persist();
  assert.equal(storage.load('k.game'), saved, 'nothing saved over it');
  // no looking back through a lesson's moves
  await ctl.startLesson('ayoayo_0_0.0.2.1.0.1.2.0.3.1.0.2_18.18', { game: 'ayoayo', step: 'sow' });
  // a tester's report: "play the marked hole", and other holes ringed as playable beside it
  ctl.lessonOpen(true, ['2']);
  assert.deepEqual(ctl.boardView().legal, ['2'], 'open with the step\'s moves: only those are offered');
  assert.ok(ctl.state.game.legal.length > 1, 'of more legal moves');
  assert.equal(ctl.moveForHole(3), '3', 'another hole is still tried');
  await ctl.play('2');
  assert.equal(await ctl.goTo(0), false);
});

test('a lesson during Nsolo\'s bonus: an opponent\'s hole is tried as a removal (the rules say why an empty one is refused), one\'s own as a sowing', async () => {
  const { ctl } = make({ players: ['human', 'human'], storage: memoryStorage(), link: '' });
  ctl.start({ startWith: 'nsolo' });
  assert.equal(await ctl.startLesson('nsolo_0_2.0.0.2.0x4.1.1.0x6.2.0x3.2.0x5.2.0x5_26.22_r3', { game: 'nsolo', step: 'bonus' }), true);
  ctl.lessonOpen(true);
  assert.equal(ctl.moveForHole(16), 'x16', 'a legal removal');
  assert.equal(ctl.moveForHole(17), 'x17', 'an empty opponent\'s hole: a removal the rules refuse (not "remove stones first")');
  assert.equal(ctl.moveForHole(0), '0', 'one\'s own hole: a sowing the rules refuse while removals are owed');
  ctl.destroy();
});

test('Expert in the page asks the engine for its page budget (within 1 s a move with the overhead); the other levels as they are', async () => {
  for (const [player, asked] of [['computer:expert', `expert:ms=${EXPERT_MS}`], ['computer:strong', 'strong']]) {
    const m = make({ players: ['human', player] });
    m.ctl.start({ startWith: 'ayoayo' });
    await until(() => !m.ctl.state.animating, 'the start shown');
    await m.ctl.play('2');
    await until(() => m.ctl.state.game.ply === 2 && !m.ctl.state.animating, 'the computer replied');
    assert.equal(m.engine.calls.find((c) => c.kind === 'think').level, asked);
  }
  assert.ok(EXPERT_MS > 0 && EXPERT_MS < 1000);
});

test("a broken link's message and the visitor's save stay while the computer moves by itself, until the person plays", async () => {
  // Ayoayo: player 1 (a person) played 3, then a hole that is not there; the computer is to move
  const storage = memoryStorage({ 'k.game': 'adji-boto_m5', 'k.gameTab': 'tab-a' });
  const { ctl, fragment } = make({ link: 'ayoayo_m3.99', players: ['human', 'computer:beginner'], storage });
  ctl.start();
  ctl.persist();
  assert.equal(ctl.state.error.key, 'error.badLinkPart');
  assert.equal(ctl.state.game.toMove, 1);
  ctl.kick();
  await until(() => ctl.state.game.ply === 2, 'the computer moved');
  assert.equal(ctl.state.error?.key, 'error.badLinkPart', 'the message is still there after the computer\'s move');
  // A tester's report: the computer's move saved the stand-in over the visitor's game, and
  // wrote it to the link, while the message said that nothing is saved until they play.
  assert.equal(storage.load('k.game'), 'adji-boto_m5', 'the computer\'s move saves nothing');
  assert.equal(fragment.text, 'ayoayo_m3.99', 'nor writes the link');
  await until(() => !ctl.state.animating && ctl.humanTurn(), 'the person is to move');
  const move = ctl.state.game.legal[0];
  const record = ctl.state.game.record;
  assert.equal(await ctl.play(move), true);
  assert.equal(ctl.state.error, null, 'the person\'s move clears it');
  assert.equal(storage.load('k.game'), `${record}.${move}`, 'and saves the game, the computer\'s move with it');
  assert.equal(fragment.text, storage.load('k.game'));
});

// A tester's, offline before the site was kept: the computer's engine could not start, and the
// computer then waited for ever (only a change of the players' menus asked again); a hint
// asked again kept the earlier failure's words above the new hint.
test("the engine's failure: Continue asks the computer again, and a new request drops the failure's words", async () => {
  const { ctl, engine } = make({ players: ['human', 'computer'] });
  let fail = true;
  const think = engine.think;
  engine.think = async (...a) => { if (fail) throw new Error('the engine could not start: offline'); return think(...a); };
  const hint = engine.hint;
  engine.hint = async (...a) => { if (fail) throw new Error('the engine could not start: offline'); return hint(...a); };
  ctl.start({ startWith: 'ayoayo' });
  await ctl.play('0');
  await until(() => ctl.state.note?.key === 'computer.failed', 'the failure said');
  assert.equal(ctl.state.game.toMove, 1, 'the computer has not moved');
  fail = false;
  ctl.resume();
  assert.equal(ctl.state.note, null, 'asked again: the failure is not the news');
  await until(() => ctl.state.game.toMove === 0 && !ctl.state.thinking, 'the computer moved');
  fail = true;
  await ctl.hint();
  assert.equal(ctl.state.note?.key, 'hint.failed');
  fail = false;
  const asked = ctl.hint();
  assert.equal(ctl.state.note, null, 'the hint asked again: the failure is not shown over it');
  await asked;
  assert.ok(ctl.state.hint, 'the hint came');
  ctl.destroy();
});
