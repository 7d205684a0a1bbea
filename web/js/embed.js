// Embedding options: read from the page's query string (index.html?embed=1&game=nsolo&size=12
// &lang=it&theme=dark&p0=human&p1=computer:casual) or from a custom element's attributes, and
// checked. Bad values are dropped with a message (the caller shows it as a console warning);
// nothing here throws on outside input. The fragment stays the game record, as for sharing.

export const GAMES = ['adji-boto', 'nsolo', 'ayoayo'];
/** A language code's shape; which languages exist is web/locales/index.json's to say (js/lang.js). */
const LANG_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;
export const THEMES = ['auto', 'light', 'dark'];
const NSOLO_MIN = 8;
const NSOLO_MAX = 36;

/**
 * Reads the options through `get(name)` (a string or null). Returns
 * {embed, game, size, lang, theme, players, key, problems}: `game` null or a game id, `size`
 * 0 or 8..36 (Nsolo only), `lang` null or a language code (web/js/lang.js picks the nearest
 * language we have), `theme` null or one of THEMES,
 * `players` [p0, p1] each 'human' | 'computer' | 'computer:<level>' (null when not given),
 * `key` null or a storage name ([A-Za-z0-9_-], 1..40), `problems` the messages for bad values.
 */
export function readOptions(get) {
  const problems = [];
  const str = (name) => {
    const v = get(name);
    return typeof v === 'string' ? v.trim() : null;
  };
  const out = { embed: false, game: null, size: 0, lang: null, theme: null, players: [null, null], key: null, problems };

  const embed = str('embed');
  out.embed = embed !== null && !['0', 'false', 'no'].includes(embed.toLowerCase());

  const game = str('game');
  if (game) {
    const id = game.toLowerCase();
    if (GAMES.includes(id)) out.game = id;
    else problems.push(`game=${game}: not one of ${GAMES.join(', ')}`);
  }

  const size = str('size');
  if (size) {
    const n = /^\d{1,3}$/.test(size) ? Number(size) : NaN;
    if (!(n >= NSOLO_MIN && n <= NSOLO_MAX)) problems.push(`size=${size}: Nsolo has ${NSOLO_MIN} to ${NSOLO_MAX} holes a row`);
    else if (out.game && out.game !== 'nsolo') problems.push(`size=${size}: only Nsolo has a size`);
    else out.size = n;
  }

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

  const key = str('key') ?? str('storage-key');
  if (key) {
    if (/^[A-Za-z0-9_-]{1,40}$/.test(key)) out.key = key;
    else problems.push(`key=${key}: use 1 to 40 letters, digits, - or _`);
  }
  return out;
}

/** The parameters of a query string (`location.search`; anything else reads as a string). */
export function queryParams(search) {
  return new URLSearchParams(String(search ?? ''));
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
