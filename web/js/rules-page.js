// The full rules page (web/rules.html#<game>): every text the locale has for that game,
// its introduction and its rules, with a link back to the game.

import { loadLocale, createI18n } from './i18n.js';
import { h } from './dom.js';
import { loadLanguages, pickLanguage, askedLanguage, keptLanguage, preferredLanguages } from './lang.js';
import { loadItem } from './storage.js';

const root = document.getElementById('rules');
// The game's colours: ?theme=, else the theme chosen in the game (saved by web/js/app.js),
// else the system's (mancala.css; its html:has rule colours the page round it too).
const theme = new URLSearchParams(location.search).get('theme') || loadItem('mancala.theme');
if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;

function paragraphs(value) {
  if (typeof value === 'string') return [h('p', {}, value)];
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (typeof item === 'string') return [h('p', {}, item)];
      if (Array.isArray(item)) return [h('ul', {}, item.filter((x) => typeof x === 'string').map((x) => h('li', {}, x)))];
      return [];
    });
  }
  return [];
}

async function render(moved = false) {
  let i18n;
  let lang = 'en';
  try {
    // The same choice as the game: ?lang=, else the one chosen last, else the browser's languages, else English.
    const languages = await loadLanguages();
    lang = pickLanguage(askedLanguage(location.search), preferredLanguages(keptLanguage()), languages.map((l) => l.code)).lang;
    i18n = createI18n(await loadLocale(lang), lang);
    document.documentElement.lang = lang;
  } catch (e) {
    root.textContent = `The rules could not be loaded: ${e && e.message ? e.message : e}`;
    return;
  }
  const { t } = i18n;
  // The introductions, rules and sources (web/locales/rules/<lang>.json); without them the
  // page says they could not be loaded, in its language
  const loaded = await i18n.loadRules().then(() => true, () => false);
  // The games the locale has texts for (web/locales/<lang>.json "games"), in its order.
  const IDS = i18n.gameIds();
  const asked = decodeURIComponent(location.hash.replace(/^#/, ''));
  const id = IDS.includes(asked) ? asked : IDS[0];
  const name = t(`game.${id}.name`);
  document.title = t('rules.heading', { game: name });
  // The game's introduction (its first paragraph) describes the page.
  const intro = i18n.games(id).intro;
  const first = Array.isArray(intro) ? intro.find((x) => typeof x === 'string') : intro;
  if (typeof first === 'string') document.querySelector('meta[name="description"]')?.setAttribute('content', first);
  const texts = i18n.games(id);
  const body = [];
  for (const [key, heading] of [['intro', 'rules.introHeading'], ['rules', 'rules.rulesHeading'], ['sources', 'rules.sourcesHeading']]) {
    const part = key === 'sources' && Array.isArray(texts[key])
      ? [h('ul', {}, texts[key].filter((x) => typeof x === 'string').map((x) => h('li', {}, x)))]
      : paragraphs(texts[key]);
    if (part.length) body.push(h('h2', {}, t(heading)), ...part);
  }
  if (body.length === 0) body.push(h('p.mb-placeholder', {}, i18n.rulesMissing(name, loaded)));
  // The way back, at the page's top and at its end (a phone's visitor found it only after
  // 3 200 px of Russian). Opened from the game's page: back to it as it was (a game from a
  // link, or a new one, is saved only at its first move: the page opened afresh showed the
  // saved game instead)
  // Opened from a <mancala-game> on another site's page, in a tab of its own (`from=element`):
  // the game is in the tab before, on the host's page; no way "back" to the game's own page
  // (it opened a second, new game there: a museum team's)
  const fromElement = new URLSearchParams(location.search).get('from') === 'element';
  const backLink = () => {
    if (fromElement) return null;
    const back = h('a.mb-btn', { href: `../index.html${location.search}` }, t('rules.back'));
    back.addEventListener('click', (e) => {
      const from = document.referrer && new URL(document.referrer);
      if (!from || from.origin !== location.origin || ![new URL('..', location).pathname, new URL(back.href).pathname].includes(from.pathname)) return;
      e.preventDefault();
      history.go(-history.state.depth);
    });
    return back;
  };
  const nav = h('nav.mb-rules-nav', { 'aria-label': t('rules.nav') }, IDS.map((g) => h('a', { href: `#${g}`, 'aria-current': g === id ? 'page' : null }, t(`game.${g}.name`))));
  const title = h('h1', { tabindex: '-1' }, t('rules.heading', { game: name }));
  root.replaceChildren(
    h('div.mb-rules-head', {}, backLink(), nav),
    title,
    h('p.mb-origin', {}, typeof texts.origin === 'string' ? texts.origin : ''),
    ...body,
    fromElement ? null : h('p', {}, backLink()));
  // another game's part chosen in the list above: its heading takes the focus (the link that
  // had it is replaced; the focus fell to the page's body and a reader heard nothing)
  if (moved) title.focus();
}

// How far back the page that opened this one is (the entry's `history.state.depth`): 1, and one
// more for each game's part opened since. A new entry's depth is one more than the last's.
let depth = 0;
function show(e) {
  if (!history.state?.depth) history.replaceState({ depth: depth + 1 }, '');
  depth = history.state.depth;
  render(!!e);
}
window.addEventListener('hashchange', show);
show();
