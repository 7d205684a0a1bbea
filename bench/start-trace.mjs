// What the long tasks of the page's start are made of (issue 16): headless Chromium with the
// CPU slowed (DevTools protocol Emulation.setCPUThrottlingRate, default 4×), a 390×844 phone
// screen at ratio 3, a folder served gzipped (bench/serve-gzip.mjs), a fresh profile; a
// DevTools trace of the main thread and a sampled JavaScript profile for the first seconds.
// Prints each main-thread task longer than --min ms of thread time: when it started, its wall
// time and its thread time (`tdur`: the time the thread ran, which the other programs of a
// loaded machine do not swell, unlike the wall clock), and the functions that took it
// (inclusive sample time, the page's own first). Then one JSON line: the tasks over 50 ms
// by thread time, and the longest.
//
// Serve the source tree (`--dir .`) to read the page's own function names; dist/ is minified.
//
// Usage: node bench/start-trace.mjs [--dir dist] [--path 'index.html#ayoayo_m2.8.3']
//          [--rate 4] [--min 25] [--ms 6000] [--top 6] [--full] [--saved]
//   --top   how many functions to name for each task (by inclusive sample time)
//   --no-profile  no JavaScript profile (its sampling swells the tasks it names: the tasks'
//           times are then the page's own; the trace still names the scripts' entry points)
//   --full  every trace event inside each task (layout, style, canvas) as well
//   --saved a saved game's start: the path is opened once untraced (its game is saved), then
//           the same tab opens it again without its fragment and that start is traced
// Needs: npm ci (playwright-core), /usr/bin/chromium; for dist/: scripts/dist.sh.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchPhone } from './phone.mjs';
import { serveGzip } from './serve-gzip.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const dir = resolve(root, arg('dir', 'dist'));
const path = arg('path', 'index.html#ayoayo_m2.8.3');
const rate = Number(arg('rate', '4'));
const min = Number(arg('min', '25'));
const ms = Number(arg('ms', '6000'));
const topN = Number(arg('top', '6'));
const sampled = !argv.includes('--no-profile');
const full = argv.includes('--full');
const saved = argv.includes('--saved');
if (!existsSync(join(dir, 'index.html')) || !(rate >= 1 && rate <= 20) || !(min >= 0) || !(ms >= 1000 && ms <= 60000)) {
  console.error('usage: node bench/start-trace.mjs [--dir dist] [--path URL-PATH] [--rate 1..20] [--min MS] [--ms 1000..60000] [--full]');
  process.exit(2);
}

const server = await serveGzip(dir);
const profile = await mkdtemp(join(tmpdir(), 'mancala-trace-'));
let events = [];
let prof = null;
try {
  const context = await launchPhone(profile);
  try {
    const page = context.pages()[0] || await context.newPage();
    if (saved) {
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('.mancala-app[data-busy="false"]', { timeout: 60000 });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    if (sampled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading', transferMode: 'ReportEvents' });
    await page.goto(`${server.url}${saved ? path.replace(/#.*$/, '') : path}`);
    await page.waitForTimeout(ms);
    prof = sampled ? (await cdp.send('Profiler.stop')).profile : { startTime: 0, timeDeltas: [], nodes: [], samples: [] };
    await cdp.send('Tracing.end');
    await complete;
  } finally {
    await context.close();
  }
} finally {
  await rm(profile, { recursive: true, force: true });
  await server.close();
}

// The renderer's main thread(s), and its tasks.
const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
const onMain = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
const t0 = Math.min(...onMain.map((e) => e.ts));
const all = onMain.filter((e) => e.name === 'RunTask');
const tasks = all.filter((e) => (e.tdur ?? e.dur) > min * 1000);
// The profile's samples, on the trace's clock (both microseconds of the same monotonic clock).
const times = [];
for (let t = prof.startTime, k = 0; k < prof.timeDeltas.length; k++) times.push((t += prof.timeDeltas[k]));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
const fname = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const fmt = (us) => (us / 1000).toFixed(1);

console.log(`start of ${saved ? `${path} saved, opened again without its fragment` : path} (${dir.replace(root + '/', '') || '.'}), CPU ${rate}× slower, load average ${loadavg()[0].toFixed(1)}: tasks over ${min} ms of thread time`);
for (const t of tasks) {
  const incl = new Map();
  times.forEach((at, k) => {
    if (at < t.ts || at > t.ts + t.dur) return;
    const dt = (prof.timeDeltas[k + 1] || 200) / 1000;
    const seen = new Set();
    for (let n = byId.get(prof.samples[k]); n; n = byId.get(parent.get(n.id))) {
      const f = fname(n);
      if (!seen.has(f)) incl.set(f, (incl.get(f) || 0) + dt);
      seen.add(f);
    }
  });
  const top = [...incl].filter(([f]) => !/^\((root|program|idle|garbage collector)\)/.test(f) && !f.endsWith(':0'))
    .sort((a, b) => b[1] - a[1]).slice(0, topN).map(([f, v]) => `${f} ${v.toFixed(0)}`);
  // without the profile: the scripts the task ran (the trace's entry points), and its layouts
  const inside = (e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur;
  const calls = sampled ? [] : [...new Set(onMain.filter((e) => inside(e) && e.name === 'FunctionCall' && e.dur >= 1000)
    .map((e) => `${e.args.data.functionName || '(anonymous)'} ${String(e.args.data.url || '').split('/').pop()}:${e.args.data.lineNumber}`))].slice(0, topN);
  const layoutMs = sampled ? 0 : onMain.filter((e) => inside(e) && e.name === 'Layout').reduce((a, e) => a + e.dur, 0) / 1000;
  const what = sampled ? top.join(' | ') : [calls.join(' | '), layoutMs >= 1 ? `layout ${layoutMs.toFixed(0)} ms` : ''].filter(Boolean).join('; ');
  console.log(`${fmt(t.ts - t0).padStart(8)} ms  wall ${fmt(t.dur).padStart(6)}  thread ${fmt(t.tdur ?? t.dur).padStart(6)}  ${what || '(no script: style, layout, paint, parsing)'}`);
  if (full) {
    for (const e of onMain) {
      if (e === t || e.ts < t.ts || e.ts + e.dur > t.ts + t.dur || e.dur < 3000) continue;
      const d = e.args?.data || {};
      const where = d.functionName !== undefined ? `${d.functionName} ${String(d.url || '').split('/').pop()}:${d.lineNumber}` : '';
      console.log(`${''.padStart(14)}+${fmt(e.ts - t.ts).padStart(6)} ${fmt(e.dur).padStart(6)} ${e.name} ${where}`);
    }
  }
}
const long = all.filter((e) => (e.tdur ?? e.dur) > 50000);
console.log(JSON.stringify({
  bench: 'start-trace', path, saved, cpu_slowdown: rate, load: Math.round(loadavg()[0] * 10) / 10,
  tasks_over_50ms_thread: long.length,
  longest_thread_ms: Math.round(Math.max(0, ...all.map((e) => e.tdur ?? e.dur)) / 1000),
  longest_wall_ms: Math.round(Math.max(0, ...all.map((e) => e.dur)) / 1000),
}));
