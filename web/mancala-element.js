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
// full layout needs for its width.

import init, { Game } from './pkg/mancala_wasm.js';
import { loadLocale, createI18n } from './js/i18n.js';
import * as appModule from './js/app.js';
import { readOptions } from './js/embed.js';
import { loadLanguages } from './js/lang.js';
import { loadStart, showLoadFailure, seatPlayers, fitHeight } from './js/boot.js';

const STYLES = ['css/mancala.css', 'css/embed.css'].map((p) => new URL(p, import.meta.url).href);
const ATTRS = ['game', 'size', 'lang', 'theme', 'p0', 'p1', 'storage-key'];

let wasmReady = null; // one wasm module for every element
const locales = new Map(); // lang → Promise of the locale's data

function loadWasm() {
  if (!wasmReady) wasmReady = init().catch((e) => { wasmReady = null; throw e; });
  return wasmReady;
}

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
  return new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
}

export class MancalaGameElement extends HTMLElement {
  static get observedAttributes() { return ATTRS; }

  #app = null;
  #root = null;
  #mounting = 0; // bumps on every (re)mount, so a slow earlier mount gives up
  #pending = false;

  /** The app's controller (playMove, newGame, undo, redo, state…), or null before it is ready. */
  get app() { return this.#app; }

  connectedCallback() {
    this.#schedule();
  }

  disconnectedCallback() {
    this.#mounting++;
    this.#unmount();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue !== newValue && this.isConnected && this.shadowRoot) this.#schedule();
  }

  #schedule() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      if (this.isConnected) this.#mount();
    });
  }

  #unmount() {
    if (this.#app) this.#app.destroy();
    this.#app = null;
  }

  async #mount() {
    const ticket = ++this.#mounting;
    this.#unmount();
    const shadow = this.shadowRoot || this.attachShadow({ mode: 'open' });
    const links = STYLES.map((href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
    const root = document.createElement('div');
    root.className = 'mancala-app mb-loading';
    shadow.replaceChildren(...links, root);
    this.#root = root;

    const opts = readOptions((name) => this.getAttribute(name));
    let lang;
    let data;
    try {
      // Listen for the style sheets now: they may load while the language list is fetched.
      ({ lang, data } = await loadStart({
        asked: opts.lang, problems: opts.problems, loading: [loadWasm(), ...links.map(linkLoaded)], languages: languages(), locale,
      }));
    } catch (e) {
      if (ticket === this.#mounting) showLoadFailure(root, e);
      return;
    }
    if (ticket !== this.#mounting) return;
    // With the styles in place the host is a block: a height of its own means "fit the box".
    root.hidden = true; // measure the host alone
    const cs = getComputedStyle(this);
    const fit = this.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) > 0;
    root.hidden = false;
    root.classList.remove('mb-loading');
    if (fit) root.classList.add('mb-embed');
    root.lang = lang;
    this.#app = appModule.createMancalaApp(root, {
      Game,
      i18n: createI18n(data, lang),
      storageKey: opts.key ? `mancala-element.${opts.key}` : null,
      useUrl: false,
      players: seatPlayers(opts, '<mancala-game>'),
      game: opts.game ? { id: opts.game, size: opts.size } : null,
      theme: opts.theme,
      boardHeight: fit ? () => fitHeight(root) : null,
    });
    this.dispatchEvent(new CustomEvent('mancala-ready', { bubbles: true, composed: true }));
  }
}

if (!customElements.get('mancala-game')) customElements.define('mancala-game', MancalaGameElement);
