// A tablet outside the kiosk (a family's): every control a finger must hit
// is 44 CSS px high at least (WCAG 2.5.5's size; a tester measured the toolbar's buttons at 36,
// the menus at 32, the checkboxes at 20 px, the move list's entries at 22), a checkbox's box 24 px, and the page still lays
// out: nothing overlaps, is clipped or cannot be reached (fixtures/layout-measure.mjs), on the
// start screen and in a game, upright and lying down, in English and Russian (the longest words).
// A phone keeps its compact controls, which fit Undo, Hint, the board and the status on one
// screen (a11y.test.mjs checks that).
// Screenshots: artifacts/screenshots/touch-<w>x<h>-<lang>-<view>.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { settled } from './fixtures/layout-measure.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const TARGET = 44;

/** The controls shown that are smaller than a finger's target (a page function). */
function smallTargets(least) {
  const out = [];
  const shown = (el) => el.checkVisibility({ checkVisibilityCSS: true }) && el.getBoundingClientRect().height > 0;
  for (const el of document.querySelectorAll('.mancala-app :is(.mb-btn, select, input[type="range"], .mb-moves li)')) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.height < least - 0.5) out.push(`${el.className || el.tagName} "${(el.textContent || el.value || '').trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
  }
  for (const box of document.querySelectorAll('.mancala-app input[type="checkbox"]')) {
    if (!shown(box)) continue;
    const r = box.getBoundingClientRect();
    const label = box.closest('label')?.getBoundingClientRect();
    if (r.width < 23.5 || r.height < 23.5 || !label || label.height < least - 0.5) out.push(`checkbox ${box.dataset.option || box.parentElement.className}: ${Math.round(r.width)}×${Math.round(r.height)}, its label ${label ? Math.round(label.height) : 0} high`);
  }
  return out;
}

for (const [w, hgt] of [[820, 1180], [1180, 820], [768, 1024]]) {
  test(`a tablet ${w}×${hgt}: every control 44 px high, the page laid out, on the start screen and in a game`, async () => {
    const problems = [];
    for (const lang of ['en', 'ru']) {
      const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
      const page = await H.newPage(env, { context });
      await page.goto(`${env.url}index.html?lang=${lang}`);
      await page.waitForSelector('.mancala-app[data-view="start"] .mb-start:not([hidden]) .mb-card');
      for (const p of await page.evaluate(smallTargets, TARGET)) problems.push(`${w}×${hgt} ${lang} start: ${p}`);
      await page.screenshot({ path: H.shot(`touch-${w}x${hgt}-${lang}-start`), fullPage: true });
      await page.tap('.mb-card[data-game="ayoayo"] .mb-primary');
      await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
      await H.idle(page);
      await H.openSettings(page);
      for (const p of await page.evaluate(smallTargets, TARGET)) problems.push(`${w}×${hgt} ${lang} game: ${p}`);
      const m = await settled(page, { compact: false, openMenu: false, openSettings: true });
      for (const p of m.problems) problems.push(`${w}×${hgt} ${lang} game: ${p}`);
      await page.screenshot({ path: H.shot(`touch-${w}x${hgt}-${lang}-game`), fullPage: true });
      // a game with moves: the move list's entries are targets too (a tester measured 22 px)
      await page.goto(`${env.url}index.html?lang=${lang}#ayoayo_m1.10.3.7.5.7.5.6`);
      await page.waitForFunction(() => document.querySelectorAll('.mb-moves li').length === 8);
      await H.idle(page);
      for (const p of await page.evaluate(smallTargets, TARGET)) problems.push(`${w}×${hgt} ${lang} moves: ${p}`);
      assert.deepEqual(page.errors, []);
      await context.close();
    }
    assert.deepEqual(problems, []);
  });
}

// The kiosk on a touch screen keeps its own, larger targets (48 px: web/css/kiosk.css), which
// the rules above must not lower.
test('touch screen, kiosk 1366×768: its controls keep their 48 px', async () => {
  const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html?kiosk=1&game=ayoayo&lang=en`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  assert.deepEqual(await page.evaluate(smallTargets, 48), []);
  const box = await page.$eval('.mb-numbers-setting input', (el) => el.getBoundingClientRect().width);
  assert.ok(box >= 47.5, `the kiosk's checkbox is ${box} px`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// A family's tablet showed the keyboard's focus ring on the first Play button at every start
// (the page gives it the focus, for a keyboard's Enter; the browser rings a focus given before
// any tap). On a touch screen the focus is there without the ring, until a key is pressed.
test('touch screen: the start screen\'s Play has the focus without its ring, until a key', async () => {
  const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html?lang=en`);
  await page.waitForFunction(() => document.activeElement?.matches('.mb-start .mb-primary'));
  const ring = () => page.evaluate(() => {
    const el = document.activeElement;
    return { play: el.matches('.mb-start .mb-primary'), visible: el.matches(':focus-visible'), outline: getComputedStyle(el).outlineStyle };
  });
  assert.deepEqual(await ring(), { play: true, visible: true, outline: 'none' }, 'focused, no ring');
  await page.screenshot({ path: H.shot('touch-820x1180-en-start-focus') });
  await page.keyboard.press('Shift'); // a keyboard: the ring
  assert.deepEqual(await ring(), { play: true, visible: true, outline: 'solid' }, 'the ring after a key');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  assert.deepEqual(await ring(), { play: true, visible: true, outline: 'solid' }, 'and when Tab comes back to it');
  assert.deepEqual(page.errors, []);
  await context.close();
});

// A tester's phone (360×640) showed a solid blue ring on the first hole as the visit's first
// game started, like a selection: the board takes the focus (for a keyboard's arrows), which
// the browser rings when the focus before it was given by the page (Play's). On a touch
// screen the hole has the focus without the ring, until a key is pressed.
test('touch screen: a game started from Play gives the board the focus without its ring, until a key', async () => {
  const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 } });
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html?lang=en&p0=human&p1=human`);
  await page.waitForFunction(() => document.activeElement?.matches('.mb-start .mb-primary'));
  await page.tap('.mb-card[data-game="adji-boto"] .mb-primary');
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  const state = () => page.evaluate(() => ({ cell: !!document.activeElement?.closest('.mb-cell'), ring: document.querySelector('.mancala-app').dataset.focusRing }));
  await page.waitForFunction(() => document.activeElement?.closest('.mb-cell'));
  assert.deepEqual(await state(), { cell: true, ring: '' }, 'the board focused, no ring');
  await page.screenshot({ path: H.shot('touch-360x640-en-game-focus') });
  await page.keyboard.press('ArrowRight'); // a keyboard: the ring, on the hole the arrow went to
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.focusRing !== '');
  assert.equal((await state()).cell, true);
  assert.deepEqual(page.errors, []);
  await context.close();
});
