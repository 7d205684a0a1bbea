// The URL fragment (web/js/storage.js): read percent-decoded, written without a history entry,
// and not written at all when the address already says it (a link's start: the page persists
// the record it was opened with; each history call costs the main thread, and in an
// off-the-record profile fetches the icon again).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFragment, writeFragment } from '../../web/js/storage.js';

/** A window with a location and a history that counts its calls. */
function fakeWindow(href, { throws = false } = {}) {
  const win = {
    calls: [],
    location: { href, get hash() { return new URL(this.href).hash; } },
    history: {
      state: { kept: true },
      replaceState(state, _title, next) {
        if (throws) throw new Error('SecurityError');
        win.calls.push({ state, next });
        win.location.href = new URL(next, win.location.href).href;
      },
    },
  };
  return win;
}

test('a new record replaces the fragment, keeping the history state; the same one makes no call', () => {
  const win = fakeWindow('https://museum.example/mancala/index.html?lang=it#ayoayo_m2');
  writeFragment('ayoayo_m2.8', win);
  assert.deepEqual(win.calls, [{ state: { kept: true }, next: 'https://museum.example/mancala/index.html?lang=it#ayoayo_m2.8' }]);
  writeFragment('ayoayo_m2.8', win);
  assert.equal(win.calls.length, 1, 'the address already says it');
  assert.equal(readFragment(win), 'ayoayo_m2.8');
});

test('a link with parts after the record, and an empty text, which clears the fragment', () => {
  const win = fakeWindow('https://museum.example/index.html#nsolo.12_m0&ply=1&review');
  writeFragment('nsolo.12_m0&ply=1&review', win);
  assert.equal(win.calls.length, 0, 'a link opened as it is written: nothing to write');
  writeFragment('', win);
  assert.equal(win.calls.length, 1);
  assert.equal(win.location.href, 'https://museum.example/index.html');
  writeFragment('', win);
  assert.equal(win.calls.length, 1, 'already clear');
});

test('a history that refuses (a sandbox) leaves the game alone', () => {
  const win = fakeWindow('https://museum.example/index.html', { throws: true });
  assert.doesNotThrow(() => writeFragment('adji-boto_m5', win));
  assert.equal(readFragment(win), '');
});
