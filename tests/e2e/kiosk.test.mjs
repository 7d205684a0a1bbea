// Kiosk mode (?kiosk=1): large touch targets, no text selection or context menu, the board
// resets after the idle time (kioskIdle=2 seconds here), and the computer plays both sides as
// a demonstration until someone touches the screen, which gives the seats back.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

test('kiosk: big targets, no selection or context menu, reset after idle, a touch ends the demonstration', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=2&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view][data-kiosk]');
  await H.startGame(page, 'ayoayo');
  const looks = await page.evaluate(() => {
    const b = document.querySelector('.mb-undo').getBoundingClientRect();
    const ev = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.querySelector('.mb-canvas').dispatchEvent(ev);
    return { h: b.height, select: getComputedStyle(document.body).userSelect, menuBlocked: ev.defaultPrevented };
  });
  assert.ok(looks.h >= 48, `buttons are large (${looks.h}px)`);
  assert.equal(looks.select, 'none');
  assert.equal(looks.menuBlocked, true, 'no context menu');
  await H.playByClick(page, '2');
  assert.equal((await H.boardState(page)).record, 'ayoayo_m2');
  // nobody touches it: after 2 s the board is a fresh game of the same kind
  await page.waitForFunction(() => Number(document.querySelector('.mancala-app').dataset.kioskResets) >= 1, null, { timeout: 15000 });
  const mode = await page.getAttribute('.mancala-app', 'data-kiosk');
  const st = await H.boardState(page);
  assert.equal(st.game, 'ayoayo');
  assert.ok(!st.record.startsWith('ayoayo_m2'), 'the player\'s game is gone');
  assert.equal(mode, 'demo', 'the demonstration starts');
  // the computer plays both sides until a touch
  await page.waitForFunction(() => /_m\d+\.\d+/.test(document.querySelector('.mb-board').dataset.record), null, { timeout: 20000 });
  assert.ok(await page.isVisible('.mb-kiosk-demo'));
  const box = await page.locator('canvas.mb-canvas').boundingBox();
  const c = (await H.boardState(page)).centers[2];
  await page.mouse.click(box.x + c[0], box.y + c[1]);
  await H.idle(page);
  assert.equal(await page.getAttribute('.mancala-app', 'data-kiosk'), 'play');
  assert.equal((await H.boardState(page)).record, 'ayoayo_m', 'a fresh board for the person; the touch played nothing');
  assert.equal(await page.isVisible('.mb-kiosk-demo'), false);
  // (the seats are given back: below, no computer answers the person's move)
  // activity keeps the game: a move now survives a second's wait (timed in the page from the
  // click, not by the test, whose own delays under load could stretch past the idle time)
  await page.evaluate(() => {
    window.__aSecondLater = null;
    document.addEventListener('click', () => setTimeout(() => {
      window.__aSecondLater = document.querySelector('.mb-board').dataset.record;
    }, 1000), { capture: true, once: true });
  });
  await H.playByClick(page, '3');
  await page.waitForFunction(() => window.__aSecondLater !== null);
  assert.equal(await page.evaluate(() => window.__aSecondLater), 'ayoayo_m3');
  assert.deepEqual(page.errors, []);
  await page.close();
});
