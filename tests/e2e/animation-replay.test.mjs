// The board's animation (web/js/animation.js) replays the engine's account of each move: run
// forwards from the counts before a move it must end on the engine's counts after it, and run
// backwards (undo) from the counts after it, on the counts before. Checked over every move of
// seeded random games of all three games (relays, captures, Nsolo's bonus removals, passes),
// and over several moves undone at once. Node only (no browser): animation.js is plain JS.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAnimation } from '../../web/js/animation.js';
import { engine } from './scenarios.mjs';
import { rng } from './helpers.mjs';

/** A layout stand-in: the animation only needs points for flights. */
function fakeLayout(n, stores) {
  const holes = Array.from({ length: n }, (_, i) => ({ x: 10 + i * 30, y: 20, r: 12 }));
  return {
    width: 40 + n * 30, height: 100, pitch: 30, holes,
    stores: stores ? [{ x: 0, y: 50, rx: 10, ry: 20 }, { x: 1, y: 50, rx: 10, ry: 20 }] : null,
    off: [{ x: 0, y: 200 }, { x: 0, y: -100 }],
  };
}

/** Runs an animation to its end; returns the counts it ends on, checking none goes negative. */
function runToEnd(opts) {
  const anim = createAnimation({ stepMs: 10, text: () => 'label', start: 0, ...opts });
  let now = 0;
  let f = anim.frame(now);
  let guard = 0;
  while (!f.done) {
    now += 7;
    f = anim.frame(now);
    assert.ok(f.holes.every((c) => c >= 0) && f.stores.every((c) => c >= 0), 'counts stay non-negative');
    assert.ok(++guard < 1e6);
  }
  return { holes: f.holes, stores: f.stores, ms: now };
}

const counts = (g) => ({ holes: Array.from(g.holes()), stores: Array.from(g.stores()) });

for (const [id, size] of [['ayoayo', 0], ['adji-boto', 0], ['nsolo', 8], ['nsolo', 13]]) {
  test(`${id}${size ? ` 4×${size}` : ''}: forwards and backwards the account lands on the engine's counts`, async () => {
    const Game = await engine();
    const rand = rng(size + id.length * 101);
    let moves = 0;
    let longest = 0; // the most seeds a move sowed, of those of 40 or more
    for (let n = 0; n < 6; n++) {
      const g = Game.create(size ? `${id}.${size}` : id);
      const lay = fakeLayout(g.holes().length, id !== 'nsolo');
      const history = []; // {before, after, events} per move
      try {
        while (!g.result() && history.length < 400) {
          const legal = g.legalMoves();
          const before = counts(g);
          const events = g.play(legal[Math.floor(rand() * legal.length)]);
          const after = counts(g);
          history.push({ before, after, events });
          const fwd = runToEnd({ from: before, events, lay });
          assert.deepEqual({ holes: fwd.holes, stores: fwd.stores }, after, 'forwards');
          const seeds = events.filter((e) => e.kind === 'sow').length;
          // a long relay is sped up to about 32 seeds' time; a short move keeps its pace
          assert.ok(fwd.ms <= 10 * 32 + 7, `a move of ${seeds} seeds sown took ${fwd.ms} ms of 320`);
          if (seeds >= 40) longest = Math.max(longest, seeds);
          if (seeds > 0 && seeds <= 8) assert.ok(fwd.ms >= seeds * 10, `${seeds} seeds in ${fwd.ms} ms`);
          const back = runToEnd({ from: after, events, lay, reverse: true });
          assert.deepEqual({ holes: back.holes, stores: back.stores }, before, 'backwards');
          moves += 1;
        }
        // several moves undone at once (against the computer: back to the person's move)
        for (let k = 2; k <= Math.min(5, history.length); k++) {
          const last = history.slice(-k);
          const back = runToEnd({ from: last[k - 1].after, events: last.map((m) => m.events), lay, reverse: true });
          assert.deepEqual({ holes: back.holes, stores: back.stores }, last[0].before, `${k} moves backwards`);
        }
      } finally {
        g.free();
      }
    }
    assert.ok(moves > 50, `${moves} moves replayed`);
    if (id === 'ayoayo') assert.ok(longest >= 40, 'a long relay was among the moves');
  });
}
