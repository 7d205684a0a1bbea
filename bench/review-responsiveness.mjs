// Does the page stay responsive during a whole game review (issue 12)? In headless Chromium,
// for each game, a finished game is opened from its link and reviewed ("Review the game": the
// engine's worker analyses every position, web/js/review.js); from the click to the review's
// end the page records long tasks on the main thread (PerformanceObserver 'longtask': any task
// over 50 ms) and the longest gap between animation frames. Prints one line per game and a
// JSON summary. Goal: no long task (none over 50 ms). Figures only; nothing fails on them.
// For comparison, the same page is first watched for 5 s with nothing going on (`idle`).
// On a loaded machine a task's wall time includes the time its thread waited for a core, so
// the review is also traced (Chromium's devtools.timeline): the main thread's tasks' own CPU
// time (`tdur`), longest first, is what the page's code and rendering cost.
//
// The games: the first game of each golden transcript (crates/cli/tests/golden/: Adji-Boto,
// Ayoayo, Nsolo 4×8 and 4×13), and a seeded random Nsolo 4×36 game (--no-36 leaves it out).
//
// --again: after each review the page is loaded again and the game reviewed a second time,
// from the answers kept in local storage (web/js/review-store.js: no search), traced alike.
//
// Usage: node bench/review-responsiveness.mjs [--no-36] [--again]
// Needs: scripts/build-wasm.sh (web/pkg), npm ci (playwright-core), /usr/bin/chromium.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../tests/e2e/server.mjs';
import * as wasm from '../web/pkg/mancala_wasm.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
wasm.initSync({ module: readFileSync(join(root, 'web/pkg/mancala_wasm_bg.wasm')) });

function golden(name, config) {
  const lines = readFileSync(join(root, 'crates/cli/tests/golden', `${name}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const end = lines.findIndex((l, i) => i > 0 && l.ply === 0);
  return `${config}_m${lines.slice(1, end).map((l) => l.move).join('.')}`;
}

/** A seeded random game of `config` to its end (the rules module plays it). */
function randomGame(config, seed) {
  let s = seed >>> 0;
  const rand = () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32; };
  const g = wasm.Game.create(config);
  try {
    while (!g.result()) {
      const legal = g.legalMoves();
      g.play(legal[Math.floor(rand() * legal.length)]);
    }
    return g.record();
  } finally {
    g.free();
  }
}

const games = [
  ['adji-boto', golden('adji-boto', 'adji-boto')],
  ['ayoayo', golden('ayoayo', 'ayoayo')],
  ['nsolo 4×8', golden('nsolo-8', 'nsolo')],
  ['nsolo 4×13', golden('nsolo-13', 'nsolo.13')],
];
if (!process.argv.includes('--no-36')) games.push(['nsolo 4×36', randomGame('nsolo.36', 7)]);

function instrument() {
  const w = window;
  w.__bench = { tasks: [], maxGap: 0, on: false };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (w.__bench.on) w.__bench.tasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
  let last = performance.now();
  const step = (now) => {
    if (w.__bench.on) w.__bench.maxGap = Math.max(w.__bench.maxGap, now - last);
    last = now;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The page's main thread (CrRendererMain) in a trace: its tasks' longest CPU time, and how many used over 50 ms. */
function mainThreadCpu(events) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const cpu = events.filter((e) => e.name === 'RunTask' && e.tdur !== undefined && mains.has(`${e.pid}:${e.tid}`)).map((e) => e.tdur / 1000);
  return { max: Math.round(Math.max(0, ...cpu) * 10) / 10, over50: cpu.filter((x) => x > 50).length };
}

const server = await serve(root);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const out = [];
try {
  for (const [name, record] of games) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${server.url}index.html`);
    await page.evaluate(() => { localStorage.setItem('mancala.players', 'human human'); localStorage.setItem('mancala.speed', 'instant'); });
    await page.goto(`${server.url}index.html#${record}`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    const plies = record.split('_m')[1].split('.').length;
    await page.evaluate(() => { window.__bench.on = true; });
    await page.waitForTimeout(5000); // the baseline: nothing going on
    const idle = await page.evaluate(() => { const b = window.__bench; const r = { n: b.tasks.length, max: Math.round(Math.max(0, ...b.tasks)) }; b.tasks = []; b.maxGap = 0; return r; });
    const t0 = Date.now();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.click('.mb-review-open');
    await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 30 * 60 * 1000 });
    const b = await page.evaluate(() => { window.__bench.on = false; return window.__bench; });
    const cpu = mainThreadCpu(JSON.parse(String(await browser.stopTracing())).traceEvents);
    const r = { game: name, plies, seconds: (Date.now() - t0) / 1000, longTasks: b.tasks.length, longestTaskMs: Math.round(Math.max(0, ...b.tasks)), longestFrameGapMs: Math.round(b.maxGap), idleLongTasks: idle.n, idleLongestMs: idle.max, longestTaskCpuMs: cpu.max, tasksOver50msCpu: cpu.over50 };
    out.push(r);
    console.log(`${name.padEnd(11)} ${String(plies).padStart(5)} plies  ${r.seconds.toFixed(1).padStart(6)} s  long tasks ${r.longTasks} (longest ${r.longestTaskMs} ms)  longest frame gap ${r.longestFrameGapMs} ms  (idle 5 s: ${r.idleLongTasks} long tasks, longest ${r.idleLongestMs} ms)  main-thread CPU: longest task ${r.longestTaskCpuMs} ms, ${r.tasksOver50msCpu} over 50 ms`);
    if (process.argv.includes('--again')) {
      // without the link's `&review` (which opens the review again by itself): opened by a click, timed
      await page.evaluate(() => history.replaceState(history.state, '', location.href.replace(/&review$/, '')));
      await page.reload();
      await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
      await page.evaluate(() => { window.__bench.on = true; });
      const t1 = Date.now();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.click('.mb-review-open');
      await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 30 * 60 * 1000 });
      const b2 = await page.evaluate(() => { window.__bench.on = false; return window.__bench; });
      const cpu2 = mainThreadCpu(JSON.parse(String(await browser.stopTracing())).traceEvents);
      Object.assign(r, { againSeconds: (Date.now() - t1) / 1000, againLongestTaskMs: Math.round(Math.max(0, ...b2.tasks)), againLongestTaskCpuMs: cpu2.max, againTasksOver50msCpu: cpu2.over50 });
      console.log(`${''.padEnd(11)} again, from local storage: ${r.againSeconds.toFixed(1)} s  longest task ${r.againLongestTaskMs} ms  main-thread CPU: longest task ${r.againLongestTaskCpuMs} ms, ${r.againTasksOver50msCpu} over 50 ms`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(JSON.stringify({ reviews: out, worstTaskMs: Math.max(0, ...out.map((r) => r.longestTaskMs)), worstTaskCpuMs: Math.max(0, ...out.map((r) => r.longestTaskCpuMs)) }));
