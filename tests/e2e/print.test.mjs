// Printed pages (a tester's report as a teacher printing the rules for a class): web/css/mancala.css
// `@media print`. The rules page in the dark theme printed its text near-white (pale grey on
// white paper, where the browser leaves backgrounds out) with the game list and "Back to the
// game"; a game printed its toolbar and menus, and its board's canvas, sized for the screen,
// was cut at the page's right edge. Emulated print media at a page's width (A4: 718 CSS px
// inside its margins).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/** The relative luminance of a computed `rgb(…)` colour. */
const luminance = (rgb) => {
  const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => Number(v) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test('the rules page printed in the dark theme: dark text, no game list or way back', async () => {
  const page = await H.newPage(env, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.url}web/rules.html?lang=en&theme=dark#ayoayo`);
  await page.waitForSelector('#rules > h1');
  const screen = await page.$eval('#rules p', (el) => getComputedStyle(el).color);
  assert.ok(luminance(screen) > 0.5, `on screen the dark theme's text is light: ${screen}`);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 718, height: 1000 });
  const printed = await page.evaluate(() => ({
    colors: [...document.querySelectorAll('#rules :is(h1, h2, p, li)')].map((el) => getComputedStyle(el).color),
    nav: !!document.querySelector('.mb-rules-nav')?.offsetParent,
    back: !!document.querySelector('#rules a.mb-btn')?.offsetParent,
    text: document.querySelector('#rules').innerText,
  }));
  const light = printed.colors.filter((c) => luminance(c) > 0.2);
  assert.deepEqual(light, [], 'every text dark enough on white paper');
  assert.equal(printed.nav, false, 'no game list');
  assert.equal(printed.back, false, 'no "Back to the game"');
  assert.match(printed.text, /How to play Ayoayo/);
  await page.screenshot({ path: H.shot('print-rules-dark'), fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// ...and (a second pass) Nsolo 4×36's board printed under its scroll arrow and faded edge, a
// finished game's move list only its scrolled window, and the dark theme's turn mark and frame
// pale orange
const OVER = 'adji-boto_m9.0.5.1.6.2.7.3.8.4.8.0.7.1.5.3.9.3.7.2.9.4.8.1.5.0.7.0.9.pass.6.0.6.pass.9.pass.6.pass.7.pass.6.pass.5.pass.8.4.6.pass.7.pass.6';
for (const [query, name] of [['game=ayoayo&p0=human&p1=human#ayoayo_m2.6.5', 'ayoayo'], ['game=nsolo&size=20&p0=human&p1=human', 'nsolo-4x20'],
  ['game=nsolo&size=36&theme=dark&p0=human&p1=human', 'nsolo-4x36-dark'], [`theme=dark&p0=human&p1=human#${OVER}`, 'adji-boto-over-dark']]) {
  test(`a game printed (${name}): the whole board within the page, no controls`, async () => {
    const page = await H.newPage(env, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.url}index.html?lang=en&${query}`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    await H.idle(page);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 718, height: 1000 });
    const at = await page.evaluate(() => {
      const c = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
      const shown = (s) => [...document.querySelectorAll(s)].filter((el) => el.offsetParent).length;
      return { left: c.left, right: c.right, ratio: c.width / c.height, own: (() => { const el = document.querySelector('canvas.mb-canvas'); return el.width / el.height; })(),
        page: document.documentElement.clientWidth, controls: shown('.mb-toolbar, button, select, .mb-langbar, .mb-scroll-hint'),
        list: (() => { const l = document.querySelector('.mb-moves'); return l ? l.scrollHeight - l.clientHeight : 0; })(),
        marks: [...document.querySelectorAll('.mb-turn:not([hidden]), .mb-player.is-to-move')].map((el) => getComputedStyle(el).color) };
    });
    assert.ok(at.list <= 1, `the whole move list: ${at.list} px of it hidden`);
    for (const c of at.marks) assert.ok(luminance(c) < 0.2, `the turn mark dark enough: ${c}`);
    assert.ok(at.left >= 0 && at.right <= at.page, `the board within the page: ${JSON.stringify(at)}`);
    assert.ok(Math.abs(at.ratio - at.own) < 0.02, `the board keeps its proportions: ${JSON.stringify(at)}`);
    assert.equal(at.controls, 0, 'no buttons or menus printed');
    await page.screenshot({ path: H.shot(`print-game-${name}`), fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
