// Storage that fails: local storage that throws on every access (disabled, SecurityError),
// that throws on every write (quota exceeded), a sandboxed iframe (opaque origin: storage
// throws for real), and a service worker whose registration is refused. In each case the game
// plays normally by clicking, says once and politely (a status note, not an alert) that it
// cannot save or cannot work offline, and loses nothing it had: the game stays in the URL
// fragment (a reload brings it back) and a saved game is neither lost nor overwritten.
// Failures are injected with page.addInitScript before any of the page's own scripts run.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';
import { serveSite } from './fixtures/site-server.mjs';

const UI = (lang) => JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', `${lang}.json`), 'utf8')).ui;

let env;
let site;
before(async () => {
  env = await H.startEnv();
  site = await serveSite(H.ROOT);
});
after(async () => {
  await site?.close();
  await env?.close();
});

/** Plays `n` moves by clicking (the first legal hole each time); returns the last record. */
async function playMoves(page, n) {
  for (let k = 0; k < n; k++) {
    const st = await H.boardState(page);
    const move = st.legal.find((m) => m !== 'pass') || st.legal[0];
    await H.playByClick(page, move);
    const next = await H.boardState(page);
    assert.notEqual(next.record, st.record, `the click on ${move} played a move`);
  }
  return (await H.boardState(page)).record;
}

/** The polite notes on show: [{kind, text, role of the region}]. */
function notices(scope) {
  return scope.$$eval('.mb-notice', (els) => els.filter((e) => e.offsetParent !== null).map((e) => ({
    kind: e.dataset.notice,
    text: e.querySelector('.mb-notice-text').textContent,
    region: e.closest('.mb-notices').getAttribute('role'),
  })));
}

async function noAlert(scope) {
  assert.equal(await scope.$eval('.mb-message', (el) => el.hidden), true, 'no error message is shown');
  assert.equal(await scope.$$eval('dialog[open]', (d) => d.length), 0, 'no dialog is open');
}

const fragment = (page) => page.evaluate(() => decodeURIComponent(location.hash.slice(1)));

test('local storage disabled (every access throws SecurityError): plays, says once, the link keeps the game', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  await page.goto(env.url + 'index.html?game=ayoayo&p0=human&p1=human');
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  await H.idle(page);
  const record = await playMoves(page, 3);
  assert.deepEqual(await notices(page), [{ kind: 'noSave', text: UI('en')['notice.noSave'], region: 'status' }], 'one polite note');
  await noAlert(page);
  assert.equal(await fragment(page), record, 'the game is in the URL fragment');
  await page.screenshot({ path: H.shot('storage-notice') });

  // once: dismissed, it does not come back with later moves
  await page.click('.mb-notice-ok');
  const later = await playMoves(page, 2);
  assert.deepEqual(await notices(page), [], 'told once only');

  // nothing lost: a reload (same link) brings the game back, which still plays
  await page.reload();
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, later);
  await playMoves(page, 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('storage full (every write throws QuotaExceededError): the saved game is kept, a note in the chosen language', async () => {
  // a game saved earlier in this tab, while storage still worked
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.startGame(page, 'adji-boto');
  await H.setSpeed(page, 'instant');
  const saved = await playMoves(page, 2);

  // then the storage is full: every write throws
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(env.url + 'index.html');
  await page.waitForSelector('.mb-board[data-game="adji-boto"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, saved, 'the saved game opens (reading still works)');
  const record = await playMoves(page, 2);
  assert.equal((await notices(page)).length, 1);
  assert.equal((await notices(page))[0].kind, 'noSave');
  await noAlert(page);
  assert.equal(await fragment(page), record, 'the new moves are in the link');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.game')), saved, 'the saved game is untouched');

  // a language switch re-mounts the app: the note, not yet dismissed, is still there in Italian
  await page.selectOption('.mb-lang', 'it');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  assert.deepEqual(await notices(page), [{ kind: 'noSave', text: UI('it')['notice.noSave'], region: 'status' }]);
  assert.equal((await H.boardState(page)).record, record, 'the language switch kept the game');
  await page.click('.mb-notice-ok');
  await playMoves(page, 1);
  assert.deepEqual(await notices(page), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Only the site's owner can give such a frame allow-same-origin: the console says so, and the
// visitor gets no notice over the board (a museum team's; tests/e2e/embed.test.mjs too).
test('sandboxed iframe with a save key: storage throws for real; plays, and the console tells the owner, not a notice the visitor', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  const src = '../games/mancala/index.html?embed=1&key=museum&game=nsolo&size=8&p0=human&p1=human';
  await page.goto(`${site.origin}/host/iframe-host.html?${new URLSearchParams({ src, w: '640', h: '420' })}`);
  await page.frameLocator('iframe.game-frame').locator('.mancala-app[data-view="game"]').waitFor();
  const frame = await (await page.$('iframe.game-frame')).contentFrame();
  await H.idle(frame);
  assert.equal(await frame.evaluate(() => { try { return typeof localStorage.length; } catch { return 'blocked'; } }), 'blocked');
  for (let k = 0; k < 3; k++) {
    const st = await H.boardState(frame);
    const move = st.legal.find((m) => m !== 'pass');
    const c = st.centers[Number(move.replace(/^x/, ''))];
    const box = await (await frame.$('canvas.mb-canvas')).boundingBox();
    await page.mouse.click(box.x + c[0], box.y + c[1]);
    await H.idle(frame);
    assert.notEqual((await H.boardState(frame)).record, st.record, 'the click played');
  }
  assert.deepEqual(await notices(frame), []);
  assert.ok(warnings.some((w) => /its sandbox needs allow-same-origin/.test(w)), warnings.join('\n'));
  await noAlert(frame);
  assert.equal(await frame.evaluate(() => decodeURIComponent(location.hash.slice(1))), (await H.boardState(frame)).record,
    'the frame keeps the game in its own fragment');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('service worker registration refused: plays, says once that offline play is unavailable', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = function register() {
      return Promise.reject(new DOMException('Failed to register a ServiceWorker: The operation is insecure.', 'SecurityError'));
    };
  });
  await page.goto(site.base + 'index.html?game=ayoayo&p0=human&p1=human');
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  await H.idle(page);
  await page.waitForSelector('.mb-notice[data-notice="noOffline"]');
  const record = await playMoves(page, 3);
  assert.deepEqual(await notices(page), [{ kind: 'noOffline', text: UI('en')['notice.noOffline'], region: 'status' }]);
  await noAlert(page);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'no service worker');
  assert.equal(await fragment(page), record);
  await page.click('.mb-notice-ok');
  await playMoves(page, 1);
  assert.deepEqual(await notices(page), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: with the site's storage nearly full the first install failed without a
// word (the offline reload got the browser's error page), and its half-filled cache stayed.
test('the first install fails for want of storage: says once that offline play is unavailable, and leaves no half-filled cache', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(site.base).origin, quotaSize: 150000 });
  await page.goto(site.base + 'index.html?game=ayoayo&p0=human&p1=human');
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  await H.idle(page);
  await page.waitForSelector('.mb-notice[data-notice="noOffline"]', { timeout: 60000 });
  assert.deepEqual(await notices(page), [{ kind: 'noOffline', text: UI('en')['notice.noOffline'], region: 'status' }]);
  assert.ok(warnings.some((w) => /^Offline play is unavailable: /.test(w)), `the console says why: ${warnings}`);
  assert.deepEqual(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('mancala:'))), [], 'no half-filled cache');
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'no service worker');
  const record = await playMoves(page, 2);
  assert.equal(await fragment(page), record);
  await noAlert(page);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: on a kiosk's start screen a notice lay under the language menu (at the
// top right, above the page), so its OK could not be touched.
test("a kiosk's notice is clear of its language menu: its OK is touched and dismisses it", async () => {
  for (const [w, h, lang] of [[1280, 800, 'en'], [1366, 768, 'ru'], [1080, 1920, 'nl']]) {
    const page = await H.newPage(env, { viewport: { width: w, height: h }, reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      ServiceWorkerContainer.prototype.register = function register() {
        return Promise.reject(new DOMException('Failed to register a ServiceWorker: The operation is insecure.', 'SecurityError'));
      };
    });
    await page.goto(`${site.base}index.html?kiosk=1&lang=${lang}`);
    await page.waitForSelector('.mancala-app[data-view="start"]');
    await page.waitForSelector('.mb-notice[data-notice="noOffline"]');
    const hit = await page.$eval('.mb-notice-ok', (b) => {
      const r = b.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
    });
    assert.ok(hit, `${w}×${h} ${lang}: the notice's OK is on top where it is drawn`);
    await page.screenshot({ path: H.shot(`kiosk-start-notice-${w}x${h}-${lang}`) });
    await page.click('.mb-notice-ok', { trial: true, timeout: 5000 }); // nothing lies over it
    await page.click('.mb-notice-ok');
    assert.deepEqual(await notices(page), []);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A museum team's report: in a kiosk whose browser refused service workers, the notice above
// the game pushed it down, and the page, fitted to the screen, scrolled by the notice's height
// (1 162 px at 1920×1080) until its OK was touched. A kiosk's notice lies over the foot of the
// screen: the page keeps its height, and the board stays where it is when OK is touched.
test("a kiosk's notice in a game lies over the screen: the page does not scroll, and OK moves nothing", async () => {
  for (const [w, h, lang, size] of [[1920, 1080, 'en', 20], [1024, 768, 'ru', 13], [1080, 1920, 'nl', 8]]) {
    const cell = `${w}×${h} ${lang} nsolo ${size}`;
    const page = await H.newPage(env, { viewport: { width: w, height: h }, reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      ServiceWorkerContainer.prototype.register = function register() {
        return Promise.reject(new DOMException('Failed to register a ServiceWorker: The operation is insecure.', 'SecurityError'));
      };
    });
    await page.goto(`${site.base}index.html?kiosk=1&kioskIdle=3600&lang=${lang}&game=nsolo&size=${size}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
    await page.waitForSelector('.mb-notice[data-notice="noOffline"]');
    await H.idle(page);
    const at = () => page.evaluate(() => ({
      board: Math.round(document.querySelector('canvas.mb-canvas').getBoundingClientRect().top * 10) / 10,
      page: document.documentElement.scrollHeight,
    }));
    const shown = await at();
    assert.ok(shown.page <= h, `${cell}: the page is ${shown.page} px high with the notice, the screen ${h}`);
    await page.screenshot({ path: H.shot(`kiosk-game-notice-${w}x${h}-${lang}`) });
    await page.click('.mb-notice-ok', { trial: true, timeout: 5000 }); // nothing lies over it
    await page.click('.mb-notice-ok');
    assert.deepEqual(await notices(page), []);
    await H.idle(page);
    const gone = await at();
    assert.ok(Math.abs(gone.board - shown.board) <= 0.5, `${cell}: the board moved by ${(gone.board - shown.board).toFixed(1)} px as the notice went`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
