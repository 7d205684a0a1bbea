// Entry point of index.html: loads the wasm engine and the interface texts, then mounts the
// app into #mancala. Everything is fetched relative to this module, so the site works from
// any sub-path.

import init, { Game } from './pkg/mancala_wasm.js';
import { loadLocale, createI18n } from './js/i18n.js';
import * as appModule from './js/app.js';
import { readQuery, resolvePlayers } from './js/embed.js';
import { registerServiceWorker } from './js/sw-register.js';

const root = document.getElementById('mancala');
// Embedding options from the query string (web/js/embed.js, docs/embedding.md).
const opts = readQuery(window.location.search);
if (opts.embed) {
  document.documentElement.classList.add('mb-embedded');
  root.classList.add('mb-embed');
}
registerServiceWorker();

async function start() {
  const lang = opts.lang || 'en';
  let data;
  try {
    [data] = await Promise.all([loadLocale(lang), init()]);
  } catch (e) {
    // The texts themselves may be what failed to load: say it plainly.
    root.classList.remove('mb-loading');
    root.classList.add('mb-failed');
    root.textContent = `The game could not be loaded: ${e && e.message ? e.message : e}`;
    return;
  }
  const i18n = createI18n(data, lang);
  document.title = i18n.t('app.title');
  document.documentElement.lang = lang;
  root.classList.remove('mb-loading');
  root.replaceChildren();
  const players = resolvePlayers(opts.players, appModule.COMPUTER_LEVELS, opts.problems);
  for (const p of opts.problems) console.warn(`mancala: ${p}`);
  appModule.createMancalaApp(root, {
    Game,
    i18n,
    // an embedded game saves nothing unless the page names a key (key=…)
    storageKey: opts.embed ? (opts.key ? `mancala-embed.${opts.key}` : null) : 'mancala',
    useUrl: true,
    players,
    game: opts.game ? { id: opts.game, size: opts.size } : null,
    theme: opts.theme,
    boardHeight: opts.embed ? () => fitHeight(root) : null,
  });
}

/** In embed mode: the height left for the board once the rest of the frame is laid out. */
function fitHeight(app) {
  const holder = app.querySelector('.mb-board-holder');
  return Math.max(60, (holder ? holder.clientHeight : 0) - 2);
}

start();
