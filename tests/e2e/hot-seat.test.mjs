// Two people on one device tapping quickly (a tester playing as two children on a phone and a
// tablet): Nsolo's bonus removals, one tap each, on a touch screen.
// - After a removal, or a refused tap between removals, the page stays where it is: it
//   scrolled by the growing "What just happened?" or the reason's lines, so a second tap on
//   the same place hit another hole (the words come into view once, after the capture).
// - The second tap of a double tap on the hole of the last removal, which ends the turn, is not
//   the other player's move on that hole (it was played); the same hole tapped later is.
//   The page's clock is held still for the double tap and moved on for the later tap, so the
//   test does not depend on the machine's speed.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/** A touch at hole `i`'s centre, in the window's coordinates (the board scrolled into view first). */
async function holePoint(page, i) {
  const st = await H.boardState(page);
  const canvas = page.locator('canvas.mb-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  return { x: box.x + st.centers[i][0], y: box.y + st.centers[i][1] };
}

/** Waits for the record, the board idle, and two frames (the page's scrolling waits for one). */
async function settled(page, record) {
  await page.waitForFunction((r) => {
    const b = document.querySelector('.mb-board');
    return !!b && b.dataset.record === r && b.dataset.animating === 'false' && document.querySelector('.mancala-app').dataset.busy !== 'true';
  }, record);
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

test('a phone: after a bonus removal the board stays put, and a second tap on the same place removes a second stone there', async () => {
  const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html?lang=en&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view="start"] .mb-card');
  await page.tap('.mb-card[data-game="nsolo"] .mb-primary');
  await H.idle(page);
  const capture = await holePoint(page, 6);
  await page.touchscreen.tap(capture.x, capture.y); // a capture: two stones to remove
  await settled(page, 'nsolo_m6');
  assert.equal((await H.boardState(page)).pending, 2);
  const at = await holePoint(page, 30);
  const y0 = await page.evaluate(() => scrollY);
  await page.touchscreen.tap(at.x, at.y);
  await settled(page, 'nsolo_m6.x30');
  assert.equal(await page.evaluate(() => scrollY), y0, 'the page did not move after the removal');
  // a mis-tap on one's own hole: refused, the reason said, and the board stays put too
  const own = await holePoint(page, 2);
  await page.touchscreen.tap(own.x, own.y);
  await page.waitForFunction(() => /not allowed/.test(document.querySelector('.mb-status').textContent));
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  assert.equal(await page.evaluate(() => scrollY), y0, 'the page did not move after the refusal');
  await page.touchscreen.tap(at.x, at.y);
  await settled(page, 'nsolo_m6.x30.x30');
  await page.screenshot({ path: H.shot('hot-seat-phone-removals') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a double tap on the last bonus removal is not the other player\'s move; the same hole tapped later is', async () => {
  const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: 768, height: 1024 }, reducedMotion: 'reduce' });
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html?lang=en&p0=human&p1=human#nsolo_m3.x29.x25.30.x0`);
  await settled(page, 'nsolo_m3.x29.x25.30.x0');
  assert.equal((await H.boardState(page)).pending, 1, 'Player 2 has one stone still to remove');
  const at = await holePoint(page, 4);
  // the page's clock held still: both taps of the double tap come at one moment
  await page.evaluate(() => {
    const real = performance.now.bind(performance);
    const t0 = real();
    globalThis.__clock = { shift: null };
    performance.now = () => (globalThis.__clock.shift === null ? t0 : real() + globalThis.__clock.shift);
  });
  await page.touchscreen.tap(at.x, at.y);
  await settled(page, 'nsolo_m3.x29.x25.30.x0.x4');
  assert.equal((await H.boardState(page)).toMove, 0, 'the turn has passed to Player 1');
  const status = await page.textContent('.mb-status');
  await page.touchscreen.tap(at.x, at.y);
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, 'nsolo_m3.x29.x25.30.x0.x4', 'the second tap played nothing');
  assert.equal(await page.textContent('.mb-status'), status, 'nor was it refused: the status still says whose turn it is');
  // a second later, Player 1 plays that hole: a move like any other
  await page.evaluate(() => { globalThis.__clock.shift = 1000; });
  await page.touchscreen.tap(at.x, at.y);
  await settled(page, 'nsolo_m3.x29.x25.30.x0.x4.4');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester turned a phone (360×640 → 640×360) during a game: the title, the toolbar and
// Player 2's panel filled the screen, the board mostly below it. Turned, the board comes into
// view (its top at least, where it is taller than the window); turned back, it is in view too.
test('a phone turned during a game: the board comes into view', async () => {
  for (const [game, lang] of [['ayoayo', 'en'], ['nsolo', 'it']]) {
    const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?lang=${lang}&p0=human&p1=human#${game === 'nsolo' ? 'nsolo.20_m' : 'ayoayo_m'}`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await H.idle(page);
    const move = (await H.boardState(page)).legal[0];
    const at = await holePoint(page, Number(move));
    await page.touchscreen.tap(at.x, at.y);
    await H.idle(page);
    for (const [w, hgt] of [[640, 360], [360, 640]]) {
      await page.setViewportSize({ width: w, height: hgt });
      // the state: the window turned and the board in view for ten frames in a row, the layout
      // settled (else, after 10 s, the assertion says where it is)
      await page.evaluate(() => { window.__inView = 0; });
      await page.waitForFunction((width) => {
        const b = document.querySelector('.mb-board').getBoundingClientRect();
        const ok = innerWidth === width && b.top >= -1 && (b.bottom <= innerHeight + 1 || b.top <= 1);
        window.__inView = ok ? window.__inView + 1 : 0;
        return window.__inView >= 10;
      }, w, { timeout: 10000, polling: 'raf' }).catch(() => {});
      const b = await page.evaluate(() => { const r = document.querySelector('.mb-board').getBoundingClientRect(); return { top: Math.round(r.top), bottom: Math.round(r.bottom), h: innerHeight }; });
      await page.screenshot({ path: H.shot(`hot-seat-turned-${game}-${lang}-${w}x${hgt}`) });
      assert.ok(b.top >= -1 && (b.bottom <= b.h + 1 || b.top <= 1), `${game} ${lang} ${w}×${hgt}: the board in view: ${JSON.stringify(b)}`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
