// <mancala-game>: the whole game as a custom element, for pages that prefer one script tag:
//
//   <script type="module" src="path/to/web/mancala-element.js"></script>
//   <mancala-game game="nsolo" size="12" lang="it" theme="dark"></mancala-game>
//
// Attributes (all optional; docs/embedding.md): game, size, lang, theme, p0, p1, storage-key.
// Each element has its own shadow root, its own app and its own wasm Game handle; only the
// wasm module and the locale texts are shared. An element never touches the page's URL, and
// saves nothing unless it has a storage-key (then under "mancala-element.<key>.*"). Every asset
// URL is resolved against this module's URL, so the element works from any host page path.
// Styles come from the game's own style sheets (linked in the shadow root): no inline styles,
// so a strict Content Security Policy is enough. Given a height by the page's CSS, the board
// fits that box (the compact embed layout); without one, the element takes the height the
// full layout needs for its width. It switches when the page gives or takes that height later
// (a media query), the game carried on, as it is when `lang` or `theme` changes.
//
// A crash of the wasm module (a panic: web/js/crash.js) stops every element on the page, since
// they share the module: each shows the page's calm message, and its button brings its game
// back from its record in a fresh instance of the module (the broken one is never called again).

import init, { Game } from './pkg/mancala_wasm.js';
import { loadLocale, createI18n } from './js/i18n.js';
import * as appModule from './js/app.js';
import { readOptions } from './js/embed.js';
import { loadLanguages } from './js/lang.js';
import { loadStart, showLoadFailure, seatPlayers, fitHeight, showCrash } from './js/boot.js';
import { onCrash, crashRecovered } from './js/crash.js';
import { configFor } from './js/catalog.js';

const STYLES = ['css/mancala.css', 'css/embed.css'].map((p) => new URL(p, import.meta.url).href);
const ATTRS = ['game', 'size', 'lang', 'theme', 'p0', 'p1', 'storage-key'];

let wasmReady = null; // Promise of the module's Game class: one module for every element
let instance = 0; // how many times the module crashed: after a crash, a fresh instance
const locales = new Map(); // lang → Promise of the locale's data
const crashWatchers = new Set(); // each mounted element's crash handler

function loadWasm() {
  if (!wasmReady) {
    // A fresh instance is a fresh copy of the bindings (their own module record, so their own
    // wasm instance); the wasm file itself is the same.
    const n = instance;
    const loaded = n ? import(new URL(`pkg/mancala_wasm.js?instance=${n}`, import.meta.url).href)
      .then(async (m) => { await m.default(); crashRecovered(); return m.Game; })
      : init().then(() => Game);
    wasmReady = loaded.catch((e) => { wasmReady = null; throw e; });
  }
  return wasmReady;
}

onCrash(() => {
  wasmReady = null;
  instance++;
  const only = crashWatchers.size === 1; // then its message takes the focus
  for (const fn of crashWatchers) fn(only);
});

let languageList = null; // Promise of web/locales/index.json, shared by all elements
function languages() {
  languageList ??= loadLanguages();
  return languageList;
}

function locale(lang) {
  if (!locales.has(lang)) {
    locales.set(lang, loadLocale(lang).catch((e) => { locales.delete(lang); throw e; }));
  }
  return locales.get(lang);
}

function linkLoaded(link) {
  return new Promise((resolve, reject) => {
    link.addEventListener('load', resolve, { once: true });
    // refused (the host page's style-src) or missing: an unstyled game ran into the page's
    // text with an empty board, and said nothing (a museum team's); the load failure says why
    link.addEventListener('error', () => reject(new Error(`style sheet ${link.href} could not be loaded`)), { once: true });
  });
}

export class MancalaGameElement extends HTMLElement {
  static get observedAttributes() { return ATTRS; }

  #app = null;
  #root = null;
  #mounting = 0; // bumps on every (re)mount, so a slow earlier mount gives up
  #pending = false;
  #t = null; // the translator of the mounted app
  #shown = null; // the language the element shows: kept when `lang` changes to one it does not have
  #onCrash = (only) => this.#crashed(only);
  #keep = false; // the pending mount carries the game on (only lang or theme changed)
  #carried = ''; // the game's record while the element is out of the page (moved, put back later)
  #fit = null; // the mounted layout: true, the compact one (the host has a height of its own)
  #sizes = null; // a ResizeObserver: the host given or losing a height of its own switches layout

  /** The app's controller (playMove, newGame, undo, redo, state…), or null before it is ready. */
  get app() { return this.#app; }

  connectedCallback() {
    this.#schedule();
  }

  disconnectedCallback() {
    // moved in the page (a carousel, a tab widget) or taken out and put back: the game goes on
    // where it was (a tester's element moved mid-game came back with a fresh board)
    this.#carried = this.#app?.state?.record || this.#carried;
    this.#mounting++;
    this.#sizes?.disconnect();
    this.#sizes = null;
    this.#unmount();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    // a new language or theme keeps the game on the board; any other attribute starts anew
    if (oldValue === newValue) return;
    if (name !== 'lang' && name !== 'theme') this.#carried = '';
    if (this.isConnected && this.shadowRoot) this.#schedule(name === 'lang' || name === 'theme');
  }

  /** Mounts again in a microtask; `keep`: with the game on the board (every change asked so). */
  #schedule(keep = false) {
    this.#keep = (this.#pending ? this.#keep : true) && keep;
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      const record = (this.#keep ? this.#app?.state?.record : '') || this.#carried || '';
      if (this.isConnected) {
        this.#carried = '';
        this.#mount(record);
      }
    });
  }

  /** The host's height inside its padding. */
  #inner() {
    const cs = getComputedStyle(this);
    return this.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
  }

  /**
   * Whether the host has a height of its own (its content hidden): the compact layout. A flex
   * row's or a grid row's stretch is not one (a museum team's page: beside a two-line nav the
   * game was 36 px high, its board gone): measured as the row's start, not stretched.
   */
  #measureFit(root) {
    root.hidden = true; // measure the host alone
    const was = this.style.alignSelf;
    this.style.alignSelf = 'start';
    const fit = this.#inner() > 0;
    this.style.alignSelf = was;
    root.hidden = false;
    return fit;
  }

  /**
   * The host resized: a page whose CSS gives the element a height only at some widths (a media
   * query) switches it between the full and the compact layout, the game carried on. The full
   * layout's own growth (the host as high as its content) is told apart without measuring.
   */
  #resized() {
    const root = this.#root;
    if (!root || this.#fit === null || this.#pending || !this.#app) return;
    if (!this.#fit && Math.abs(this.#inner() - root.offsetHeight) < 1) return;
    if (this.#measureFit(root) !== this.#fit) this.#schedule(true);
  }

  #unmount() {
    crashWatchers.delete(this.#onCrash);
    // after a crash the game handle belongs to the broken module: it is dropped, not freed
    try { this.#app?.destroy({ keepGame: this.#root?.dataset.crashed === 'true' }); } catch { /* the module is broken */ }
    this.#app = null;
  }

  /**
   * The module crashed: the game stops, the calm message offers to bring it back. The message
   * takes the focus if this is the only element, or if the focus was in it.
   */
  #crashed(only) {
    const app = this.#app;
    const root = this.#root;
    if (!app || !root) return;
    const record = app.state ? app.state.record : '';
    root.dataset.crashed = 'true';
    const focus = only || this.matches(':focus-within');
    crashWatchers.delete(this.#onCrash);
    showCrash(root, this.#t, [() => app.controller?.stop()], () => this.#mount(record), focus);
  }

  /** Mounts the app; `record` (after a crash): the game to bring back. */
  async #mount(record = '') {
    const ticket = ++this.#mounting;
    this.#unmount();
    const shadow = this.shadowRoot || this.attachShadow({ mode: 'open' });
    const links = STYLES.map((href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
    const root = document.createElement('div');
    root.className = 'mancala-app mb-loading';
    shadow.replaceChildren(...links, root);
    this.#root = root;

    const opts = readOptions((name) => this.getAttribute(name), { keyName: 'storage-key' });
    // two elements saving under one key overwrite each other's game (a tester's, unsaid)
    if (opts.key && [...document.querySelectorAll('mancala-game')].some((el) => el !== this && el.getAttribute('storage-key') === opts.key)) {
      console.warn(`mancala: another <mancala-game> has storage-key="${opts.key}": each overwrites the other's saved game; give each its own key`);
    }
    // the spinner and a failure's message in the theme asked for (the app sets it once mounted)
    if (opts.theme === 'light' || opts.theme === 'dark') root.dataset.theme = opts.theme;
    let lang;
    let data;
    let GameClass;
    let initialGame = null;
    try {
      // Listen for the style sheets now: they may load while the language list is fetched.
      const wasm = loadWasm();
      ({ lang, data } = await loadStart({
        asked: opts.lang, problems: opts.problems, loading: [wasm, ...links.map(linkLoaded)], languages: languages(), locale,
        // a `lang` the game does not have keeps the language shown, not the browser's (a tester's)
        kept: this.getAttribute('lang')?.trim() ? this.#shown : null,
      }));
      GameClass = await wasm;
    } catch (e) {
      if (ticket === this.#mounting) showLoadFailure(root, e, () => this.#mount(record));
      return;
    }
    if (ticket !== this.#mounting) return;
    if (record) {
      try {
        initialGame = GameClass.load(record);
      } catch { /* a record the module wrote reads back; if not, the element starts as it would */ }
    }
    // With the styles in place the host is a block: a height of its own means "fit the box".
    const fit = this.#measureFit(root);
    this.#fit = fit;
    if (!this.#sizes && typeof ResizeObserver === 'function') {
      this.#sizes = new ResizeObserver(() => this.#resized());
      this.#sizes.observe(this);
    }
    root.classList.remove('mb-loading');
    if (fit) root.classList.add('mb-embed');
    root.lang = lang;
    this.#shown = lang;
    // its sizes follow the host's font size (css/embed.css: `medium`, or the page's own for the
    // element), not the page's root size
    root.style.setProperty('--rem', getComputedStyle(this).fontSize);
    const i18n = createI18n(data, lang);
    this.#t = i18n.t;
    crashWatchers.add(this.#onCrash);
    this.#app = appModule.createMancalaApp(root, {
      Game: GameClass,
      i18n,
      initialGame,
      storageKey: opts.key ? `mancala-element.${opts.key}` : null,
      useUrl: false,
      players: seatPlayers(opts, '<mancala-game>'),
      game: opts.game ? configFor(opts.game, opts.size) : null,
      theme: opts.theme,
      boardHeight: fit ? () => fitHeight(root) : null,
      stepwise: true, // the views built in one task, the game started in the next (issue 16)
    });
    const app = this.#app;
    await app.ready;
    if (this.#app !== app) return; // removed or mounted again meanwhile
    this.dispatchEvent(new CustomEvent('mancala-ready', { bubbles: true, composed: true }));
  }
}

if (!customElements.get('mancala-game')) customElements.define('mancala-game', MancalaGameElement);
