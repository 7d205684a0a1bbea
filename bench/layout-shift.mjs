// The page's layout shifts as a visitor on a phone meets them (issue 16: Lighthouse's CLS,
// but with the elements that moved): headless Chromium at Lighthouse's mobile size (412×823,
// ratio 1.75, touch), the CPU slowed 4×, a folder served gzipped, a fresh context per load.
// Prints every layout shift (PerformanceObserver 'layout-shift') from the navigation until
// the start is over (`data-busy` false) and --ms more: when, its score, and each element that
// moved (its class, from → to). Then one JSON line: the sum of the shifts per load. Figures
// only; nothing fails on them.
//
// Usage: node bench/layout-shift.mjs [--dir dist] [--path 'index.html#nsolo.36_m0'] [--loads 2] [--ms 3000]
// Needs: npm ci (playwright-core), /usr/bin/chromium; for dist/: scripts/dist.sh.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveGzip } from './serve-gzip.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const dir = resolve(root, arg('dir', 'dist'));
const path = arg('path', 'index.html#nsolo.36_m0');
const loads = Number(arg('loads', '2'));
const ms = Number(arg('ms', '3000'));
if (!existsSync(join(dir, 'index.html')) || !(Number.isInteger(loads) && loads >= 1 && loads <= 20) || !(ms >= 0 && ms <= 60000)) {
  console.error('usage: node bench/layout-shift.mjs [--dir dist] [--path URL-PATH] [--loads 1..20] [--ms 0..60000]');
  process.exit(2);
}

const server = await serveGzip(dir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
const sums = [];
try {
  console.log(`layout shifts of ${path} (${dir.replace(root + '/', '') || '.'}), 412×823 at 1.75, CPU 4× slower`);
  for (let k = 0; k < loads; k++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue; // not counted by CLS either
            const box = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
            window.__shifts.push({
              at: Math.round(e.startTime), value: e.value,
              moved: e.sources.map((s) => `${s.node?.className || s.node?.nodeName || '?'} ${box(s.previousRect)} → ${box(s.currentRect)}`),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('.mancala-app[data-busy="false"], .mancala-app[data-view="start"]', { timeout: 60000 });
      await page.waitForTimeout(ms);
      const shifts = await page.evaluate(() => window.__shifts);
      const sum = shifts.reduce((a, s) => a + s.value, 0);
      sums.push(Math.round(sum * 10000) / 10000);
      console.log(`load ${k + 1}: ${shifts.length} shift(s), sum ${sum.toFixed(4)}`);
      for (const s of shifts) console.log(`  ${String(s.at).padStart(6)} ms  ${s.value.toFixed(4)}  ${s.moved.join(' | ')}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(JSON.stringify({ bench: 'layout-shift', path, loads, sums }));
