// Finds test scenarios (a game record just before a capture, a forced pass, an Nsolo bonus)
// by seeded random play with the same wasm module the page uses, loaded in Node. The tests
// then open the record in the browser and play the interesting move by clicking the canvas.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, rng } from './helpers.mjs';

let GameClass = null;

export async function engine() {
  if (!GameClass) {
    const mod = await import(join(ROOT, 'web', 'pkg', 'mancala_wasm.js'));
    mod.initSync({ module: readFileSync(join(ROOT, 'web', 'pkg', 'mancala_wasm_bg.wasm')) });
    GameClass = mod.Game;
  }
  return GameClass;
}

/**
 * Plays seeded random games of `id` until `want(events, move, {record, toMove, holes, stores,
 * legal})` (the position before the move) accepts a move; returns
 * {record (before the move), move, events, toMove, holes, stores} or throws after `tries` games.
 */
export async function findMove(id, size, want, { seed = 1, tries = 400 } = {}) {
  const Game = await engine();
  const rand = rng(seed);
  for (let n = 0; n < tries; n++) {
    const g = Game.create(size ? `${id}.${size}` : id);
    try {
      while (!g.result()) {
        const legal = g.legalMoves();
        const record = g.record();
        const info = { toMove: g.toMove(), holes: Array.from(g.holes()), stores: Array.from(g.stores()), legal };
        const move = legal[Math.floor(rand() * legal.length)];
        const events = g.play(move);
        if (want(events, move, { record, ...info })) return { record, move, events, ...info };
      }
    } finally {
      g.free();
    }
  }
  throw new Error(`no scenario found for ${id}`);
}

/** A record (from the start) whose position leaves the player to move only `pass`. */
export async function findPass(id, { seed = 1, tries = 400 } = {}) {
  const Game = await engine();
  const rand = rng(seed);
  for (let n = 0; n < tries; n++) {
    const g = Game.create(id);
    try {
      while (!g.result()) {
        const legal = g.legalMoves();
        if (legal.length === 1 && legal[0] === 'pass') return { record: g.record(), toMove: g.toMove() };
        g.play(legal[Math.floor(rand() * legal.length)]);
      }
    } finally {
      g.free();
    }
  }
  throw new Error(`no forced pass found for ${id}`);
}
