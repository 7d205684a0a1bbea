// Embedding options: read from the page's query string (index.html?embed=1&game=nsolo&size=12
// &lang=it&theme=dark&p0=human&p1=computer:casual) or from a custom element's attributes, and
// checked. Bad values are dropped with a message (the caller shows it as a console warning);
// nothing here throws on outside input. The fragment stays the game record, as for sharing.
// web/load-watch.js (a classic script, run before this module) reads `embed=` and `theme=` the
// same way for the loading message's theme: change both together.

import { gameIds, gameInfo } from './catalog.js';

/** A language code's shape; which languages exist is web/locales/index.json's to say (js/lang.js). */
const LANG_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;
export const THEMES = ['auto', 'light', 'dark'];

/**
 * Reads the options through `get(name)` (a string or null). Returns
 * {embed, game, size, lang, theme, players, key, problems}: `game` null or a game id, `size`
 * 0 or the size asked for (both checked against the rules module's catalog by `checkGame`,
 * once the module is loaded), `lang` null or a language code (web/js/lang.js picks the nearest
 * language we have), `theme` null or one of THEMES,
 * `players` [p0, p1] each 'human' | 'computer' | 'computer:<level>' (null when not given),
 * `key` null or a storage name ([A-Za-z0-9_-], 1..40), `problems` the messages for bad values.
 * `keyName`: where the storage name is read: the frame's query `key` (the default), the
 * element's attribute `storage-key`; the other name is not read (a museum's editor who gave
 * the element the frame's `key=` saw the game saved, which the docs say it never is).
 */
export function readOptions(get, { keyName = 'key' } = {}) {
  const problems = [];
  const str = (name) => {
    const v = get(name);
    return typeof v === 'string' ? v.trim() : null;
  };
  const out = { embed: false, game: null, size: 0, lang: null, theme: null, players: [null, null], key: null, problems };

  const embed = str('embed');
  out.embed = embed !== null && !['0', 'false', 'no'].includes(embed.toLowerCase());

  // Checked against the catalog by checkGame (the rules module may not be loaded yet).
  out.game = str('game');
  out.size = str('size');

  const lang = str('lang');
  if (lang) {
    const l = lang.trim().toLowerCase();
    if (LANG_TAG.test(l)) out.lang = l;
    else problems.push(`lang=${lang}: not a language code (like it or pt-BR)`);
  }

  const theme = str('theme');
  if (theme) {
    const th = theme.toLowerCase();
    if (THEMES.includes(th)) out.theme = th;
    else problems.push(`theme=${theme}: not one of ${THEMES.join(', ')}`);
  }

  for (const side of [0, 1]) {
    const v = str(`p${side}`);
    if (!v) continue;
    const p = parsePlayer(v);
    if (p) out.players[side] = p;
    else problems.push(`p${side}=${v}: expected human, computer or computer:<level>`);
  }

  // the seeds' sounds are a kiosk operator's choice (web/js/kiosk.js); elsewhere the visitor's
  // (kiosk=0 too: helper-137 found `kiosk=0&sound=on` ignored without a word)
  const kiosk = str('kiosk');
  if (str('sound') !== null && (kiosk === null || ['', '0', 'false', 'no'].includes(kiosk.toLowerCase()))) problems.push(`sound=${str('sound')}: only with kiosk=1`);

  // the frame's parameter, or the element's attribute: the message names it
  const other = keyName === 'key' ? 'storage-key' : 'key';
  if (str(other) !== null) problems.push(`${other}=${str(other)}: not read here (${keyName === 'key' ? 'a frame' : '<mancala-game>'} saves with ${keyName}=); nothing is saved by it`);
  const key = str(keyName);
  if (key) {
    if (/^[A-Za-z0-9_-]{1,40}$/.test(key)) out.key = key;
    else problems.push(`${keyName}=${key}: use 1 to 40 letters, digits, - or _`);
  }
  return out;
}

/** The parameters of a query string (`location.search`; anything else reads as a string). */
export function queryParams(search) {
  return new URLSearchParams(String(search ?? ''));
}

/**
 * Checks `game` and `size` of read options against the rules module's catalog (call it once
 * the module is initialised): an unknown game or a size out of range is dropped with a
 * problem. Returns `opts`, with `game` null or a game id and `size` 0 or a board size (the
 * game to start is then `configFor(game, size)`, web/js/catalog.js).
 */
export function checkGame(opts) {
  const { problems } = opts;
  const game = typeof opts.game === 'string' ? opts.game : null;
  const size = typeof opts.size === 'string' ? opts.size : null;
  opts.game = null;
  opts.size = 0;
  if (game) {
    const id = game.toLowerCase();
    if (gameInfo(id)) opts.game = id;
    else problems.push(`game=${game}: not one of ${gameIds().join(', ')}`);
  }
  if (size) {
    const sized = gameIds().map(gameInfo).find((g) => g.sizes);
    const { min, max } = sized.sizes;
    const n = /^\d{1,3}$/.test(size) ? Number(size) : NaN;
    if (!(n >= min && n <= max)) problems.push(`size=${size}: Nsolo has ${min} to ${max} holes a row`);
    else if (opts.game && !gameInfo(opts.game).sizes) problems.push(`size=${size}: only Nsolo has a size`);
    else if (!opts.game) problems.push(`size=${size}: only with game=nsolo`); // (ignored without a word before: helper-137)
    else opts.size = n;
  }
  return opts;
}

/** The options in a query string (`location.search`). */
export function readQuery(search) {
  const params = queryParams(search);
  return readOptions((name) => params.get(name));
}

/** 'human' | 'computer' | 'computer:<level>' (lower case), or null when malformed. */
export function parsePlayer(text) {
  const v = String(text).trim().toLowerCase();
  if (v === 'human') return 'human';
  const m = /^computer(?::([a-z0-9-]{1,24}))?$/.exec(v);
  return m ? (m[1] ? `computer:${m[1]}` : 'computer') : null;
}

/**
 * Who plays each side, given what the app supports: `levels` is the app's list of computer
 * levels (undefined while there is no computer opponent). A side asked to be played by an
 * unavailable computer, or at an unknown level, is played by a person; `problems` says so.
 */
export function resolvePlayers(players, levels, problems = []) {
  return [0, 1].map((side) => {
    const p = players[side];
    if (!p || p === 'human') return 'human';
    if (!Array.isArray(levels) || levels.length === 0) {
      problems.push(`p${side}=${p}: no computer opponent in this version; a person plays that side`);
      return 'human';
    }
    const level = p.includes(':') ? p.slice(p.indexOf(':') + 1) : null;
    if (level && !levels.includes(level)) {
      problems.push(`p${side}=${p}: unknown level (known: ${levels.join(', ')}); a person plays that side`);
      return 'human';
    }
    return p;
  });
}
