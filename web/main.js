// Entry point of index.html: loads the wasm engine and the interface texts, then mounts the
// app into #mancala. Everything is fetched relative to this module, so the site works from
// any sub-path.

import init, { Game } from './pkg/mancala_wasm.js';
import { loadLocale, createI18n } from './js/i18n.js';
import { createMancalaApp } from './js/app.js';

const root = document.getElementById('mancala');

async function start() {
  const lang = 'en';
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
  root.classList.remove('mb-loading');
  root.replaceChildren();
  createMancalaApp(root, { Game, i18n, storageKey: 'mancala', useUrl: true });
}

start();
