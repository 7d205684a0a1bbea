// Screenshots of every board (and Nsolo 4×36 on a laptop and a phone screen), saved to
// artifacts/screenshots/ for people to look at. Also checks that on the phone every hole is a
// finger-sized target and that the board reports being drawn.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const CASES = [
  { name: 'adji-boto', game: 'adji-boto', viewport: { width: 1280, height: 720 } },
  { name: 'ayoayo', game: 'ayoayo', viewport: { width: 1280, height: 720 } },
  { name: 'nsolo-8', game: 'nsolo', size: 8, viewport: { width: 1280, height: 720 } },
  { name: 'nsolo-36-1280x720', game: 'nsolo', size: 36, viewport: { width: 1280, height: 720 } },
  { name: 'nsolo-36-390x844', game: 'nsolo', size: 36, viewport: { width: 390, height: 844 } },
  { name: 'adji-boto-390x844', game: 'adji-boto', viewport: { width: 390, height: 844 } },
  { name: 'ayoayo-390x844', game: 'ayoayo', viewport: { width: 390, height: 844 } },
  { name: 'adji-boto-dark', game: 'adji-boto', viewport: { width: 1280, height: 720 }, colorScheme: 'dark' },
  { name: 'nsolo-12-dark', game: 'nsolo', size: 12, viewport: { width: 1280, height: 720 }, colorScheme: 'dark' },
  // each layout in both themes: the phone's stack, the board beside its column on a laptop
  // and a desktop (the kiosk's: kiosk-layout.test.mjs)
  ...[['phone', 390, 844], ['laptop', 1366, 768], ['desktop', 1920, 1080]].flatMap(([name, width, height]) => ['light', 'dark'].map((colorScheme) => (
    { name: `layout-${name}-${colorScheme}`, game: 'ayoayo', viewport: { width, height }, colorScheme, start: `start-${name}-${colorScheme}` }))),
];

for (const c of CASES) {
  test(`screenshot ${c.name}`, async () => {
    const page = await H.newPage(env, { viewport: c.viewport, colorScheme: c.colorScheme });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.open(page, env);
    if (c.name === 'adji-boto') await page.screenshot({ path: H.shot('start-screen') });
    if (c.start) await page.screenshot({ path: H.shot(c.start), fullPage: true });
    await H.startGame(page, c.game, c.size);
    const drawn = await page.evaluate(() => performance.getEntriesByName('board-drawn', 'mark').length);
    assert.equal(drawn, 1, 'performance mark board-drawn set once');
    // a few moves so the board shows uneven counts and a last-move marker
    await H.setSpeed(page, 'instant');
    const rand = H.rng(7);
    for (let k = 0; k < 6; k++) {
      const st = await H.boardState(page);
      if (st.result) break;
      await H.playByClick(page, st.legal[Math.floor(rand() * st.legal.length)]);
    }
    const st = await H.boardState(page);
    const pitch = Number(await page.$eval('.mb-board', (el) => el.dataset.pitch));
    assert.ok(pitch >= 28, `hole pitch ${pitch} CSS px is a finger-sized target`);
    if (c.name === 'nsolo-36-1280x720') {
      const fits = await page.$eval('.mb-board-scroll', (el) => el.scrollWidth <= el.clientWidth);
      assert.ok(fits, '4×36 fits a 1280-wide window without scrolling');
    }
    // every hole centre lies on the canvas
    const size = await page.$eval('canvas.mb-canvas', (el) => [el.clientWidth, el.clientHeight]);
    for (const [x, y] of st.centers) assert.ok(x > 0 && y > 0 && x < size[0] && y < size[1]);
    await page.screenshot({ path: H.shot(c.name), fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
