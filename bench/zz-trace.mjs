import { chromium } from 'playwright-core';
import { serveGzip } from './serve-gzip.mjs';
const dir = process.argv[2]; const path = process.argv[3] || 'index.html#ayoayo_m2.8.3';
const server = await serveGzip(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
await page.goto(server.url + path);
await page.waitForFunction(() => performance.getEntriesByName('board-drawn').length > 0, null, { timeout: 60000 });
await page.waitForTimeout(2500);
await cdp.send('Tracing.end'); await done;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => b.dur - a.dur).slice(0, 5);
for (const t of main) {
  const kids = events.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.ph === 'X' && e.name !== 'RunTask' && e.dur > 8000);
  console.log(`task ${(t.dur / 1000).toFixed(0)} ms`);
  for (const k of kids.slice(0, 14)) console.log(`   ${(k.dur / 1000).toFixed(0).padStart(5)} ${k.name} ${k.args?.data?.url?.split('/').pop() || k.args?.data?.functionName || ''}`);
}
await browser.close(); await server.close();
