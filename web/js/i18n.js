// Every visible word comes from web/locales/<lang>.json through `t(key, params)`.
// The "ui" part holds the interface strings; the "games" part each game's name and origin line.
// The games' introductions, rules and sources, the largest texts and needed only with the rules
// (the dialog, the rules page), are in web/locales/rules/<lang>.json, fetched when first shown
// (`loadRules`): the first board does not wait for them. Adding a language is one more JSON file
// in each folder: nothing here changes.

/** Where the locale files live, relative to this module (so the site works at any sub-path). */
const LOCALES = new URL('../locales/', import.meta.url);

const own = (o, key) => Object.prototype.hasOwnProperty.call(o, key);

/** Fetches and parses one locale file; throws a clear Error when it is missing or malformed. */
export async function loadLocale(lang = 'en') {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(lang)) throw new Error(`bad language tag: ${lang}`);
  const res = await fetch(new URL(`${lang}.json`, LOCALES));
  if (!res.ok) throw new Error(`locale ${lang}: HTTP ${res.status}`);
  const data = await res.json();
  if (!data || typeof data !== 'object' || typeof data.ui !== 'object') {
    throw new Error(`locale ${lang}: no "ui" section`);
  }
  return data;
}

/** Fetches one language's rules texts (web/locales/rules/<lang>.json): its "games" part. */
async function fetchRules(lang) {
  const res = await fetch(new URL(`rules/${lang}.json`, LOCALES));
  if (!res.ok) throw new Error(`rules ${lang}: HTTP ${res.status}`);
  const data = await res.json();
  if (!data || typeof data !== 'object' || !data.games || typeof data.games !== 'object') {
    throw new Error(`rules ${lang}: no "games" section`);
  }
  return data.games;
}

/**
 * Makes a translator over one locale's data. `t('status.toMove', {player: 'Player 1'})`
 * replaces `{player}`; a missing key returns the key itself, so a gap is visible, not fatal.
 * `games(id)` returns that game's texts (introduction, rules…) or an empty object;
 * `gameIds()` the games that have texts, in the locale's order; `rulesMissing(game, loaded)`. `loadRules()` fetches the
 * games' introductions, rules and sources once (web/locales/rules/<lang>.json) and adds them to
 * what `games(id)` returns; it rejects when they cannot be fetched, and tries again next time.
 */
export function createI18n(data, lang = 'en') {
  const ui = (data && data.ui) || {};
  const gamesData = (data && typeof data.games === 'object' && data.games) || {};
  function t(key, params) {
    const s = own(ui, key) ? String(ui[key]) : key;
    if (!params) return s;
    return s.replace(/\{(\w+)\}/g, (m, name) => (own(params, name) ? String(params[name]) : m));
  }
  function has(key) {
    return own(ui, key);
  }
  const isText = (g) => g && typeof g === 'object';
  function games(id) {
    return own(gamesData, id) && isText(gamesData[id]) ? gamesData[id] : {};
  }
  const gameIds = () => Object.keys(gamesData);
  let rules = null;
  function loadRules() {
    rules ||= fetchRules(lang).then((texts) => {
      for (const [id, g] of Object.entries(texts)) {
        // only the games the locale lists (their names and places are there)
        if (isText(g) && own(gamesData, id) && isText(gamesData[id])) gamesData[id] = { ...gamesData[id], ...g };
      }
    });
    rules.catch(() => { rules = null; });
    return rules;
  }
  /**
   * What stands in place of a game's rules that have no text: "being written" when the texts
   * came (`loaded`), else that they could not be loaded (the dialog and the rules page).
   */
  const rulesMissing = (game, loaded) => (loaded ? t('rules.placeholder', { game }) : t('rules.failed'));
  /**
   * What went wrong, from the controller's `{error, refusal, at}` or the rules module's own
   * Error (`refusal`, `moveNumber`): the reason the rules name is said in this language
   * (`refuse.<name>`: a refused move, or why a record, position or config cannot be read; a
   * record's move at fault with its number, `error.illegalMove`), else the module's message.
   */
  function errorText(e) {
    const why = (name) => (name && has(`refuse.${name}`) ? t(`refuse.${name}`) : null);
    if (e.at && why(e.at.refusal)) return t('error.illegalMove', { n: e.at.n, reason: why(e.at.refusal) });
    if (Number.isInteger(e.moveNumber) && why(e.refusal)) return t('error.illegalMove', { n: e.moveNumber, reason: why(e.refusal) });
    return why(e.refusal) || e.error || e.message || String(e);
  }
  return { t, has, games, gameIds, loadRules, rulesMissing, lang, errorText };
}

/**
 * Words for readers (an accessible name, a live region): without the soft hyphens that let
 * Italian's player names (Gio-ca-tore) break in the review's narrow table, which a braille
 * display may show (a screen-reader tester found them in 32 names).
 */
export const spoken = (words) => String(words).replace(/\u00ad/g, '');
