// The start of the page on a slow phone: headless Chromium with the CPU slowed 4× (DevTools
// protocol Emulation.setCPUThrottlingRate), dist/ served gzip-compressed (bench/serve-gzip.mjs),
// a fresh profile for each load (a first visit: nothing cached, no service worker).
// For each case it prints
//   - the first board drawn (performance.mark('board-drawn')) or the start screen shown,
//     from navigation start;
//   - the main thread's long tasks (PerformanceObserver 'longtask': over 50 ms) from the
//     navigation until the page has been quiet for 2 s (the deferred work included): how
//     many, the longest, and their blocking time (the sum of each one's time over 50 ms);
//   - the bytes the browser received (gzipped) before the first board, and in all.
// Goal (issue 16): no task over 50 ms. Figures only; nothing fails on them.
//
// Usage: node bench/startup.mjs [--rate 4] [--loads 3] [--dir dist]
// Needs: scripts/dist.sh (dist/), npm ci (playwright-core), /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchPhone } from './phone.mjs';
import { serveGzip } from './serve-gzip.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const rate = Number(arg('rate', '4'));
const loads = Number(arg('loads', '3'));
const dir = resolve(root, arg('dir', 'dist'));
if (!(rate >= 1 && rate <= 20) || !Number.isInteger(loads) || loads < 1 || loads > 20) {
  console.error('usage: node bench/startup.mjs [--rate 1..20] [--loads 1..20] [--dir dist]');
  process.exit(2);
}
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`startup: ${dir} has no index.html: run scripts/dist.sh`);
  process.exit(2);
}

const CASES = [
  ['first visit, start screen', 'index.html'],
  ['a link to a game (Ayoayo)', 'index.html#ayoayo_m2.8.3'],
  ['a link to Nsolo 4×36', 'index.html#nsolo.36_m0'],
  ['against the computer (Adji-Boto)', 'index.html?game=adji-boto&p0=human&p1=computer:casual'],
  ['the kiosk (Ayoayo)', 'index.html?kiosk=1&game=ayoayo'],
  ['embedded (Nsolo 4×12)', 'index.html?embed=1&game=nsolo&size=12'],
];

function instrument() {
  window.__startup = { tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__startup.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const server = await serveGzip(dir);
const fmt = (x) => `${Math.round(x)}`.padStart(5);
const results = [];
try {
  console.log(`page start in headless Chromium, CPU ${rate}× slower, ${dir.replace(root + '/', '')}/ served gzipped, a fresh profile per load`);
  console.log(`${'case'.padEnd(34)} ${'view ms'.padStart(7)} ${'tasks>50'.padStart(8)} ${'longest'.padStart(7)} ${'blocking'.padStart(8)} ${'KB before'.padStart(9)} ${'KB all'.padStart(7)}`);
  for (const [name, path] of CASES) {
    for (let i = 0; i < loads; i++) {
      const profile = await mkdtemp(join(tmpdir(), 'mancala-startup-'));
      const context = await launchPhone(profile);
      try {
        await context.addInitScript(instrument);
        const page = context.pages()[0] || await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await cdp.send('Network.enable');
        let received = 0;
        const byRequest = [];
        cdp.on('Network.loadingFinished', (e) => { received += e.encodedDataLength; byRequest.push({ t: Date.now(), n: e.encodedDataLength }); });
        const t0 = Date.now();
        await page.goto(`${server.url}${path}`);
        const view = await page.waitForFunction(() => {
          const m = performance.getEntriesByName('board-drawn', 'mark')[0];
          if (m) return m.startTime;
          const start = document.querySelector('.mancala-app[data-view="start"] .mb-start:not([hidden])');
          return start ? performance.now() : null;
        }, null, { timeout: 60000, polling: 50 });
        const viewMs = await view.jsonValue();
        const tView = Date.now();
        const before = byRequest.filter((r) => r.t <= tView).reduce((s, r) => s + r.n, 0);
        // until 2 s pass without a new long task or request (the deferred work has run)
        let quiet = 0;
        let lastCount = -1;
        let lastBytes = -1;
        while (quiet < 2000 && Date.now() - t0 < 60000) {
          await page.waitForTimeout(250);
          const count = await page.evaluate(() => window.__startup.tasks.length);
          if (count !== lastCount || received !== lastBytes) quiet = 0;
          else quiet += 250;
          lastCount = count;
          lastBytes = received;
        }
        const tasks = await page.evaluate(() => window.__startup.tasks);
        const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
        const blocking = tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0);
        results.push({ case: name, load: i + 1, view_ms: Math.round(viewMs), long_tasks: tasks.length, longest_ms: Math.round(longest), blocking_ms: Math.round(blocking), kb_before_view: Math.round(before / 100) / 10, kb_all: Math.round(received / 100) / 10 });
        console.log(`${(i ? '' : name).padEnd(34)} ${fmt(viewMs).padStart(7)} ${String(tasks.length).padStart(8)} ${fmt(longest).padStart(7)} ${fmt(blocking).padStart(8)} ${(before / 1000).toFixed(1).padStart(9)} ${(received / 1000).toFixed(1).padStart(7)}`);
      } finally {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      }
    }
  }
  const worst = results.reduce((m, r) => Math.max(m, r.longest_ms), 0);
  console.log(JSON.stringify({ bench: 'startup', cpu_slowdown: rate, longest_task_ms: worst, goal_ms: 50, cases: results.length }));
} finally {
  await server.close();
}
