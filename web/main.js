// Entry point of index.html: loads the wasm engine and the interface texts, then mounts the
// app into #mancala. Everything is fetched relative to this module, so the site works from
// any sub-path.

import init, { Game } from './pkg/mancala_wasm.js';
import { loadLocale, createI18n } from './js/i18n.js';
import { h } from './js/dom.js';
import * as appModule from './js/app.js';
import { readQuery } from './js/embed.js';
import { configFor } from './js/catalog.js';
import { registerServiceWorker } from './js/sw-register.js';
import { askedLanguage, keptLanguage, rememberLanguage, languageMenu } from './js/lang.js';
import { onCrash } from './js/crash.js';
import { writeFragment, loadItem } from './js/storage.js';
import { whenIdle, inTurn, nextTask } from './js/later.js';
import { snapshot } from './js/state.js';
import { tabId } from './js/tabs.js';
import { dismissNotice } from './js/notices.js';
import { loadStart, showLoadFailure, seatPlayers, fitHeight, showCrash } from './js/boot.js';

const root = document.getElementById('mancala');
// Embedding options from the query string (web/js/embed.js, docs/embedding.md).
const opts = readQuery(window.location.search);
if (opts.embed) {
  document.documentElement.classList.add('mb-embedded');
  root.classList.add('mb-embed');
}
// The rules module downloads and compiles while the language is chosen (not after it).
const wasmReady = init();
// Meanwhile, what the mount would otherwise pay for the first time, each in a task of its own
// (issue 16: no long task at start): local and session storage opened (the settings, the
// tab's id), the board's font drawn on a canvas, and the page's first layout of text in its
// font (Latin and Cyrillic, bold) and of its kinds of controls (a hidden probe, laid out and
// removed): a slow phone's first layout of each is far dearer than any later one.
const probe = (...parts) => () => {
  const el = h('div', { 'aria-hidden': 'true' }, ...parts);
  el.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none';
  root.append(el);
  el.getBoundingClientRect();
  el.remove();
};
inTurn([
  () => loadItem('mancala.theme'),
  tabId,
  () => {
    const g = document.createElement('canvas').getContext('2d');
    g.font = `600 16px ${getComputedStyle(root).getPropertyValue('--board-font')}`;
    g.fillText('0123456789', 0, 9);
  },
  probe(h('h2', {}, 'Aa Яя'), h('p', {}, 'Aa Яя 09 ▶'), h('b', {}, 'Aa Яя')),
  probe(h('button.mb-btn', { type: 'button' }, 'Aa'), h('select', {}, h('option', {}, 'Aa')),
    h('input', { type: 'checkbox' }), h('input', { type: 'range' })),
]);

// Once the rules module is in, its first calls (a record read, a snapshot: compiled on first
// use) are made in a task of their own, not in the one that starts the game.
wasmReady.then(() => setTimeout(() => {
  try {
    const g = Game.load('ayoayo_m2');
    snapshot(g);
    g.free();
  } catch { /* a warm-up only */ }
}, 0), () => {});

async function start() {
  // The language: ?lang=, else the one chosen last on this site's own page (not an embedded
  // game's or a kiosk's: their operators choose it), else the browser's, else English (web/js/lang.js).
  const own = !opts.embed && !new URLSearchParams(window.location.search).has('kiosk');
  let languages;
  let lang;
  let data;
  try {
    ({ languages, lang, data } = await loadStart({
      asked: opts.lang || askedLanguage(window.location.search), kept: own ? keptLanguage() : null, problems: opts.problems, loading: [wasmReady],
    }));
  } catch (e) {
    showLoadFailure(root, e);
    return;
  }
  // The module's catalog (seatPlayers) and then the mount, each in a task of their own.
  await nextTask();
  const players = seatPlayers(opts, 'mancala');
  await nextTask();
  root.classList.remove('mb-loading');
  root.removeAttribute('data-loading'); // the loading words' (web/load-watch.js), and their language
  root.removeAttribute('lang');
  root.replaceChildren();
  // Kiosk mode (web/js/kiosk.js) loads only when the query names it (kiosk=…): not on a first visit.
  const kioskModule = new URLSearchParams(window.location.search).has('kiosk') ? await import('./js/kiosk.js').catch(() => null) : null;
  const kiosk = kioskModule ? kioskModule.readKiosk(window.location.search) : { on: false };
  // Kiosk mode: its style sheet and large menus (web/css/kiosk.css, web/js/choice.js), loaded
  // only here, before the app is laid out.
  const enhanceSelect = kiosk.on && !opts.embed ? await loadKiosk() : null;
  // A kiosk offers only the Nsolo sizes whose holes stay 48 px apart on its screen.
  if (enhanceSelect) {
    kioskModule.fitSize(opts);
    await nextTask(); // fitSize reads the page's width (a layout): not in the mount's task
  }
  let app = null;
  let texts = null;
  // Mounts the app in a language; a language switch re-mounts it with the same game (its
  // history included), view, position shown and review, so nothing is lost but the words change.
  let current = null;
  // Back or Forward to an entry that names another language: the page keeps the one chosen
  // last, and the address says so (a reload would have switched)
  if (!opts.embed) {
    window.addEventListener('popstate', () => {
      const named = askedLanguage(window.location.search);
      if (current && named && named !== current) rememberLanguage(current);
    });
  }
  const mount = (code, data, carry = {}) => {
    current = code;
    const i18n = createI18n(data, code);
    document.title = i18n.t('app.title');
    // the page's one h1, for readers (the games' names are h2s: the app is also embedded)
    document.getElementById('mb-page-title')?.replaceChildren(document.title);
    document.documentElement.lang = code;
    // The start screen's introduction doubles as the page's description (no text of its own).
    document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('start.intro'));
    app = createApp(i18n, carry);
    const langMenu = languageMenu({
      languages, current: code, label: i18n.t('lang.label'),
      onChange: async (next) => {
        let nextData;
        try {
          nextData = await loadLocale(next);
        } catch (e) {
          app.partFailed(`the language ${next}`, e); // offline before the site was kept: the page stays in its language, and says so
          return false;
        }
        dismissNotice('noPart');
        const carry = app.carry(); // the view, the position shown, the review
        const game = app.destroy({ keepGame: true });
        mount(next, nextData, { ...carry, game });
        rememberLanguage(next, own);
        (root.querySelector('.mb-lang-setting .mb-choice-btn') || root.querySelector('.mb-lang'))?.focus();
      },
    });
    root.prepend(h('div.mb-langbar', {}, langMenu));
    if (enhanceSelect) enhanceSelect(langMenu.querySelector('select'));
    texts = i18n;
  };
  // A frame sandboxed without allow-same-origin (an opaque origin, "null") has no storage: its
  // visitors were told "The game cannot save here" over the board, which only the site's
  // owner can mend; the console tells the owner instead, and the game saves nothing.
  const wanted = opts.embed ? (opts.key ? `mancala-embed.${opts.key}` : null) : 'mancala';
  const opaque = globalThis.origin === 'null' && window.top !== window;
  const storageKey = opaque ? null : wanted;
  if (opaque && wanted) {
    console.warn(`mancala: this frame cannot save the game${opts.key ? ` (key=${opts.key})` : ''}: its sandbox needs allow-same-origin (docs/embedding.md)`);
  }
  const createApp = (i18n, carry) => appModule.createMancalaApp(root, {
    Game,
    i18n,
    initialGame: carry.game || null,
    initialView: carry.view || null,
    initialLook: carry.look ?? null,
    initialReview: carry.review || null,
    initialHappened: carry.happened || null,
    initialLesson: carry.lesson || null,
    initialPaused: carry.paused || null,
    // an embedded game saves nothing unless the page names a key (key=…); nor can a frame
    // sandboxed without allow-same-origin (storageKey above: the site's owner is told why)
    storageKey,
    useUrl: true,
    players,
    waitOnLinks: !opts.embed && !kiosk.on, // an embed's or a kiosk's link is the host's choice
    game: opts.game ? configFor(opts.game, opts.size) : null,
    theme: opts.theme,
    sound: carry.sound ?? (kiosk.on ? kiosk.sound : null), // a kiosk's sound=on
    boardHeight: opts.embed ? () => fitHeight(root) : null,
    enhanceSelect,
    stepwise: true, // the views built in one task, the game started in the next (issue 16)
  });
  mount(lang, data);
  const kioskMode = kiosk.on ? kioskModule.startKiosk(root, kiosk, { app: () => app, i18n: () => texts, Game }) : null;

  // A panic in the wasm module (web/js/crash.js): the game stops, a calm message offers to
  // reload it from its record (the fragment); a kiosk reloads by itself after a while.
  onCrash(() => {
    const record = app && app.state ? app.state.record : '';
    const reload = () => {
      if (record) writeFragment(record);
      window.location.reload();
    };
    showCrash(root, texts.t, [() => kioskMode?.stop(), () => app?.controller?.stop()], reload);
    if (kiosk.on) setTimeout(reload, CRASH_KIOSK_RELOAD_MS);
  });
}

const CRASH_KIOSK_RELOAD_MS = 15000;

/** Kiosk mode's style sheet and its large menus; returns `enhanceSelect` (null if it failed). */
async function loadKiosk() {
  const link = h('link', { rel: 'stylesheet', href: new URL('css/kiosk.css', import.meta.url).href });
  const styled = new Promise((done) => { link.onload = link.onerror = done; });
  document.head.append(link);
  const [menus] = await Promise.all([import('./js/choice.js').catch(() => null), styled]);
  return menus?.enhanceSelect || null;
}

// The service worker (offline play) registers once the first board is up and the page is
// idle: its precache downloads the whole site, which must not compete with the first visit.
start().finally(() => whenIdle(() => registerServiceWorker(), 3000));
