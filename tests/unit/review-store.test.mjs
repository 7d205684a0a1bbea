// The review's answers in local storage (web/js/review-store.js): the key hash, answers
// checked on the way in and out, texts that cannot be read, the bounds (the newest kept), a
// storage that throws (a sandboxed frame, a full storage), two tabs writing, and the engine's
// probes: when the engine answers them otherwise, the stored answers of the old engine must not
// be used (bump STORE_VERSION).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as wasm from '../../web/pkg/mancala_wasm_engine.js';
import * as S from '../../web/js/review-store.js';

/** A storage in memory; `quota`: the longest value it takes (longer throws, as a full storage does). */
function memoryStorage({ quota = Infinity, throwsOnRead = false } = {}) {
  const data = new Map();
  return {
    data,
    writes: 0,
    getItem(k) {
      if (throwsOnRead) throw new Error('SecurityError');
      return data.has(k) ? data.get(k) : null;
    },
    setItem(k, v) {
      this.writes++;
      if (String(v).length > quota) {
        const e = new Error('quota');
        e.name = 'QuotaExceededError';
        throw e;
      }
      data.set(k, String(v));
    },
  };
}

const answer = (i) => ({ eval: i / 4, best: String(i % 12), win_for: null, win_in: null, loss: i % 5, depth: 9, nodes: 1234, ms: 3.2 });

test('the key hash is 64-bit FNV-1a', () => {
  assert.equal(S.hashKey(''), 'cbf29ce484222325');
  assert.equal(S.hashKey('a'), 'af63dc4c8601ec8c');
  assert.equal(S.hashKey('foobar'), '85944171f73967e8');
  assert.notEqual(S.hashKey('17 ayoayo_m2 6'), S.hashKey('17 ayoayo_m2 7'));
});

test('answers: what the review shows is kept, anything else refused', () => {
  assert.deepEqual(S.unpack(S.pack(answer(6))), { eval: 1.5, best: '6', win_for: null, win_in: null, loss: 1, next_win_for: null, next_win_in: null });
  const proven = { eval: null, best: 'x40', win_for: 1, win_in: 7, loss: 100, next_win_for: 1, next_win_in: 8 };
  assert.deepEqual(S.unpack(S.pack(proven)), proven);
  const over = { eval: null, best: null, win_for: null, win_in: 0, loss: null, next_win_for: null, next_win_in: null };
  assert.deepEqual(S.unpack(S.pack(over)), over);
  for (const bad of [null, 3, [], [1, '2', null, null, 0], [1, '2', 2, null, 0, null, null], [1, 'zz', null, null, 0, null, null], ['1', '2', null, null, 0, null, null],
    [Infinity, '2', null, null, 0, null, null], [null, '2', null, null, 0, null, null], [1, '<b>', null, null, 0, null, null],
    [1, '2', null, null, 0, 2, 3], [1, '2', null, null, 0, 1, '3']]) {
    assert.equal(S.unpack(bad), null, JSON.stringify(bad));
  }
  assert.equal(S.pack({ eval: 'high' }), null);
  // the moves to choose from (the review leaves a forced move unjudged) kept; an answer stored
  // before it was said is read without it; a count that is not one refused
  const forced = { eval: 0.5, best: 'pass', win_for: null, win_in: null, loss: 0, next_win_for: null, next_win_in: null, choices: 1 };
  assert.deepEqual(S.unpack(S.pack(forced)), forced);
  const { choices, ...before } = forced;
  assert.equal(choices, 1);
  assert.deepEqual(S.unpack([0.5, 'pass', null, null, 0, null, null]), before);
  for (const bad of [0, -1, 1.5, '2', true]) assert.equal(S.unpack([0.5, '2', null, null, 0, null, null, bad]), null, String(bad));
  // numbers no engine's answer holds (a tester's edited store: "lost about 100,000,000,…"
  // past the panel's edge, an average of −99 999)
  for (const bad of [[1e308, '2', null, null, 0, null, null], [1, '2', null, null, 1e308, null, null], [1, '2', null, null, -99999, null, null],
    [1, '2', null, null, -1, null, null], [null, '2', 0, 1.5, 100, null, null], [null, '2', 0, -3, 100, null, null], [1, '2', null, null, 0, 1, 1e9]]) {
    assert.equal(S.unpack(bad), null, JSON.stringify(bad));
  }
});

test('a stored text that cannot be read, or of another version, gives nothing; bad entries are dropped', () => {
  for (const text of [null, '', '{', '[]', 'null', '{"v":1}', '{"v":999,"e":[["cbf29ce484222325",[1,"2",null,null,0]]]}']) {
    assert.equal(S.readStore(text).size, 0, String(text));
  }
  const good = ['cbf29ce484222325', [1, '2', null, null, 0, null, null]];
  const text = JSON.stringify({ v: S.STORE_VERSION, e: [good, ['short', [1, '2', null, null, 0, null, null]], ['af63dc4c8601ec8c', [1]], 7, null, ['85944171f73967e8', [2, '3', null, null, 1, 0, 4]]] });
  assert.deepEqual([...S.readStore(text).keys()], ['cbf29ce484222325', '85944171f73967e8']);
});

test('bounded: at most STORE_MAX_ENTRIES answers and STORE_MAX_CHARS characters, the newest kept', () => {
  const storage = memoryStorage();
  const store = S.createStore({ key: 'k', storage: () => storage });
  for (let i = 0; i < S.STORE_MAX_ENTRIES * 2; i++) store.put(`pos ${i}`, answer(i));
  assert.equal(store.flush(), true);
  const text = storage.data.get('k');
  assert.ok(text.length <= S.STORE_MAX_CHARS, `${text.length} characters`);
  const kept = S.readStore(text);
  assert.ok(kept.size > 500 && kept.size <= S.STORE_MAX_ENTRIES, `${kept.size} answers`);
  const last = S.STORE_MAX_ENTRIES * 2 - 1;
  assert.ok(kept.has(S.hashKey(`pos ${last}`)), 'the newest is kept');
  assert.ok(!kept.has(S.hashKey('pos 0')), 'the oldest went');
  // a new visit reads them back
  const again = S.createStore({ key: 'k', storage: () => storage });
  assert.deepEqual(again.get(`pos ${last}`), S.unpack(S.pack(answer(last))));
  assert.equal(again.get('pos 0'), null);
  // fewer entries when asked
  assert.equal(S.readStore(S.writeStore(kept, 10)).size, 10);
});

test('the answer used last is kept longest', () => {
  const storage = memoryStorage();
  const store = S.createStore({ key: 'k', storage: () => storage, maxEntries: 3 });
  for (const i of [1, 2, 3]) store.put(`p${i}`, answer(i));
  assert.ok(store.get('p1'));
  store.put('p4', answer(4));
  store.flush();
  assert.deepEqual([...S.readStore(storage.data.get('k')).keys()], ['p3', 'p1', 'p4'].map(S.hashKey));
});

test('a storage that throws: nothing is lost but the store, nothing throws', () => {
  // `localStorage` itself throws (a sandboxed frame)
  const denied = S.createStore({ key: 'k', storage: () => { throw new Error('SecurityError'); } });
  assert.equal(denied.get('p'), null);
  denied.put('p', answer(1));
  assert.deepEqual(denied.get('p'), S.unpack(S.pack(answer(1))), 'kept in memory');
  assert.equal(denied.flush(), false);
  // reading throws, writing works
  const noRead = S.createStore({ key: 'k', storage: () => memoryStorage({ throwsOnRead: true }) });
  assert.equal(noRead.get('p'), null);
  // no storage at all
  assert.equal(S.createStore({ key: 'k', storage: () => null }).get('p'), null);
  // full: tried once with half, then given up
  const full = memoryStorage({ quota: 10 });
  const store = S.createStore({ key: 'k', storage: () => full });
  store.put('p', answer(1));
  assert.equal(store.flush(), false);
  assert.equal(full.writes, 2);
  const half = memoryStorage({ quota: 6000 });
  const some = S.createStore({ key: 'k', storage: () => half, maxEntries: 200 });
  for (let i = 0; i < 200; i++) some.put(`p${i}`, answer(i));
  assert.equal(some.flush(), true, 'the half fits');
  assert.ok(S.readStore(half.data.get('k')).size <= 100);
  // corrupt text in the storage: read as nothing, written over
  const corrupt = memoryStorage();
  corrupt.data.set('k', '{"v":1,"e":[[');
  const fixed = S.createStore({ key: 'k', storage: () => corrupt });
  assert.equal(fixed.get('p'), null);
  fixed.put('p', answer(2));
  assert.equal(fixed.flush(), true);
  assert.equal(S.readStore(corrupt.data.get('k')).size, 1);
});

test('two tabs: what the other wrote stays', () => {
  const storage = memoryStorage();
  const a = S.createStore({ key: 'k', storage: () => storage });
  const b = S.createStore({ key: 'k', storage: () => storage });
  assert.equal(a.get('x'), null); // both have read the (empty) storage
  assert.equal(b.get('x'), null);
  a.put('from a', answer(1));
  a.flush();
  b.put('from b', answer(2));
  b.flush();
  const both = S.readStore(storage.data.get('k'));
  assert.ok(both.has(S.hashKey('from a')) && both.has(S.hashKey('from b')));
  assert.equal(b.flush(), false, 'nothing new: no write');
});

test('the engine still answers the probes as the stored answers were made (else bump STORE_VERSION)', () => {
  wasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_engine_bg.wasm', import.meta.url)) });
  const engine = new wasm.Engine(16); // the worker's table (web/engine-client.js)
  for (const p of S.ENGINE_PROBES) {
    const r = engine.review(p.record, p.played, p.nodes);
    assert.deepEqual([r.eval, r.best, r.win_for, r.win_in, r.loss, r.depth, r.nodes], p.answer,
      `${p.record}: the engine's answer changed; bump STORE_VERSION in web/js/review-store.js and write ENGINE_PROBES again`);
  }
});
