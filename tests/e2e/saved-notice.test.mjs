// A saved game that cannot be read is not dropped in silence: a new visit (a tab of its own,
// so the start screen) says calmly that it could not be read, in the page's language, and the
// save stays until a game is started. A save whose first moves can be read is offered
// ("Continue the saved game") and continues with what can be read, with the message saying so.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const uiText = (lang) => JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', `${lang}.json`), 'utf8')).ui;

/** A browser profile whose local storage holds `game` as the saved game (of another tab). */
async function withSave(game, lang) {
  const context = await H.newContext(env, { reducedMotion: 'reduce' });
  const first = await H.newPage(env, { context });
  await first.goto(`${env.url}index.html?lang=${lang}`);
  await first.waitForSelector('.mancala-app[data-view]');
  await first.evaluate((g) => {
    localStorage.clear();
    localStorage.setItem('mancala.players', 'human human');
    localStorage.setItem('mancala.game', g);
    localStorage.setItem('mancala.gameTab', 'a-tab-long-closed');
  }, game);
  await first.close();
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html?lang=${lang}`);
  await page.waitForSelector('.mancala-app[data-view="start"]');
  return page;
}

for (const lang of ['en', 'it', 'nl', 'ru']) {
  test(`${lang}: an unreadable saved game gets a calm notice on the start screen, and stays saved until a game starts`, async () => {
    const page = await withSave('garbage!!%%', lang);
    const notice = page.locator('.mb-save-problem');
    await notice.waitFor();
    assert.ok(await notice.isVisible());
    const want = uiText(lang)['start.badSave'].split('(')[0].trim();
    assert.ok((await notice.textContent()).startsWith(want), `the ${lang} words: ${await notice.textContent()}`);
    assert.equal(await notice.getAttribute('role'), 'status', 'told politely, not as an alert');
    assert.equal(await page.isVisible('.mb-continue'), false, 'nothing to continue');
    assert.equal(await page.evaluate(() => localStorage.getItem('mancala.game')), 'garbage!!%%', 'the save is kept');
    if (lang === 'en') await page.screenshot({ path: H.shot('saved-notice-start') });
    await H.startGame(page, 'adji-boto');
    await H.playByClick(page, (await H.boardState(page)).legal[0]);
    assert.match(await page.evaluate(() => localStorage.getItem('mancala.game')), /^adji-boto_m\d+$/, 'a game played is saved');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a saved game readable in part is offered, and continues with what can be read', async () => {
  const page = await withSave('ayoayo_m1.1.1.1', 'en');
  await page.waitForSelector('.mb-continue:not([hidden])');
  assert.equal(await page.isVisible('.mb-save-problem'), false);
  await page.click('.mb-continue button');
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, 'ayoayo_m1');
  assert.match(await page.textContent('.mb-message-text'), /saved game could be read only in part/);
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.game')), 'ayoayo_m1.1.1.1', 'kept until a move');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A save whose first move the rules refuse: the notice says why in the page's language (the
// rules name the refusal), not in the rules' English.
test('ru: a saved game whose first move is refused: the notice gives the move and the reason in Russian', async () => {
  const ui = uiText('ru');
  const page = await withSave('ayoayo_m99', 'ru');
  const notice = page.locator('.mb-save-problem');
  await notice.waitFor();
  const detail = ui['error.illegalMove'].replace('{n}', '1').replace('{reason}', ui['refuse.no-such-hole']);
  assert.equal(await notice.textContent(), ui['start.badSave'].replace('{error}', detail));
  assert.deepEqual(page.errors, []);
  await page.close();
});
