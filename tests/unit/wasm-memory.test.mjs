// The page's wasm module keeps its memory bounded (issue 15): over many games through the
// real module (web/pkg/mancala_wasm.js, as the page drives it: a move, the record and the
// movers after each, now and then undo and redo, and at the end a look back through a
// second game loaded from the record), its memory grows only at a game longer than every
// game before it, and by at most a fixed amount per ply of the longest game. wasm memory
// never shrinks, so growth without a longer game would be a leak: with the allocator's old
// power-of-two classes for large blocks (crates/wasm-alloc before 2026-12), this sequence
// grew at games 20, 24 and 38 with no longer game (1.06 → 3.50 MB over 60 games); now
// 1.06 → 1.94 MB, each step at a longer game. The engine's module (crates/wasm-engine, the
// worker's: it replays each record it is asked about into a game of its own) likewise: with
// the old classes it grew at game 11 with no longer game. Deterministic: the moves come from
// a seeded generator, not from time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { rng } from '../rng.mjs';
import * as wasm from '../../web/pkg/mancala_wasm.js';
import * as engineWasm from '../../web/pkg/mancala_wasm_engine.js';

const { memory } = wasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_bg.wasm', import.meta.url)) });
const bytes = () => memory.buffer.byteLength;
const engineMemory = engineWasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_engine_bg.wasm', import.meta.url)) }).memory;

/** One game to its end with random moves, as the page plays it; its plies. */
function playOne(config, random) {
  const game = wasm.Game.create(config);
  try {
    while (!game.result()) {
      const legal = game.legalMoves();
      game.play(legal[Math.floor(random() * legal.length)]);
      game.record();
      game.movers();
      if (random() < 0.02 && game.canUndo()) {
        game.undo();
        game.redo();
      }
    }
    const plies = game.ply();
    // a look back (web/js/controller.js goTo): the record loaded again, stepped back
    const viewer = wasm.Game.load(game.record());
    while (viewer.ply() > plies / 2) viewer.undo();
    viewer.free();
    return plies;
  } finally {
    game.free();
  }
}

test('the page module\'s memory grows only with a longer game, and in proportion to it', () => {
  const random = rng(20261201);
  // Nsolo 4×36 (600 to 1 100 plies with random moves) two games in five
  const KINDS = ['ayoayo', 'adji-boto', 'nsolo.8', 'nsolo.36', 'nsolo.36'];
  const start = bytes();
  let longest = 0;
  let atLongest = start;
  const steps = [];
  for (let i = 0; i < 60; i++) {
    const before = bytes();
    const plies = playOne(KINDS[i % KINDS.length], random);
    const after = bytes();
    // after the first game of each kind (a board's first positions and texts)
    if (after > before && i >= KINDS.length && plies <= longest) {
      steps.push(`game ${i} (${KINDS[i % KINDS.length]}, ${plies} plies, the longest ${longest}): ${before} → ${after} bytes`);
    }
    if (plies > longest) [longest, atLongest] = [plies, after];
  }
  assert.deepEqual(steps, [], 'growth without a longer game');
  const end = bytes();
  assert.equal(end, atLongest, 'grew after the longest game');
  assert.ok(longest > 800, `a long game among them (${longest} plies)`);
  // the game's and the look back's histories (a position a ply each, room for the
  // doubling), the texts: at most 1.5 KB a ply of the longest game (the old classes: 3.0)
  assert.ok(end - start <= longest * 1536, `${start} → ${end} bytes for a longest game of ${longest} plies`);
});

test('the engine module\'s memory grows only with a longer game', () => {
  const random = rng(7);
  const engine = new engineWasm.Engine(4);
  const engineBytes = () => engineMemory.buffer.byteLength;
  let longest = 0;
  let atLongest = engineBytes();
  const steps = [];
  try {
    for (let i = 0; i < 20; i++) {
      const config = i % 2 ? 'nsolo.36' : 'ayoayo';
      const game = wasm.Game.create(config);
      const before = engineBytes();
      try {
        while (!game.result()) {
          // the computer asked now and then, as the worker is: the record up to here
          if (game.ply() % 50 === 7) engine.think(game.record(), 'beginner', i);
          const legal = game.legalMoves();
          game.play(legal[Math.floor(random() * legal.length)]);
        }
        const plies = game.ply();
        const after = engineBytes();
        if (after > before && i >= 2 && plies <= longest) {
          steps.push(`game ${i} (${config}, ${plies} plies, the longest ${longest}): ${before} → ${after} bytes`);
        }
        if (plies > longest) [longest, atLongest] = [plies, after];
      } finally {
        game.free();
      }
    }
  } finally {
    engine.free();
  }
  assert.deepEqual(steps, [], 'growth without a longer game');
  assert.equal(engineBytes(), atLongest, 'grew after the longest game');
  assert.ok(longest > 800, `a long game among them (${longest} plies)`);
});
