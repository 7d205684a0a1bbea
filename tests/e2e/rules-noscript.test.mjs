// The rules page reads without scripts (issue 16): with JavaScript off, web/rules.html shows the
// three games' rules in English (its static block, scripts/rules-static.mjs), and its link
// #ayoayo leads to Ayoayo's part; with scripts on, the same address shows the page
// web/js/rules-page.js builds (one game, the visitor's language), not the static block.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { englishLocale } from '../../scripts/rules-static.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const en = englishLocale(); // the words and the rules texts (web/locales/, web/locales/rules/)
const firstRule = (g) => (Array.isArray(g.rules) ? g.rules : [g.rules]).find((x) => typeof x === 'string');

test('without JavaScript the rules page shows every game\'s rules in English', async () => {
  const context = await H.newContext(env, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${env.url}web/rules.html#ayoayo`);
  const text = await page.innerText('#rules');
  for (const g of Object.values(en.games)) {
    assert.ok(text.includes(`How to play ${g.name}`), `${g.name}: heading`);
    assert.ok(text.includes(firstRule(g)), `${g.name}: its rules are shown`);
  }
  // the link's game: its heading is scrolled to the top of the view
  const top = await page.$eval('#ayoayo h1', (el) => el.getBoundingClientRect().top);
  assert.ok(Math.abs(top) < 40, `#ayoayo's heading at the top (${top} px)`);
  assert.ok(await page.isVisible('#rules a[href="../index.html"]'), 'the way back to the game');
  await page.screenshot({ path: H.shot('rules-noscript'), fullPage: false });
  await context.close();
});

test('with JavaScript the rules page shows one game, built by its script, not the static block', async () => {
  const page = await H.newPage(env, { viewport: { width: 390, height: 844 } });
  await page.goto(`${env.url}web/rules.html?lang=en#nsolo`);
  await page.waitForSelector('#rules > h1');
  assert.equal(await page.textContent('#rules > h1'), 'How to play Nsolo');
  assert.equal(await page.locator('#rules section').count(), 0, 'no static part');
  const text = await page.innerText('#rules');
  assert.ok(text.includes(firstRule(en.games.nsolo)));
  assert.ok(!text.includes(firstRule(en.games.ayoayo)), "another game's rules are not shown");
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A museum team's frame sandboxed without allow-scripts (sandbox="") showed the loading spinner
// for ever, and nothing else. The game's page says it needs JavaScript (index.html's
// <noscript>), what a frame must allow, and links the rules page, which reads without
// scripts; nothing spins. With JavaScript off, and in such a frame.
test('without JavaScript, or in a frame sandboxed without allow-scripts, the game page says so and spins nothing', async () => {
  const said = async (frame) => frame.evaluate(() => {
    const app = document.getElementById('mancala');
    const panel = app.querySelector('.mb-noscript');
    return {
      shown: !!panel && panel.checkVisibility(),
      text: panel ? panel.innerText.replace(/\s+/g, ' ').trim() : '',
      spinner: getComputedStyle(app, '::after').display,
      rules: panel?.querySelector('a')?.getAttribute('href'),
    };
  });
  const want = {
    shown: true,
    text: "This game needs JavaScript This browser runs no scripts here. In another site's frame, the frame's sandbox attribute must list allow-scripts. The rules of the three games can be read without scripts.",
    spinner: 'none',
    rules: 'web/rules.html',
  };
  const off = await H.newContext(env, { javaScriptEnabled: false, viewport: { width: 480, height: 320 } });
  const page = await off.newPage();
  await page.goto(`${env.url}index.html`);
  assert.deepEqual(await said(page.mainFrame()), want, 'JavaScript off');
  await page.click('.mb-noscript a');
  await page.waitForURL(/rules\.html$/);
  assert.ok((await page.innerText('#rules')).includes('How to play Ayoayo'), 'the rules page, read without scripts');
  await off.close();

  const host = await H.newContext(env, { viewport: { width: 800, height: 500 } });
  const hostPage = await host.newPage();
  await hostPage.route('**/sandbox-host.html', (r) => r.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Host</title><iframe sandbox="" title="Mancala" src="${env.url}index.html?embed=1" width="480" height="320"></iframe>` }));
  await hostPage.goto(`${env.url}sandbox-host.html`);
  const frame = await (await hostPage.waitForSelector('iframe')).contentFrame();
  await frame.waitForSelector('.mb-noscript');
  assert.deepEqual(await said(frame), want, 'sandbox=""');
  await hostPage.screenshot({ path: H.shot('frame-without-scripts') });
  await host.close();
});
