// Lighthouse (the npm package, a devDependency) on dist/ served gzip-compressed
// (bench/serve-gzip.mjs), driving Debian's Chromium (/usr/bin/chromium, headless; nothing is
// downloaded): the mobile preset (Lighthouse's default: a phone's screen, slow 4G and a CPU
// 4× slower, simulated). Prints, per page, the four category scores, the largest contentful
// paint, the total blocking time and the longest main-thread task, and one JSON line.
// Goal (issue 16): performance ≥ 98, no task over 50 ms. Figures only; nothing fails on them.
//
// Usage: node bench/lighthouse.mjs [--runs N] [--dir dist] [--json report.json]
//   --runs  runs per page, the median performance run is printed (default 1)
// Needs: scripts/dist.sh (dist/), npm ci (lighthouse), /usr/bin/chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveGzip } from './serve-gzip.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(arg('runs', '1'));
const dir = resolve(root, arg('dir', 'dist'));
const jsonOut = arg('json', null);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error('usage: node bench/lighthouse.mjs [--runs 1..9] [--dir dist] [--json FILE]');
  process.exit(2);
}
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`lighthouse: ${dir} has no index.html: run scripts/dist.sh`);
  process.exit(2);
}

const PAGES = [
  ['the game (first visit)', 'index.html'],
  ['a link to a game', 'index.html#ayoayo_m2.8'],
  ['a link to Nsolo 4×36', 'index.html#nsolo.36_m0'],
  ['the kiosk', 'index.html?kiosk=1&game=ayoayo'],
  ['the rules page', 'web/rules.html#ayoayo'],
];

const server = await serveGzip(dir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const summary = [];
const pct = (x) => (x === null || x === undefined ? '  -' : String(Math.round(x * 100)).padStart(3));
try {
  console.log(`Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown), ${dir.replace(root + '/', '')}/ served gzipped, ${runs} run(s) per page`);
  console.log(`${'page'.padEnd(24)} perf a11y best  seo   LCP ms   TBT ms  longest task ms  FCP ms   CLS`);
  for (const [name, path] of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push(r.lhr);
    }
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = results[Math.floor(results.length / 2)];
    const a = lhr.audits;
    const tasks = a['long-tasks']?.details?.items || [];
    const longest = tasks.reduce((m, t) => Math.max(m, t.duration || 0), 0);
    const row = {
      page: name,
      path,
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      best_practices: lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      lcp_ms: Math.round(a['largest-contentful-paint'].numericValue),
      tbt_ms: Math.round(a['total-blocking-time'].numericValue),
      longest_task_ms: Math.round(longest),
      fcp_ms: Math.round(a['first-contentful-paint'].numericValue),
      cls: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000,
      failing: Object.values(lhr.categories).flatMap((c) => c.auditRefs
        .filter((ref) => ref.weight > 0 && a[ref.id].score !== null && a[ref.id].score < 0.9)
        .map((ref) => `${c.id}:${ref.id}`)),
    };
    summary.push(row);
    console.log(`${name.padEnd(24)} ${pct(row.performance)}  ${pct(row.accessibility)}  ${pct(row.best_practices)}  ${pct(row.seo)} ${String(row.lcp_ms).padStart(8)} ${String(row.tbt_ms).padStart(8)} ${String(row.longest_task_ms).padStart(16)} ${String(row.fcp_ms).padStart(7)} ${row.cls.toFixed(3).padStart(6)}`);
    if (row.failing.length) console.log(`${''.padEnd(24)} below 0.9: ${row.failing.join(', ')}`);
    if (jsonOut && lhr === results[0]) writeFileSync(jsonOut.replace(/(\.json)?$/, `-${summary.length}.json`), JSON.stringify(lhr));
  }
  console.log(JSON.stringify({ bench: 'lighthouse', lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version, date: new Date().toISOString().slice(0, 10), pages: summary }));
} finally {
  await chrome.kill();
  await server.close();
}
