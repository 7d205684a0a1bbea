// The theme the visitor chose (the Theme menu, or `theme=` in the address) colours the whole
// page round the game, not only the game's box: a tester saw a light band under a dark game on
// a phone and a tablet (the page behind the game kept the system's colours). Measured in a
// screenshot's pixels below the game, against the game's own background.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

for (const [theme, system, viewport] of [
  ['dark', 'light', { width: 412, height: 915 }],
  ['dark', 'light', { width: 800, height: 1200 }],
  ['light', 'dark', { width: 412, height: 915 }],
]) {
  test(`theme=${theme} under a ${system} system, ${viewport.width}×${viewport.height}: the page below the game is the game's colour`, async () => {
    const page = await H.newPage(env, { viewport, colorScheme: system });
    await page.goto(`${env.url}index.html?theme=${theme}&game=ayoayo&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"]');
    await H.idle(page);
    const { appBg, below } = await page.evaluate(() => {
      const app = document.querySelector('.mancala-app');
      return { appBg: getComputedStyle(app).backgroundColor, below: Math.round(app.getBoundingClientRect().bottom) };
    });
    assert.ok(below < viewport.height - 20, `the game is shorter than the screen (bottom ${below}): there is page below it`);
    await H.screenshotInPage(page);
    const pixel = await page.evaluate((y) => [...window.__shot.getImageData(10, y, 1, 1).data.slice(0, 3)], viewport.height - 5);
    const want = appBg.match(/\d+/g).slice(0, 3).map(Number);
    assert.ok(pixel.every((v, j) => Math.abs(v - want[j]) < 6), `below the game ${pixel}, the game ${want}`);
    const dark = (rgb) => rgb.reduce((a, b) => a + b) / 3 < 80;
    assert.equal(dark(pixel), theme === 'dark', `a ${theme} page: ${pixel}`);
    await page.screenshot({ path: H.shot(`theme-${theme}-under-${system}-${viewport.width}x${viewport.height}`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// The rules page takes the game's colours too: the theme chosen in the game (saved), or ?theme=.
test('the rules page takes the theme chosen in the game, and ?theme=', async () => {
  for (const [how, url] of [['saved', 'web/rules.html#ayoayo'], ['?theme=', 'web/rules.html?theme=dark#ayoayo']]) {
    const page = await H.newPage(env, { viewport: { width: 412, height: 915 }, colorScheme: 'light' });
    await page.goto(`${env.url}index.html`);
    await page.evaluate((saved) => { localStorage.clear(); if (saved) localStorage.setItem('mancala.theme', 'dark'); }, how === 'saved');
    await page.goto(`${env.url}${url}`);
    await page.waitForSelector('#rules h1');
    const bg = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('#rules')).backgroundColor]);
    for (const c of bg) {
      const rgb = c.match(/\d+/g).slice(0, 3).map(Number);
      assert.ok(rgb.reduce((a, b) => a + b) / 3 < 80, `${how}: a dark page: ${bg}`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A tester's report: with theme=dark in the address (an embed's), the rules dialog's link to the
// full rules page dropped it, so that page opened light.
test('the rules dialog\'s link to the full rules page keeps the theme', async () => {
  const page = await H.newPage(env, { colorScheme: 'light' });
  await page.goto(`${env.url}index.html?theme=dark&game=nsolo&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await page.click('.mb-rules-btn');
  await page.waitForSelector('dialog.mb-rules[open]');
  const href = await page.getAttribute('.mb-rules-link', 'href');
  const url = new URL(href);
  assert.equal(url.searchParams.get('theme'), 'dark', href);
  assert.equal(url.hash, '#nsolo');
  await page.goto(href);
  await page.waitForSelector('#rules h1');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor.match(/\d+/g).slice(0, 3).map(Number));
  assert.ok(bg.reduce((a, b) => a + b) / 3 < 80, `a dark rules page: ${bg}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
