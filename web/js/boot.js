// What the page (web/main.js) and the <mancala-game> element (web/mancala-element.js) both do
// to start a game: pick the language and load its texts while the wasm module and the styles
// load, say plainly when that fails, seat the players the options name, fit the board to a
// box, and stop the game calmly when the wasm module crashes (web/js/crash.js).

import { loadLocale } from './i18n.js';
import { loadLanguages, pickLanguage, preferredLanguages } from './lang.js';
import { resolvePlayers, checkGame } from './embed.js';
import { computerLevels } from './opponent.js';
import { crashPanel } from './crash.js';
import { h } from './dom.js';

// The first of the game's files the page's Content-Security-Policy refused, or its refusal to
// compile WebAssembly (no 'wasm-unsafe-eval': "wasm-eval"): showLoadFailure names it, in the
// messages it shows (the report comes a task after the failed fetch).
let refused = null;
const failures = new Set();
globalThis.document?.addEventListener('securitypolicyviolation', (e) => {
  const uri = String(e.blockedURI);
  if (refused || (uri !== 'wasm-eval' && !uri.startsWith(new URL('..', import.meta.url).href))) return;
  refused = e;
  failures.forEach((write) => write());
});

/**
 * The language (`asked`, else `kept`: the one last chosen in the menu, else the browser's
 * languages, else English: web/js/lang.js) and its
 * texts, once everything in `loading` (the wasm module, style sheets) has loaded too.
 * `languages` and `locale(code)` default to loading them; `problems` gets why `asked` was not
 * used (unless it already says something about lang=), and why it is English when that
 * language's texts did not load. Returns {languages, lang, data}; throws what failed to load.
 */
export async function loadStart({ asked, kept = null, problems, loading = [], languages = loadLanguages(), locale = loadLocale }) {
  for (const p of loading) p.catch(() => {}); // reported by Promise.all below, not as unhandled
  const list = await languages;
  const picked = pickLanguage(asked, preferredLanguages(kept), list.map((l) => l.code));
  if (picked.problem && !problems.some((p) => p.startsWith('lang='))) problems.push(picked.problem);
  // A language whose file does not arrive (a host's upload that missed it, the network lost in
  // the first seconds) gives way to English: the game in English, not "could not be loaded"
  // (a tester's); the owner reads why in the console (problems)
  const text = async (lang) => {
    try {
      return { lang, data: await locale(lang) };
    } catch (e) {
      if (lang === FALLBACK) throw e;
      problems.push(`the ${lang} texts could not be loaded (${e && e.message ? e.message : e}): shown in English`);
      return { lang: FALLBACK, data: await locale(FALLBACK) };
    }
  };
  const [{ lang, data }] = await Promise.all([text(picked.lang), ...loading]);
  return { languages: list, lang, data };
}
const FALLBACK = 'en'; // the language every text is written in first

/**
 * Says calmly in `root` that the game could not be loaded, why (for the site's owner), and
 * offers `retry` (a "Try again" button; default: reload the page). In English: the texts may
 * be what failed. The same message as web/load-watch.js shows when web/main.js itself cannot
 * be loaded.
 */
export function showLoadFailure(root, e, retry = () => window.location.reload()) {
  root.classList.remove('mb-loading');
  root.removeAttribute('data-loading'); // the loading words (web/load-watch.js): English follows
  root.removeAttribute('lang');
  root.classList.add('mb-failed');
  // From another origin (a sandboxed frame's is opaque, "null") the files are CORS requests.
  // Only a request refused outright (fetch's TypeError): a server that answered (a missing
  // file's 404, "HTTP 404") sent what the browser needed, and the header is not the cause (a
  // museum team's missing .wasm was said to want Access-Control-Allow-Origin).
  const cors = e instanceof TypeError
    && (globalThis.origin === 'null' || new URL(import.meta.url).origin !== globalThis.location?.origin);
  // A host page's script that replaced fetch() (a CMS's wrapper adding a header to every request,
  // which makes each a CORS preflight): the cause to name, not the header the server does send
  let wrapped = false;
  try {
    wrapped = typeof globalThis.fetch === 'function' && !/\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(globalThis.fetch));
  } catch { /* a proxy that refuses toString: not known */ }
  // unless the page's own policy refused them: that is the cause to name
  const detail = h('p.mb-load-detail');
  const lead = h('p');
  const write = () => {
    // a policy's refusal is not a network's: trying again does not help (a museum team read
    // "Its files did not arrive" and a line about CORS when their policy lacked 'wasm-unsafe-eval')
    lead.textContent = refused ? 'This page does not allow it to run.' : 'Its files did not arrive. Please try again in a moment.';
    const why = !refused ? null : refused.blockedURI === 'wasm-eval'
      ? `the page's Content-Security-Policy refused to compile its WebAssembly: its ${refused.effectiveDirective} needs 'wasm-unsafe-eval'`
      : `the page's Content-Security-Policy refused ${refused.blockedURI} by its ${refused.effectiveDirective}`;
    detail.textContent = `For the site's owner: ${e && e.message ? e.message : e}${why
      ? ` (${why}, see docs/embedding.md)`
      : wrapped ? ' (a script on this page replaced fetch(), with which the game loads its files, see docs/embedding.md)'
        : cors ? ' (the game comes from another origin: its server must send Access-Control-Allow-Origin: * with its files, see docs/embedding.md)' : ''}.`;
  };
  write();
  failures.add(write);
  const panel = h('section.mb-crash.mb-load-failed', { role: 'status' },
    h('h2', {}, 'The game could not be loaded'),
    lead,
    h('p', {}, h('button.mb-btn.mb-primary.mb-load-retry', { type: 'button', onclick: () => retry() }, 'Try again')),
    detail);
  root.replaceChildren(panel);
}

/**
 * Who plays each side as p0=/p1= ask (null when neither is given: the saved choice, else the
 * default, web/js/opponent.js), once `game=` and `size=` are checked against the rules
 * module's catalog (`checkGame`: call this after the module is initialised); every problem
 * with the options is written to the console once, after `prefix`.
 */
export function seatPlayers(opts, prefix) {
  checkGame(opts);
  const players = resolvePlayers(opts.players, computerLevels(), opts.problems);
  for (const p of opts.problems) console.warn(`${prefix}: ${p}`);
  return opts.players.some(Boolean) ? players : null;
}

/** The board's height in a box of fixed height: what is left once the rest is laid out. */
export function fitHeight(root) {
  const holder = root.querySelector('.mb-board-holder');
  return Math.max(60, (holder ? holder.clientHeight : 0) - 2);
}

/**
 * After a crash: stops what `stops` stop (each may throw: the module is broken), makes the
 * game in `root` inert, and shows the calm message whose button runs `reload` (and takes the
 * focus if `focus`). Returns the panel.
 */
export function showCrash(root, t, stops, reload, focus = true) {
  for (const stop of stops) {
    try { stop(); } catch { /* stop what can be stopped */ }
  }
  for (const el of root.children) el.inert = true;
  const panel = crashPanel(t, reload);
  root.prepend(panel);
  if (focus) panel.querySelector('button').focus();
  return panel;
}
