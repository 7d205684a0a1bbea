// The rules page without scripts: web/rules.html carries, between its `rules:static` markers,
// the three games' rules in English (web/locales/en.json: each game's name and origin;
// web/locales/rules/en.json: its rules,
// under the headings web/js/rules-page.js gives them) inside a <noscript>, so a browser
// without scripts, or a crawler that runs none, reads them; with
// scripts the block is never rendered and web/js/rules-page.js builds the page in the
// visitor's language as before. Each game's part has its id, so rules.html#ayoayo still
// leads to that game. The introductions and sources stay with the script: all three parts
// would add 3.6 KB gzipped to dist/, the rules alone add 2.0 KB (docs/performance.md).
//
//   node scripts/rules-static.mjs          rewrites the block in web/rules.html
//   node scripts/rules-static.mjs --check  exits 1 if the block is not what en.json gives
//
// (tests/unit/rules-static.test.mjs runs the check.)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = join(root, 'web', 'rules.html');
const BEGIN = '<!-- rules:static (scripts/rules-static.mjs writes this block from web/locales/en.json and rules/en.json) -->';
const END = '<!-- /rules:static -->';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? vars[k] : m));

/** Paragraphs and lists as rules-page.js makes them: a string a <p>, an array of strings a <ul>. */
function paragraphs(value) {
  const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return items.map((item) => {
    if (typeof item === 'string') return `<p>${esc(item)}</p>`;
    if (Array.isArray(item)) return `<ul>${item.filter((x) => typeof x === 'string').map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`;
    return '';
  }).join('\n');
}

/** The block: a nav to each game, then each game's texts. */
export function staticRules(locale) {
  const ui = locale.ui;
  const ids = Object.keys(locale.games);
  const name = (id) => locale.games[id].name;
  const nav = `<nav class="mb-rules-nav">${ids.map((id) => `<a href="#${id}">${esc(name(id))}</a>`).join(' ')}</nav>`;
  const parts = ids.map((id) => {
    const g = locale.games[id];
    const rules = paragraphs(g.rules);
    const body = rules ? [`<h2>${esc(ui['rules.rulesHeading'])}</h2>`, rules] : [];
    return `<section id="${esc(id)}">\n<h1>${esc(fill(ui['rules.heading'], { game: name(id) }))}</h1>\n`
      + `<p class="mb-origin">${esc(typeof g.origin === 'string' ? g.origin : '')}</p>\n${body.join('\n')}\n</section>`;
  });
  const back = `<p><a class="mb-btn" href="../index.html">${esc(ui['rules.back'])}</a></p>`;
  return `${BEGIN}\n<noscript>\n${nav}\n${parts.join('\n')}\n${back}\n</noscript>\n${END}`;
}

/**
 * The English locale as the block needs it: web/locales/en.json (the words, each game's name and
 * origin) with web/locales/rules/en.json's texts (intro, rules, sources) in each game.
 */
export function englishLocale() {
  const read = (...path) => JSON.parse(readFileSync(join(root, 'web', 'locales', ...path), 'utf8'));
  const locale = read('en.json');
  for (const [id, texts] of Object.entries(read('rules', 'en.json').games)) locale.games[id] = { ...locale.games[id], ...texts };
  return locale;
}

/** The page with its block rewritten from `locale`. */
export function withStaticRules(page, locale) {
  const a = page.indexOf(BEGIN.slice(0, BEGIN.indexOf(' (')));
  const b = page.indexOf(END);
  if (a < 0 || b < a) throw new Error('web/rules.html has no rules:static block');
  return page.slice(0, a) + staticRules(locale) + page.slice(b + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const locale = englishLocale();
  const page = readFileSync(PAGE, 'utf8');
  const next = withStaticRules(page, locale);
  if (process.argv.includes('--check')) {
    if (next !== page) {
      console.error('rules-static: web/rules.html is not what web/locales/en.json and rules/en.json give: run node scripts/rules-static.mjs');
      process.exit(1);
    }
  } else if (next !== page) {
    writeFileSync(PAGE, next);
    console.log('rules-static: web/rules.html rewritten');
  }
}
