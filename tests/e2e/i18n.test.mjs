// Languages: every language of web/locales/index.json renders its own words (no key shows
// through as a missing string; Cyrillic for Russian), ?lang= and the browser's languages pick
// it, the menu switches it without losing the game (history included), and the rules page
// follows. No console errors.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';

const LOCALES = join(H.ROOT, 'web', 'locales');
const LANGS = JSON.parse(readFileSync(join(LOCALES, 'index.json'), 'utf8')).map((l) => l.code);
const EN = JSON.parse(readFileSync(join(LOCALES, 'en.json'), 'utf8')).ui;
const KEYS = Object.keys(EN);

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

async function openWith(page, query, fragment = '') {
  // two people play (p0=/p1=), whatever the default opponent is
  const q = `${query}${query ? '&' : '?'}p0=human&p1=human`;
  await page.goto(`${env.url}index.html${q}${fragment ? `#${fragment}` : ''}`);
  await page.waitForSelector('.mancala-app[data-view]');
}

/** Every text and accessible name on the page (visible or not), to look for raw keys. */
const allText = (page) => page.evaluate(() => {
  const parts = [document.body.innerText, document.title];
  for (const el of document.querySelectorAll('[aria-label], [title], [aria-roledescription]')) {
    parts.push(el.getAttribute('aria-label') || '', el.getAttribute('title') || '', el.getAttribute('aria-roledescription') || '');
  }
  for (const el of document.querySelectorAll('.mancala-app *')) if (el.hidden || el.closest('[hidden]')) parts.push(el.textContent);
  return parts.join('\n');
});

function rawKeys(text) {
  return KEYS.filter((k) => k.includes('.') && new RegExp(`(^|[^\\w.-])${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w.-])`).test(text));
}

for (const lang of LANGS) {
  test(`${lang}: the start screen, a game, the rules dialog and page speak ${lang}, with no missing string`, async () => {
    const page = await H.newPage(env);
    await openWith(page, `?lang=${lang}`);
    await H.clearStorage(page);
    await openWith(page, `?lang=${lang}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.inputValue('.mb-lang'), lang, 'the menu shows the language');
    const data = JSON.parse(readFileSync(join(LOCALES, `${lang}.json`), 'utf8')).ui;
    assert.equal((await page.textContent('.mb-start h2')).trim(), data['start.heading']);
    let text = await allText(page);
    assert.deepEqual(rawKeys(text), [], 'no key shows through on the start screen');
    await H.startGame(page, 'nsolo');
    await H.playByClick(page, (await H.boardState(page)).legal[0]);
    text = await allText(page);
    assert.deepEqual(rawKeys(text), [], 'no key shows through in a game');
    assert.ok(text.includes(data['toolbar.undo']) && text.includes(data['moves.heading']));
    const cell = await page.getAttribute('.mb-cell[data-hole="0"]', 'aria-label');
    assert.ok(cell.startsWith(data['a11y.hole'].split('{')[0]), `hole label in ${lang}: ${cell}`);
    if (lang === 'ru') assert.match(text, /[А-Яа-яЁё]{4,}/, 'Cyrillic is shown');
    await page.screenshot({ path: H.shot(`lang-${lang}`) });
    await page.click('.mb-rules-btn');
    await page.waitForSelector('dialog.mb-rules[open]');
    const rules = await page.textContent('dialog.mb-rules');
    assert.deepEqual(rawKeys(rules), []);
    const texts = JSON.parse(readFileSync(join(LOCALES, 'rules', `${lang}.json`), 'utf8')).games;
    assert.ok(rules.includes(texts.nsolo.rules[0]), `the dialog shows Nsolo's rules in ${lang}`);
    const href = await page.getAttribute('.mb-rules-link', 'href');
    await page.goto(href);
    await page.waitForSelector('#rules h1');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.match(await page.textContent('#rules'), new RegExp(texts.nsolo.rules[0].slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('?lang=ru works; the menu switches language without losing the game, and the choice survives a reload', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await openWith(page, '?lang=ru');
  await H.clearStorage(page);
  await openWith(page, '?lang=ru');
  assert.match(await page.textContent('.mb-start h2'), /[А-Яа-я]/);
  await H.startGame(page, 'ayoayo');
  await H.playByClick(page, '2');
  await H.playByClick(page, (await H.boardState(page)).legal[0]);
  await page.click('.mb-undo');
  await H.idle(page);
  const before = await H.boardState(page);
  assert.equal(await page.isEnabled('.mb-redo'), true);
  const statusRu = await page.textContent('.mb-status');
  await page.selectOption('.mb-lang', 'nl');
  await page.waitForFunction(() => document.documentElement.lang === 'nl');
  await H.idle(page);
  const after = await H.boardState(page);
  assert.equal(after.record, before.record, 'the same game');
  assert.deepEqual(after.holes, before.holes);
  assert.equal(await page.isEnabled('.mb-redo'), true, 'the redo history survives the switch');
  assert.notEqual(await page.textContent('.mb-status'), statusRu);
  assert.match(await page.textContent('.mb-toolbar'), /Ongedaan maken/);
  assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-lang')), 'focus stays on the menu');
  assert.match(page.url(), /[?&]lang=nl/);
  await page.click('.mb-redo');
  await H.idle(page);
  const redone = await H.boardState(page);
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  assert.equal((await H.boardState(page)).record, redone.record);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on the start screen the arrow keys go through the language menu: the focus stays on it', async () => {
  const page = await H.newPage(env);
  await openWith(page, '?lang=en');
  await page.waitForFunction(() => document.activeElement?.matches('.mb-card button.mb-primary'));
  await page.locator('.mb-lang').focus();
  for (const want of LANGS.slice(1)) {
    await page.keyboard.press('ArrowDown');
    // the re-mounted app's start screen shown (web/js/app.js renderView: where it would take the focus)
    await page.waitForFunction((w) => document.documentElement.lang === w && document.querySelector('.mancala-app .mb-start:not([hidden])'), want);
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'mb-lang', `after switching to ${want}`);
  }
  assert.equal(await page.inputValue('.mb-lang'), LANGS[LANGS.length - 1]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('in a lesson the arrow keys go through the language menu too: the focus stays on it, the lesson in each language', async () => {
  const page = await H.newPage(env);
  await openWith(page, '?lang=en');
  await page.waitForFunction(() => document.activeElement?.matches('.mb-card button.mb-primary'));
  await page.click('.mb-card[data-game="nsolo"] .mb-learn');
  await page.waitForFunction(() => document.activeElement?.closest('.mb-lesson'));
  await page.locator('.mb-lang').focus();
  for (const want of LANGS.slice(1)) {
    const heading = JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'locales', `${want}.json`), 'utf8')).ui['lesson.heading'].replace(/\{game\}.*/, '');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(([w, hd]) => document.documentElement.lang === w && document.querySelector('.mb-lesson')?.textContent.includes(hd.trim()), [want, heading]);
    await H.idle(page);
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'mb-lang', `after switching to ${want}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('without ?lang= the browser\'s languages choose (nl-BE → Nederlands), else English', async () => {
  const page = await H.newPage(env);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'nl-BE', 'en'] });
  });
  await openWith(page, '');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  await page.close();
  const other = await H.newPage(env);
  await other.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'de'] });
  });
  await openWith(other, '?lang=xx');
  assert.equal(await other.evaluate(() => document.documentElement.lang), 'en', 'an unknown language falls back to English');
  assert.deepEqual(other.errors, []);
  await other.close();
});

test('"What just happened?" keeps the last move across a language switch, in the new language', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await openWith(page, '?lang=en');
  await H.clearStorage(page);
  await openWith(page, '?lang=en');
  await H.startGame(page, 'nsolo');
  await H.playByClick(page, (await H.boardState(page)).legal[0]);
  await H.idle(page);
  const en = (await page.textContent('.mb-happened')).trim();
  assert.ok(en.length > 0, 'the move is told');
  await page.selectOption('.mb-lang', 'nl');
  await page.waitForFunction(() => document.documentElement.lang === 'nl');
  await H.idle(page);
  const nl = (await page.textContent('.mb-happened')).trim();
  assert.ok(nl.length > 0, 'still told after the switch');
  assert.notEqual(nl, en, 'in Dutch now');
  // an undo is told in the new language too
  await page.click('.mb-undo');
  await H.idle(page);
  const undoNl = JSON.parse(readFileSync(join(LOCALES, 'nl.json'), 'utf8')).ui['say.undo'].replace('{n}', '1');
  assert.equal((await page.textContent('.mb-happened')).trim(), undoNl);
  await page.selectOption('.mb-lang', 'it');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  await H.idle(page);
  const undoIt = JSON.parse(readFileSync(join(LOCALES, 'it.json'), 'utf8')).ui['say.undo'].replace('{n}', '1');
  assert.equal((await page.textContent('.mb-happened')).trim(), undoIt);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report (a family's tablet): the language chosen in the menu was forgotten when the
// site was opened again without ?lang= (a new tab, the home-screen icon): the saved game came
// back in English. The page keeps the choice; an embedded game and a kiosk take the operator's
// (their ?lang=, else the browser's), and an address's ?lang= still wins.
test('the language chosen in the menu is kept for the next visit to the page, not for an embedded game or a kiosk; ?lang= wins', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await openWith(page, '?lang=en');
  await H.clearStorage(page);
  await page.selectOption('.mb-lang', 'it');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  const ctx = page.context();
  const langOf = async (path) => {
    const p = await H.newPage(env, { context: ctx });
    await p.goto(`${env.url}${path}`);
    // the game, or the rules page built (its way back to the game)
    await p.waitForSelector(path.startsWith('web/rules') ? 'a.mb-btn[href*="index.html"]' : '.mancala-app[data-view]');
    const lang = await p.evaluate(() => document.documentElement.lang);
    assert.deepEqual(p.errors, [], path);
    await p.close();
    return lang;
  };
  assert.equal(await langOf('index.html'), 'it', 'a new tab of the page');
  assert.equal(await langOf('web/rules.html'), 'it', 'the rules page');
  assert.equal(await langOf('index.html?lang=ru'), 'ru', '?lang= wins');
  assert.equal(await langOf('index.html?embed=1&game=ayoayo'), 'en', 'an embedded game: the browser\'s');
  assert.equal(await langOf('index.html?kiosk=1'), 'en', 'a kiosk: the browser\'s');
  await page.close();
});
