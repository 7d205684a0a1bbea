// Shared set-up for the end-to-end tests: a static server, a headless Chromium with a fresh
// profile, console-error collection, and helpers that play by clicking the canvas at the hole
// centres the page's own geometry module computed (published as data attributes).

import { chromium } from 'playwright-core';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

/** Starts the server and the browser. Returns {url, browser, close()}. */
export async function startEnv() {
  if (!existsSync(join(ROOT, 'web', 'pkg', 'mancala_wasm.js'))) {
    throw new Error('web/pkg is missing: run scripts/build-wasm.sh first');
  }
  const server = await serve(ROOT);
  const profile = await mkdtemp(join(tmpdir(), 'mancala-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 720 },
  });
  await mkdir(SHOTS, { recursive: true });
  return {
    url: server.url,
    context,
    async close() {
      await context.close();
      await server.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A new page that records console errors and page errors into `page.errors`. */
export async function newPage(env, { viewport, reducedMotion, colorScheme } = {}) {
  const page = await env.context.newPage();
  page.errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  if (viewport) await page.setViewportSize(viewport);
  if (reducedMotion) await page.emulateMedia({ reducedMotion });
  if (colorScheme) await page.emulateMedia({ colorScheme });
  return page;
}

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

/** Sets the animation speed setting. */
export async function setSpeed(page, speed) {
  await page.selectOption('.mb-speed', speed);
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

/** A small seeded generator (tests stay reproducible). */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shot(name) {
  return join(SHOTS, `${name}.png`);
}
