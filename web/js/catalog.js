// What the rules module offers, from its own `catalog()` (crates/wasm, docs/wasm-api.md): the
// games with their default config, Nsolo's board sizes, the rule options, and the computer's
// levels. No JS file keeps a copy of these lists. Read once, after the module is initialised
// (web/main.js, web/mancala-element.js; in Node, `initSync` first).

import { catalog as fromWasm } from '../pkg/mancala_wasm.js';

let cached = null;

/** The whole catalog: `{games: [{id, config, sizes: {min, max, default} | null, options}], levels}`. */
export function catalog() {
  cached ??= fromWasm();
  return cached;
}

/** The game ids, in menu order. */
export function gameIds() {
  return catalog().games.map((g) => g.id);
}

/** A game's entry, or null for an unknown id. */
export function gameInfo(id) {
  return catalog().games.find((g) => g.id === id) || null;
}

/** The computer's levels, weakest first. */
export function levels() {
  return catalog().levels.slice();
}

/**
 * The config (`Game.create`'s argument, the notation's `nsolo.12`) of game `id` on a board
 * of `size` holes a row (games with a size only; otherwise, or with 0, the game's default).
 */
export function configFor(id, size = 0) {
  const g = gameInfo(id);
  if (!g) return null;
  return g.sizes && size ? `${g.config}.${size}` : g.config;
}
