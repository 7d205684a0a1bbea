// Shared set-up for the end-to-end tests: a static server, one headless Chromium per test
// file, a fresh browser context (its own storage, service workers and cache) for every page,
// console-error collection, and helpers that play by clicking the canvas at the hole centres
// the page's own geometry module computed (published as data attributes).
//
// Isolation: every page H.newPage makes lives in a browser context of its own, and after each
// test every context still open is closed (an afterEach hook registered here for every test
// file). A page a test forgot to close (or left open on a failed assertion) can therefore
// never autosave into the storage a later test reads, nor keep a computer thinking.

import { chromium } from 'playwright-core';
import { afterEach } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { serve } from './server.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHOTS = join(ROOT, 'artifacts', 'screenshots');

const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Every browser context opened through these helpers and not yet closed. */
const openContexts = new Set();

/** Closes every context a test left open (each page's, and H.newContext's). */
export async function closeAll() {
  const all = [...openContexts];
  openContexts.clear();
  await Promise.all(all.map((c) => c.close().catch(() => {})));
}

afterEach(closeAll);

/** Launches the shared headless Chromium (one per test file). */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
}

/** Starts the server and the browser. Returns {url, browser, close()}. */
export async function startEnv() {
  if (!existsSync(join(ROOT, 'web', 'pkg', 'mancala_wasm.js'))) {
    throw new Error('web/pkg is missing: run scripts/build-wasm.sh first');
  }
  const server = await serve(ROOT);
  const browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
  return {
    url: server.url,
    browser,
    async close() {
      await closeAll();
      await browser.close();
      await server.close();
    },
  };
}

/**
 * A new browser context: storage, cookies, service workers of its own. Options as
 * browser.newContext's (viewport defaults to 1280×720). Closed after the test at the latest.
 */
export async function newContext(env, options = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, ...options });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  return context;
}

/**
 * A new page that records console errors and page errors into `page.errors`, in a browser
 * context of its own (closing the page closes it), or in `context` when given (a second tab
 * of the same browser profile).
 */
export async function newPage(env, { viewport, reducedMotion, colorScheme, context } = {}) {
  const own = !context;
  const ctx = context || await newContext(env, {
    ...(viewport ? { viewport } : {}),
    ...(reducedMotion ? { reducedMotion } : {}),
    ...(colorScheme ? { colorScheme } : {}),
  });
  const page = await ctx.newPage();
  if (own) page.on('close', () => { ctx.close().catch(() => {}); });
  page.errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  if (!own) {
    if (viewport) await page.setViewportSize(viewport);
    if (reducedMotion) await page.emulateMedia({ reducedMotion });
    if (colorScheme) await page.emulateMedia({ colorScheme });
  }
  return page;
}

/**
 * Lets a test hold the computer's answers (install before the page is opened): every Web
 * Worker the page makes delivers its answers (not its "ready") to the page only when the test
 * says, so "while the computer thinks" is a state the test holds, not a race against the
 * machine's speed. `holdAnswers(page)` starts holding; `heldAnswers(page)` lists the held
 * answers' moves (`result.move`); `releaseAnswers(page)` delivers them, in order, and stops
 * holding. A test-only wrapper: the page's code is unchanged.
 */
export async function holdEngine(page) {
  await page.addInitScript(() => {
    const Base = globalThis.Worker;
    if (typeof Base !== 'function') return;
    const hold = { on: false, held: [] };
    hold.release = () => {
      hold.on = false;
      for (const { deliver } of hold.held.splice(0)) deliver();
    };
    globalThis.__engineHold = hold;
    globalThis.Worker = class HeldWorker extends Base {
      get onmessage() {
        return super.onmessage;
      }
      set onmessage(fn) {
        super.onmessage = typeof fn !== 'function' ? fn : (event) => {
          const data = event.data;
          if (hold.on && data && data.kind !== 'ready') hold.held.push({ data, deliver: () => fn.call(this, event) });
          else fn.call(this, event);
        };
      }
    };
  });
}
export const holdAnswers = (page) => page.evaluate(() => { globalThis.__engineHold.on = true; });
export const heldAnswers = (page) => page.evaluate(() => globalThis.__engineHold.held.map(({ data }) => (data.result ? data.result.move : null)));
export const releaseAnswers = (page) => page.evaluate(() => globalThis.__engineHold.release());

/** Opens the app (with an optional fragment) and waits until the view is ready. */
export async function open(page, env, fragment = '') {
  await page.goto(env.url + 'index.html' + (fragment ? `#${fragment}` : ''));
  await page.waitForSelector('.mancala-app[data-view]');
}

/**
 * Clears saved state so a test starts from the start screen, and reloads the page. The app's
 * default is a person against the computer; most tests play both sides by clicking, so the
 * players are saved as two people unless `players` says otherwise (e.g.
 * 'human computer:beginner'; null: the app's default).
 */
export async function clearStorage(page, { players = 'human human' } = {}) {
  await page.evaluate((p) => {
    try {
      localStorage.clear();
      sessionStorage.clear(); // the tab's id (web/js/tabs.js)
      if (p) localStorage.setItem('mancala.players', p);
    } catch { /* */ }
  }, players);
  // The app read its settings when it loaded: load the page again (without the fragment, which
  // holds the old game) so it starts without them; opening a link next is then only a change
  // of the fragment, which keeps the running app.
  await page.goto(page.url().replace(/#.*$/, ''));
  await page.waitForSelector('.mancala-app[data-view]');
}

/** Picks a game on the start screen (Nsolo with a size). */
export async function startGame(page, id, size) {
  if (size) {
    await page.locator('.mb-size').fill(String(size));
  }
  await page.click(`.mb-card[data-game="${id}"] button.mb-primary`);
  await page.waitForSelector('.mb-board[data-animating="false"]');
}

/**
 * Opens the settings where a phone folds them behind their button (web/js/app.js), as a
 * visitor does; elsewhere they are in the toolbar already.
 */
export async function openSettings(page) {
  const toggle = page.locator('.mb-settings-btn');
  if (await toggle.isVisible() && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Folds the settings again where their button opened them (a visitor's second click). */
export async function closeSettings(page) {
  const toggle = page.locator('.mb-settings-btn');
  if (await toggle.isVisible() && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

/**
 * Sets the animation speed setting (opening the settings where they are folded first, and
 * folding them again, as a visitor would: a press on the board that closes them plays nothing).
 */
export async function setSpeed(page, speed) {
  const toggle = page.locator('.mb-settings-btn');
  const opened = await toggle.isVisible() && (await toggle.getAttribute('aria-expanded')) !== 'true';
  await openSettings(page);
  await page.selectOption('.mb-speed', speed);
  if (opened) await closeSettings(page);
}

/** The board's published state: record, legal moves, side to move, counts, result. */
export async function boardState(page) {
  return page.$eval('.mb-board', (el) => ({
    game: el.dataset.game,
    record: el.dataset.record,
    legal: el.dataset.legal ? el.dataset.legal.split(' ') : [],
    toMove: Number(el.dataset.toMove),
    pending: Number(el.dataset.pending),
    holes: el.dataset.holes.split(',').map(Number),
    stores: el.dataset.stores.split(',').map(Number),
    result: el.dataset.result,
    animating: el.dataset.animating === 'true',
    centers: JSON.parse(el.dataset.holeCenters || '[]'),
  }));
}

/**
 * Waits until the page's layout has settled: once the page has been idle (its own work put off
 * until then is done), the board's picture, the lesson's panel, the status line and the
 * scroll position the same for `frames` animation frames in a row. For a test that measures
 * where things stand at last: on a busy machine a layout may change a few frames after the
 * state a test waited for (a lesson's panel placed beside the board, a scroll into view).
 */
export async function settled(page, frames = 10) {
  await page.evaluate((n) => new Promise((done) => {
    const box = (s) => {
      const r = document.querySelector(s)?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height].map(Math.round) : null;
    };
    const look = () => JSON.stringify([scrollX, scrollY, innerWidth, innerHeight, box('canvas.mb-canvas'), box('.mb-lesson'), box('.mb-status')]);
    let last = null;
    let same = 0;
    const step = () => {
      const now = look();
      same = now === last ? same + 1 : 0;
      last = now;
      if (same >= n) done();
      else requestAnimationFrame(step);
    };
    const idleThen = globalThis.requestIdleCallback || ((f) => setTimeout(f, 0));
    idleThen(() => requestAnimationFrame(step));
  }), frames);
}

/** Waits until the board is idle (no animation, controller not busy). */
export async function idle(page) {
  await page.waitForFunction(() => {
    const app = document.querySelector('.mancala-app');
    const b = document.querySelector('.mb-board');
    return b && b.dataset.animating === 'false' && app.dataset.busy !== 'true';
  });
}

/**
 * Clicks hole `i` the way a person does: scrolls it into view if the board is wider than the
 * screen, then a mouse click at the hole's centre on the canvas.
 */
export async function clickHole(page, i) {
  const st = await boardState(page);
  const c = st.centers[i];
  if (!c) throw new Error(`no hole ${i} on the board`);
  await page.$eval('.mb-board-scroll', (el, x) => {
    if (x < el.scrollLeft + 20 || x > el.scrollLeft + el.clientWidth - 20) el.scrollLeft = Math.max(0, x - el.clientWidth / 2);
  }, c[0]);
  const canvas = page.locator('canvas.mb-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  await page.mouse.click(box.x + c[0], box.y + c[1]);
}

/** Plays one move by clicking: a hole for a sowing or removal, the Pass button for a pass. */
export async function playByClick(page, move) {
  if (move === 'pass') await page.click('.mb-pass');
  else await clickHole(page, Number(move.replace(/^x/, '')));
  await idle(page);
}

/**
 * Takes a screenshot and puts its pixels in the page as `window.__shot` (a 2D context), for a
 * test to read what the visitor sees, beside a canvas's own pixels.
 */
export async function screenshotInPage(page) {
  const png = (await page.screenshot()).toString('base64');
  await page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d', { willReadFrequently: true });
    g.drawImage(img, 0, 0);
    window.__shot = g;
  }, png);
}

/** A small seeded generator (tests stay reproducible). */
export { rng } from '../rng.mjs';

export function shot(name) {
  return join(SHOTS, `${name}.png`);
}
