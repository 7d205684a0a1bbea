// The computer opponent's policy: pure functions over the controller's state
// (web/js/controller.js), which runs them; the controls that show it are
// web/js/players-view.js. Nothing here touches the page or knows a rule: the engine picks the
// move, and the controller plays it through the path a click takes (so it is animated like a
// person's; an Nsolo bonus is played one removal at a time, each its own move; a forced pass
// is played and shown like any other move).
//
// Players are 'human' or 'computer:<level>' ('computer' alone means Casual). They are kept
// with the game's settings (`<storageKey>.players`); a page parameter (p0=/p1=, or the
// element's attributes) takes precedence. The default for a first visit: a person at the
// bottom (player 1) against the computer at Casual on top; "two people" is one menu away.
//
// Seeds: each game has a random salt (`<storageKey>.salt`, new for every new game); the
// seed for a computer move is a hash of the game record and the salt, so the computer's
// choices are reproducible for a given game, and a reload continues exactly the same way.
//
// Undo against the computer goes back to the last position where a person was to move
// (usually two plies: the computer's reply and the person's move; after an Nsolo capture the
// removals count as the person's own decisions). If no person plays (computer against
// computer), undo steps back one ply and pauses the demonstration until "Continue".
// Redo likewise replays up to the next position where a person is to move.

import { levels } from './catalog.js';

/** The computer's levels, weakest first (the rules module's catalog: the engine's own list). */
export const computerLevels = levels;
export const DEFAULT_LEVEL = 'casual';
/** A first visit: a person at the bottom against the computer at Casual. */
export const DEFAULT_PLAYERS = ['human', `computer:${DEFAULT_LEVEL}`];
/** Pause before the computer's move, by animation speed (ms): the move is seen to start. */
export const PACE = { slow: 900, normal: 450, fast: 150, instant: 0 };

/**
 * Expert's time a move in the page, ms. The engine deepens until 1 000 ms have passed from
 * its search's start; reading the record (a 4×36 game replays hundreds of plies), the
 * worker's messages and the page's turn come on top: 1 010–1 070 ms a full-time move on
 * Nsolo 4×36 in Chromium (bench/responsiveness.mjs, 2 December 2026). Asked for 900, the
 * move stays within 1 s at the 95th percentile (issue 13).
 */
export const EXPERT_MS = 900;

/** The engine's level string for the computer at `level` in the page. */
export const searchLevel = (level) => (level === 'expert' ? `expert:ms=${EXPERT_MS}` : level);

/** The level a player plays at ('casual' for plain 'computer'), or null for a person/garbage. */
export function levelOf(player) {
  const m = /^computer(?::([a-z]+))?$/.exec(String(player ?? ''));
  if (!m) return null;
  const level = m[1] || DEFAULT_LEVEL;
  return computerLevels().includes(level) ? level : null;
}

/** 'human' or 'computer:<level>' for anything (unknown → 'human'). */
export function normalisePlayer(player) {
  const level = levelOf(player);
  return level ? `computer:${level}` : 'human';
}

/** Reads "<p0> <p1>" as saved; null when absent or malformed. */
export function parsePlayers(text) {
  if (typeof text !== 'string') return null;
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) return null;
  if (!parts.every((p) => p === 'human' || levelOf(p))) return null;
  return parts.map(normalisePlayer);
}

/** A fresh per-game salt: 12 hex digits from the browser's random source. */
export function newSalt() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return (a[0] & 0xffff).toString(16).padStart(4, '0') + a[1].toString(16).padStart(8, '0');
}

/**
 * The seed for the computer's move in the game `record`: FNV-1a (64-bit) of the record, a
 * separator and the salt, folded to a whole number below 2^53. Deterministic.
 */
export function seedFor(record, salt) {
  let x = 0xcbf29ce484222325n;
  const text = `${record}|${salt}`;
  for (let i = 0; i < text.length; i++) {
    x ^= BigInt(text.charCodeAt(i));
    x = (x * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return Number(x >> 11n);
}

/** Whether `side` is played by a person. */
export function isHuman(players, side) {
  return players[side] === 'human';
}

/** Whether a person plays either side. */
export function anyHuman(players) {
  return isHuman(players, 0) || isHuman(players, 1);
}

/** Whether a person is to move in `snap` (the game not over). */
export function humanTurn(snap, players) {
  return !!snap && !snap.result && isHuman(players, snap.toMove);
}

/** The level the computer plays `snap`'s side to move at, or null (a person, or the game over). */
export function computerTurn(snap, players) {
  if (!snap || snap.result) return null;
  return levelOf(players[snap.toMove]);
}

/**
 * The ply undo goes back to: the last one at which a person was to move (`snap.movers`: who
 * made each ply); with no person playing, one ply back. -1 when there is nothing to undo.
 */
export function undoTarget(snap, players) {
  if (!snap || snap.ply === 0) return -1;
  if (!anyHuman(players)) return snap.ply - 1;
  for (let k = snap.ply - 1; k >= 0; k--) if (isHuman(players, snap.movers[k])) return k;
  return -1;
}

/** Whether a redo goes on after a step: a person is not yet to move (and there is more). */
export function redoGoesOn(snap, players) {
  return !!snap && snap.canRedo && !snap.result && !isHuman(players, snap.toMove);
}

/**
 * What the board and its accessible grid show: `snap` itself, or, while the computer is to
 * move, a copy with no move to click (no hole marked playable; `data-legal` empty).
 */
export function boardView(snap, players) {
  if (!snap || snap.result || isHuman(players, snap.toMove)) return snap;
  return { ...snap, legal: [] };
}
