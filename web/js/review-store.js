// The review's answers kept in local storage (issue 12, optional): a review of a game seen
// before, in another visit, takes what it knew from here instead of asking the engine again.
// No DOM; imported only by web/js/review.js (so only its chunk carries it).
//
// - Bounded: at most STORE_MAX_ENTRIES answers and STORE_MAX_CHARS characters; the answers
//   used least recently go first. A key is a hash of the position's key (the record up to it
//   can be long: Nsolo 4×36), an answer only what the review shows.
// - Safe: every access to the storage is guarded (a sandboxed frame throws on `localStorage`
//   itself, a full storage on a write); a write that fails is tried once with half the
//   answers, then given up in silence (the page's own save and its notice are not touched); a
//   text that cannot be read, or an entry of the wrong shape, is dropped, never trusted.
// - Versioned: STORE_VERSION names the engine's answers; another version's text is ignored
//   (and replaced at the next write). ENGINE_PROBES pin a few answers of the engine, and
//   tests/unit/review-store.test.mjs fails when the engine answers them otherwise: then bump
//   STORE_VERSION and write the probes again.
// It knows no rule and no search: it keeps what the engine answered.

/** The engine's answers this version of the store holds (see ENGINE_PROBES). */
export const STORE_VERSION = 3;
export const STORE_MAX_ENTRIES = 1500;
export const STORE_MAX_CHARS = 96000;

/**
 * Answers of the engine this STORE_VERSION holds, one position a game (of the records of
 * tests/unit/review-parity.test.mjs): `engine.review(record, played, nodes)` → [eval, best,
 * win_for, win_in, loss, depth, nodes] (tests/unit/review-store.test.mjs).
 */
export const ENGINE_PROBES = [
  { record: 'adji-boto_m9.4.6.2.7', played: '0', nodes: 20000, answer: [1.25, '0', null, null, 0, 12, 19123] },
  { record: 'nsolo_m14.16.13.30.5', played: 'x22', nodes: 20000, answer: [2.6, 'x26', null, null, 7, 4, 10055] },
  { record: 'ayoayo_m2.6.3.9.5.9.0.10.1', played: '9', nodes: 20000, answer: [6, '6', null, null, 9, 9, 13871] },
  // a single legal move (Adji-Boto's opening laps): searched deeply since STORE_VERSION 2
  { record: 'adji-boto_m7.3.8.2.6.4.9.1', played: '5', nodes: 20000, answer: [2.75, '5', null, null, 0, 11, 12033] },
];

/** The 64-bit FNV-1a hash of `text`'s UTF-16 code units, as 16 hex digits (two 32-bit halves). */
export function hashKey(text) {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  const s = String(text);
  for (let i = 0; i < s.length; i++) {
    lo = (lo ^ s.charCodeAt(i)) >>> 0;
    // × 0x100000001b3 (2^40 + 0x1b3), mod 2^64
    const low = lo * 0x1b3; // < 2^41: exact
    hi = (Math.imul(hi, 0x1b3) + Math.floor(low / 0x100000000) + Math.imul(lo, 0x100)) >>> 0;
    lo = low >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

// No evaluation or loss in games of these sizes reaches 1 000 seeds (a proven result counts
// as 100), nor a proven result 100 000 plies: a larger number is not the engine's (a tester's
// edited store showed "lost about 100,000,000,…" past the panel's edge)
const num = (x) => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) < 1000;
const numOrNull = (x) => x === null || num(x);
const pliesOrNull = (x) => x === null || (Number.isInteger(x) && x >= 0 && x < 100000);

/** What the review shows of an answer, as an array; null when it is not one. */
export function pack(r) {
  if (!r || typeof r !== 'object') return null;
  const out = [r.eval ?? null, r.best ?? null, r.win_for ?? null, r.win_in ?? null, r.loss ?? null, r.next_win_for ?? null, r.next_win_in ?? null, r.choices ?? null];
  return unpack(out) ? out : null;
}

/**
 * An answer from `pack`'s array, checked; null when it is not one. Seven items: one written
 * before the answers said their `choices` (the moves to choose from), read without it.
 */
export function unpack(a) {
  if (!Array.isArray(a) || (a.length !== 7 && a.length !== 8)) return null;
  const [ev, best, winFor, winIn, loss, nextFor, nextIn, choices = null] = a;
  if (!numOrNull(ev) || !numOrNull(loss) || !pliesOrNull(winIn) || !pliesOrNull(nextIn) || loss < 0) return null;
  if (![winFor, nextFor].every((p) => p === null || p === 0 || p === 1)) return null;
  if (!(best === null || (typeof best === 'string' && /^(pass|x?\d{1,3})$/.test(best)))) return null;
  if (ev === null && winIn === null) return null; // neither an evaluation nor a proven result
  if (!(choices === null || (Number.isInteger(choices) && choices > 0))) return null;
  const out = { eval: ev, best, win_for: winFor, win_in: winIn, loss, next_win_for: nextFor, next_win_in: nextIn };
  if (choices !== null) out.choices = choices;
  return out;
}

/** The stored text's answers: a Map hash → packed answer, oldest first; empty when it cannot be read. */
export function readStore(text) {
  const out = new Map();
  if (typeof text !== 'string' || !text) return out;
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return out;
  }
  if (!data || data.v !== STORE_VERSION || !Array.isArray(data.e)) return out;
  for (const entry of data.e) {
    if (!Array.isArray(entry) || entry.length !== 2) continue;
    const [k, a] = entry;
    if (typeof k === 'string' && /^[0-9a-f]{16}$/.test(k) && unpack(a)) out.set(k, a);
  }
  return out;
}

/** The text for `entries` (a Map, oldest first), keeping the newest within the bounds. */
export function writeStore(entries, maxEntries = STORE_MAX_ENTRIES, maxChars = STORE_MAX_CHARS) {
  const all = [...entries].slice(-maxEntries);
  const parts = [];
  let size = 20;
  for (let i = all.length - 1; i >= 0; i--) { // newest first, until the room is used
    const part = JSON.stringify(all[i]);
    if (size + part.length + 1 > maxChars) break;
    size += part.length + 1;
    parts.push(part);
  }
  return `{"v":${STORE_VERSION},"e":[${parts.reverse().join(',')}]}`;
}

/**
 * The store under `key` of `storage()` (a function: reading `localStorage` may throw).
 * Returns {get(key) → answer | null, put(key, answer), flush()}: `get` and `put` work in
 * memory (read from the storage once, at the first `get`); `flush` writes, merged with what
 * another tab wrote meanwhile. Nothing here throws.
 */
export function createStore({ key, storage = defaultStorage, maxEntries = STORE_MAX_ENTRIES, maxChars = STORE_MAX_CHARS }) {
  let entries = null; // hash → packed, least recently used first
  let dirty = false;
  const read = () => {
    try {
      const s = storage();
      return s ? s.getItem(key) : null;
    } catch {
      return null;
    }
  };
  const loaded = () => {
    if (!entries) entries = readStore(read());
    return entries;
  };
  return {
    get(k) {
      const h = hashKey(k);
      const map = loaded();
      const a = map.get(h);
      if (!a) return null;
      map.delete(h); // used: the newest now
      map.set(h, a);
      dirty = true;
      return unpack(a);
    },
    put(k, answer) {
      const a = pack(answer);
      if (!a) return;
      const h = hashKey(k);
      const map = loaded();
      map.delete(h);
      map.set(h, a);
      dirty = true;
    },
    /** Writes (merged with the stored text: what another tab added stays, if there is room). Returns whether it was written. */
    flush() {
      if (!dirty || !entries) return false;
      const merged = readStore(read());
      for (const [h, a] of entries) {
        merged.delete(h);
        merged.set(h, a);
      }
      entries = merged;
      for (const limit of [maxEntries, Math.floor(maxEntries / 2)]) {
        try {
          const s = storage();
          if (!s) return false;
          s.setItem(key, writeStore(entries, limit, maxChars));
          dirty = false;
          return true;
        } catch {
          // full: try once with half, then leave it
        }
      }
      return false;
    },
  };
}

function defaultStorage() {
  return globalThis.localStorage || null;
}
