// A bad link loses nothing (the tester's report): a visitor has an Ayoayo game saved, opens a
// link that cannot be read in a new tab, sees the clear message, and the saved game is still
// there (in local storage, and when the site is opened again) until they actually play. A link
// whose first moves are good shows those moves; one whose set-up position is good, that position. Every wait is for a state.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const savedGame = (page) => page.evaluate(() => localStorage.getItem('mancala.game'));

/** The first tab: an Ayoayo game of two moves, saved. Returns {context, record}. */
async function savedAyoayo() {
  const context = await H.newContext(env, { reducedMotion: 'reduce' });
  const page = await H.newPage(env, { context });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.startGame(page, 'ayoayo');
  for (let i = 0; i < 2; i++) await H.playByClick(page, (await H.boardState(page)).legal[0]);
  const { record } = await H.boardState(page);
  assert.match(record, /^ayoayo_m\d+\.\d+$/);
  assert.equal(await savedGame(page), record, 'the game is saved');
  await page.close();
  return { context, record };
}

/**
 * Opens the site (no fragment) in `page` and returns the record it brings back: the board's,
 * or, on the start screen, the game its "Continue" offers (clicked).
 */
async function reopen(page) {
  await H.open(page, env);
  if ((await page.getAttribute('.mancala-app', 'data-view')) === 'start') {
    await page.click('.mb-continue button');
    await page.waitForSelector('.mancala-app[data-view="game"]');
  }
  await H.idle(page);
  return (await H.boardState(page)).record;
}

for (const [bad, shown, words] of [
  ['garbage!!%%', 'ayoayo_m', /could not be read/],
  ['ayoayo_m3.99', 'ayoayo_m3', /only in part/],
  // a set-up position whose first move is refused: the position is the part shown, not a new game
  ['ayoayo.row-owner_1_0x3.1.0x7.1_23.23_l0_m99', 'ayoayo.row-owner_1_0x3.1.0x7.1_23.23_l0_m', /only in part/],
]) {
  test(`a bad link (#${bad}) shows its message and keeps the saved game until the visitor plays`, async () => {
    const { context, record } = await savedAyoayo();
    const tab = await H.newPage(env, { context });
    await H.open(tab, env, bad);
    await H.idle(tab); // the first board is drawn: the point where a game is saved
    assert.ok(await tab.isVisible('.mb-message'), 'the message shows');
    assert.match(await tab.textContent('.mb-message-text'), words);
    assert.match(await tab.textContent('.mb-message-text'), /nothing is saved until you play/);
    assert.equal((await H.boardState(tab)).record, shown, 'the readable part (or a fresh game) is on the board');
    assert.equal(await savedGame(tab), record, 'the saved game is kept');
    await tab.screenshot({ path: H.shot(`bad-link-${shown}`) });
    // the site opened again, in this tab and in another: the saved game is there
    assert.equal(await reopen(tab), record, 'this tab, reloaded, brings the saved game back');
    const third = await H.newPage(env, { context });
    assert.equal(await reopen(third), record, 'another tab brings it back');
    await third.close();
    // the visitor plays on the link's game: now that game is theirs, and saved
    await H.open(tab, env, bad); // a change of the fragment only: the running app follows it
    await tab.waitForFunction((r) => document.querySelector('.mb-board')?.dataset.record === r, shown);
    await H.idle(tab);
    const st = await H.boardState(tab);
    await H.playByClick(tab, st.legal[0]);
    const played = (await H.boardState(tab)).record;
    assert.ok(played.startsWith(shown) && played !== shown);
    assert.equal(await savedGame(tab), played, 'a move saves the game');
    assert.equal(await tab.evaluate(() => decodeURIComponent(location.hash.slice(1))), played, 'and the link');
    assert.deepEqual(tab.errors, []);
    await tab.close();
  });
}

// A tester's report: in Russian, a link read only in part quoted the rules' English reason. The
// rules name the refusal; the page says it in the visitor's language, with the move's number;
// and so for a link that cannot be read at all (a game this page does not play, a move that
// is not one).
test('a bad link says why in the page\'s language', async () => {
  const { readFileSync } = await import('node:fs');
  const words = (lang) => JSON.parse(readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8')).ui;
  const english = words('en');
  const cases = [
    ['ayoayo_m3.99', 'error.badLinkPart', (ui) => ui['error.illegalMove'].replace('{n}', '2').replace('{reason}', ui['refuse.no-such-hole']), 'refuse.no-such-hole', 'part'],
    ['garbage!!%25%25', 'error.badLink', (ui) => ui['refuse.unknown-game'], 'refuse.unknown-game', 'game'],
    ['ayoayo_m3.zz', 'error.badLinkPart', (ui) => ui['error.illegalMove'].replace('{n}', '2').replace('{reason}', ui['refuse.not-a-move']), 'refuse.not-a-move', 'move'],
  ];
  for (const lang of ['en', 'ru', 'it', 'nl']) {
    const ui = words(lang);
    for (const [link, key, detail, reason, name] of cases) {
      const page = await H.newPage(env);
      await page.goto(`${env.url}index.html?lang=${lang}&p0=human&p1=human#${link}`);
      await page.waitForSelector('.mancala-app[data-view="game"]');
      await H.idle(page);
      const text = await page.textContent('.mb-message-text');
      assert.equal(text, ui[key].replace('{error}', detail(ui)), `${lang} #${link}`);
      if (lang !== 'en') {
        assert.ok(!text.includes(english[reason]) && !/is not legal|illegal|unknown game|expected/.test(text), `${lang}: no English in ${text}`);
      }
      await page.screenshot({ path: H.shot(`bad-link-${name}-${lang}`) });
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});
