// Which language the page speaks, and the menu that switches it.
//
// The languages are listed once, in web/locales/index.json ([{code, name}], the name in the
// language itself). Adding a language is adding web/locales/<code>.json and its line there.
// The choice: `?lang=<code>` in the URL, else the one last chosen in the menu on this site's
// page (local storage, `mancala.lang`; not an embedded game's or a kiosk's), else the
// browser's languages (navigator.languages, a regional tag like it-CH matching it), else
// English. Switching in the menu writes `?lang=` into the URL (history.replaceState), so a
// reload or a shared link keeps it, and keeps the choice for the next visit.

import { h } from './dom.js';

const LOCALES = new URL('../locales/', import.meta.url);
const FALLBACK = [{ code: 'en', name: 'English' }];
const TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;
const KEPT = 'mancala.lang'; // local storage: the language last chosen in the menu

/** The languages web/locales/index.json lists (English alone if it cannot be read). */
export async function loadLanguages() {
  try {
    const res = await fetch(new URL('index.json', LOCALES));
    if (!res.ok) return FALLBACK.slice();
    const list = await res.json();
    const ok = Array.isArray(list) ? list.filter((l) => l && typeof l.code === 'string' && TAG.test(l.code)
      && typeof l.name === 'string' && l.name.trim()) : [];
    return ok.length ? ok.map((l) => ({ code: l.code, name: l.name })) : FALLBACK.slice();
  } catch {
    return FALLBACK.slice();
  }
}

/** The best of `codes` for one language tag (exact, then the primary language), or null. */
export function matchLanguage(tag, codes) {
  if (typeof tag !== 'string') return null;
  const t = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!t) return null;
  if (codes.includes(t)) return t;
  const primary = t.split('-')[0];
  return codes.includes(primary) ? primary : null;
}

/**
 * Picks the language: `asked` (the URL's lang=, may be null), else the first of `preferred`
 * (navigator.languages) we have, else 'en' (or the first listed). Returns {lang, problem}:
 * `problem` says why an asked language was not used.
 */
export function pickLanguage(asked, preferred, codes) {
  const fallback = codes.includes('en') ? 'en' : codes[0] || 'en';
  let problem = null;
  if (asked !== null && asked !== undefined && String(asked).trim() !== '') {
    const m = matchLanguage(String(asked), codes);
    if (m) return { lang: m, problem };
    problem = `lang=${asked}: not one of ${codes.join(', ')}`;
  }
  for (const tag of Array.isArray(preferred) ? preferred : []) {
    const m = matchLanguage(tag, codes);
    if (m) return { lang: m, problem };
  }
  return { lang: fallback, problem };
}

/** The `lang` query parameter of a search string, or null. */
export function askedLanguage(search) {
  try {
    return new URLSearchParams(String(search ?? '')).get('lang');
  } catch {
    return null;
  }
}

/** The language last chosen in the menu (`keep` in rememberLanguage), or null. */
export function keptLanguage() {
  try {
    return localStorage.getItem(KEPT);
  } catch {
    return null;
  }
}

/** The languages to try after an asked one: `kept` (keptLanguage(), may be null), then the browser's. */
export function preferredLanguages(kept) {
  return kept ? [kept, ...navigator.languages] : [...navigator.languages];
}

/**
 * Writes ?lang=<code> into the address bar without reloading (the fragment stays), and with
 * `keep` keeps it for the next visit.
 */
export function rememberLanguage(code, keep = false) {
  try {
    const url = new URL(window.location.href);
    url.searchParams.set('lang', code);
    history.replaceState(history.state, '', url.href);
    if (keep) localStorage.setItem(KEPT, code);
  } catch { /* a sandboxed frame may refuse: the switch still works */ }
}

/**
 * The language menu: a labelled <select> of the languages by their own names. `onChange(code)`
 * runs when the player picks another (`false`, or a promise of it: not loaded, the menu goes
 * back to `current`). Returns the element (a <label> holding the select).
 */
export function languageMenu({ languages, current, label, onChange }) {
  const id = `mb-lang-${Math.random().toString(36).slice(2, 8)}`;
  const select = h('select.mb-lang', { id },
    languages.map((l) => h('option', { value: l.code, lang: l.code, selected: l.code === current }, l.name)));
  // a language that could not be loaded (onChange says false): the menu names the one shown
  select.addEventListener('change', async () => { if (await onChange(select.value) === false) select.value = current; });
  return h('label.mb-setting.mb-lang-setting', { for: id }, label, ' ', select);
}
