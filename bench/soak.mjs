// Soak: a day on a gallery screen, compressed. Kiosk mode's demonstration (the computer
// against itself at Beginner) plays game after game in headless Chromium at the fastest pace
// (animation speed "instant", no pause before a move, kioskPause=0, kioskIdle=2), and every
// few games a visitor interrupts it: a touch, a move, undo, a new game of another kind (the
// next demonstration plays that kind: KINDS below, in turn), or a language switch (kiosk
// mode's large menu, web/js/choice.js). Every SAMPLE finished games (and after each 4×36 game) it forces a garbage collection and samples,
// through the DevTools protocol: the JS heap, DOM nodes (in the document, and all alive,
// detached ones included), documents, event listeners, the
// live workers (page.workers()), the page's wasm memory (the rules module, crates/wasm) and the
// engine worker's (crates/wasm-engine); console errors and page errors are counted
// throughout. Each sample also gives the plies of the longest game finished so far, and a
// sample after a 4×36 game that game's plies, so that a step of the wasm memory can be
// attributed. It ends with the samples as a table and a verdict: growth after warm-up (the
// first quarter of the samples, and until every kind of board has been on show) beyond noise,
// and the errors. The wasm memory never shrinks and grows with the longest game's history
// (crates/wasm-alloc): a step at a sample whose interval finished a game longer than any
// before is reported as that game's, not as growth; any other step counts.
//
//   node bench/soak.mjs [--games N=1000] [--sample S=25] [--every K=3] [--max-minutes M=150]
//
// Needs web/pkg (scripts/build-wasm.sh) and /usr/bin/chromium. Run by hand and by `just
// bench`, not in CI (it takes an hour or more for 1 000 games). Exit status 1 when an error
// was seen or something grew.

import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { rng } from '../tests/rng.mjs';
import { fileURLToPath } from 'node:url';
import { serve } from '../tests/e2e/server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const GAMES = opt('games', 1000);
const SAMPLE = opt('sample', 25);
const EVERY = opt('every', 3); // demonstration games between two interruptions
const MAX_MS = opt('max-minutes', 150) * 60000;

if (!existsSync(join(ROOT, 'web', 'pkg', 'mancala_wasm.js'))) {
  console.error('soak: web/pkg is missing: run scripts/build-wasm.sh first');
  process.exit(2);
}

// The kinds the visitors pick, in turn (the demonstration then plays the same kind). A game
// on Nsolo's 4×36 board lasts many times longer than the others (700 to 1 000 plies), so it
// comes once in ten picks, and a 4×36 demonstration plays one game only: the next visitor
// comes after it and picks a new game of the next kind (about one game in a hundred).
const KINDS = [['ayoayo', 0], ['adji-boto', 0], ['nsolo', 8], ['ayoayo', 0], ['adji-boto', 0], ['nsolo', 8],
  ['ayoayo', 0], ['adji-boto', 0], ['nsolo', 8], ['nsolo', 36]];
const LONG = (kind) => /^nsolo\.(\d+)$/.test(kind) && Number(kind.slice(6)) > 8; // a 4×36 board (or the largest the screen allows)
const boardKind = () => page.$eval('.mb-board', (b) => (b.dataset.game === 'nsolo' ? `nsolo.${b.dataset.size}` : b.dataset.game)).catch(() => '?');
const LANGS = ['it', 'nl', 'ru', 'en'];

const random = rng(20261130);

const server = await serve(ROOT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--js-flags=--expose-gc'],
});
// a gallery's screen: 1920×1080, where kiosk mode offers every Nsolo size (4×36 included;
// a smaller screen caps the size, web/js/kiosk.js largestSize)
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
const page = await context.newPage();
const errors = [];
const record = (where) => (m) => {
  if (m.type() === 'error') errors.push(`${where}: ${m.text()}`);
};
page.on('console', record('page'));
page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
page.on('worker', (w) => {
  w.on('console', record('worker'));
});
// Counts finished games by kind: a board whose data-result becomes non-empty.
await page.addInitScript(() => {
  window.__soak = { finished: 0, byKind: {}, longest: 0, last: 0 };
  const seen = new WeakMap();
  new MutationObserver((list) => {
    for (const m of list) {
      const el = m.target;
      const r = el.dataset.result || '';
      if (r && seen.get(el) !== el.dataset.record) {
        seen.set(el, el.dataset.record);
        window.__soak.finished += 1;
        const kind = el.dataset.game === 'nsolo' ? `nsolo.${el.dataset.size}` : el.dataset.game;
        window.__soak.byKind[kind] = (window.__soak.byKind[kind] || 0) + 1;
        // plies: the record's moves (`nsolo.36_m5.33.x40`)
        const moves = (el.dataset.record || '').split('_m')[1];
        const plies = moves ? moves.split('.').length : 0;
        window.__soak.last = plies;
        window.__soak.longest = Math.max(window.__soak.longest, plies);
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-result'] });
});

// Fastest pace, saved as a visitor's settings would be; the visitors play against Casual.
await page.goto(server.url + 'index.html');
await page.evaluate(() => {
  localStorage.clear();
  localStorage.setItem('mancala.speed', 'instant');
  localStorage.setItem('mancala.players', 'human computer:casual');
});
await page.goto(server.url + 'index.html?kiosk=1&kioskIdle=2&kioskPause=0&game=ayoayo');
await page.waitForSelector('.mb-board');
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');

const t0 = Date.now();
const samples = [];
const interruptions = { touch: 0, move: 0, undo: 0, newGame: 0, language: 0 };

async function sample(finished, afterLong = false) {
  // at the same point of every game: the next one has just begun (its move list is short)
  await page.waitForFunction(() => {
    const b = document.querySelector('.mb-board');
    return b && !b.dataset.result && document.querySelectorAll('.mb-moves li').length <= 2;
  }, null, { timeout: 120000, polling: 20 }).catch(() => {});
  for (let k = 0; k < 3; k++) {
    await cdp.send('HeapProfiler.collectGarbage');
    await new Promise((ok) => { setTimeout(ok, 100); });
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const dom = await cdp.send('Memory.getDOMCounters'); // nodes alive, detached ones included
  const live = await page.evaluate(() => {
    let n = 0;
    const w = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    while (w.nextNode()) n += 1;
    return n;
  });
  const wasm = await page.evaluate(async () => {
    try {
      const mod = await import(new URL('web/pkg/mancala_wasm.js', location.href).href);
      return (await mod.default()).memory.buffer.byteLength;
    } catch {
      return NaN;
    }
  });
  // the engine worker's wasm memory (its module is already instantiated: default() gives it)
  const worker = page.workers()[0];
  const engine = worker ? await worker.evaluate(async () => {
    try {
      const mod = await import(new URL('pkg/mancala_wasm_engine.js', self.location.href).href);
      return (await mod.default()).memory.buffer.byteLength;
    } catch {
      return NaN;
    }
  }).catch(() => NaN) : NaN;
  const kind = await boardKind();
  const plies = await page.evaluate(() => ({ last: window.__soak.last, longest: window.__soak.longest }));
  const s = {
    games: finished,
    kind,
    minutes: (Date.now() - t0) / 60000,
    heapMB: m.JSHeapUsedSize / 2 ** 20,
    nodes: live,
    domNodes: dom.nodes,
    documents: dom.documents,
    listeners: dom.jsEventListeners,
    workers: page.workers().length,
    wasmMB: wasm / 2 ** 20,
    engineMB: engine / 2 ** 20,
    errors: errors.length,
    // the game just finished, when the sample follows a 4×36 game; the longest so far
    plies: afterLong ? plies.last : null,
    longest: plies.longest,
  };
  samples.push(s);
  console.log(row(s));
  return s;
}

function row(s) {
  return [
    String(s.games).padStart(6), s.minutes.toFixed(1).padStart(7), s.heapMB.toFixed(2).padStart(8),
    String(s.nodes).padStart(6), String(s.domNodes).padStart(7), String(s.documents).padStart(4), String(s.listeners).padStart(6),
    String(s.workers).padStart(4), s.wasmMB.toFixed(2).padStart(7), s.engineMB.toFixed(2).padStart(6),
    String(s.plies ?? '').padStart(5), String(s.longest).padStart(7), String(s.errors).padStart(4), ` ${s.kind}`,
  ].join(' ');
}
// plies: of the 4×36 game just finished (a sample after one); longest: the longest game so far
const HEADER = ' games    min  heapMB  nodes allNodes docs listen wrks  wasmMB engMB plies longest errs  board';

const finishedCount = () => page.evaluate(() => window.__soak.finished);

/** Waits until the demonstration has finished `n` more games (or the time is up). */
async function demoGames(n) {
  const start = await finishedCount();
  await page.waitForFunction((target) => window.__soak.finished >= target, start + n, { timeout: 0, polling: 250 });
}

async function boardIdle() {
  await page.waitForFunction(() => {
    const app = document.querySelector('.mancala-app');
    const b = document.querySelector('.mb-board');
    return app && b && b.dataset.animating === 'false' && app.dataset.busy !== 'true';
  }, null, { timeout: 60000 });
}

async function touch() {
  const box = await page.locator('canvas.mb-canvas').boundingBox();
  await page.mouse.click(box.x + 5, box.y + 5); // a touch on the board's corner: no hole
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'play');
  interruptions.touch += 1;
}

async function visitorMove() {
  await boardIdle();
  const st = await page.$eval('.mb-board', (el) => ({
    legal: el.dataset.legal ? el.dataset.legal.split(' ') : [], centers: JSON.parse(el.dataset.holeCenters || '[]'),
  }));
  const move = st.legal.find((m) => m !== 'pass');
  if (!move) return false;
  const c = st.centers[Number(move.replace(/^x/, ''))];
  await page.$eval('.mb-board-scroll', (el, x) => { el.scrollLeft = Math.max(0, x - el.clientWidth / 2); }, c[0]);
  const box = await page.locator('canvas.mb-canvas').boundingBox(); // after the scroll
  await page.mouse.click(box.x + c[0], box.y + c[1]);
  await boardIdle();
  interruptions.move += 1;
  return true;
}

let kindIndex = 0;
async function interrupt(newGame = false) {
  await touch();
  const r = newGame ? 0.6 : random();
  if (r < 0.3) {
    // a visitor plays a move (the computer at Casual answers), then leaves
    await visitorMove();
  } else if (r < 0.5) {
    // plays, then takes it back
    if (await visitorMove()) {
      await page.waitForFunction(() => !document.querySelector('.mb-undo').disabled, null, { timeout: 60000 }).catch(() => {});
      if (await page.$eval('.mb-undo', (b) => !b.disabled && b.offsetParent !== null)) {
        await page.click('.mb-undo');
        await boardIdle();
        interruptions.undo += 1;
      }
    }
  } else if (r < 0.8) {
    // a new game of the next kind, from the start screen
    kindIndex = (kindIndex + 1) % KINDS.length;
    const [id, size] = KINDS[kindIndex];
    await page.click('.mb-new');
    await page.waitForSelector('.mancala-app[data-view="start"]');
    if (size) await page.locator('.mb-size').fill(String(size));
    // the start view's card (the kiosk's attract screen, hidden, has cards of the same game)
    await page.click(`.mb-cards .mb-card[data-game="${id}"] button.mb-primary`);
    await page.waitForSelector(`.mb-board[data-game="${id}"]`);
    interruptions.newGame += 1;
  } else {
    // another language (the app is re-mounted with the same game)
    const lang = LANGS[interruptions.language % LANGS.length];
    // kiosk mode shows its large menu (web/js/choice.js) in the select's place
    const big = page.locator('.mb-lang-setting .mb-choice-btn');
    if (await big.count()) {
      await big.click();
      await page.click(`.mb-lang-setting .mb-choice[data-value="${lang}"]`);
    } else await page.selectOption('.mb-lang', lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    interruptions.language += 1;
  }
  // then nobody touches it: the demonstration starts again after kioskIdle
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'demo', null, { timeout: 60000 });
}

// A line on standard error every minute, to follow a long run.
const heartbeat = setInterval(async () => {
  const st = await page.evaluate(() => {
    const b = document.querySelector('.mb-board');
    return { n: window.__soak.finished, kind: b ? `${b.dataset.game}${b.dataset.size && b.dataset.game === 'nsolo' ? `.${b.dataset.size}` : ''}` : '?', ply: b ? document.querySelectorAll('.mb-moves li').length : 0, kiosk: document.querySelector('.mancala-app')?.dataset.kiosk };
  }).catch(() => null);
  if (st) process.stderr.write(`soak: ${((Date.now() - t0) / 60000).toFixed(1)} min, ${st.n} games, now ${st.kind} at ply ${st.ply} (${st.kiosk})\n`);
}, 60000);
heartbeat.unref();
console.log(`soak: ${GAMES} games, a visitor every ${EVERY} games, a sample every ${SAMPLE} games`);
console.log(HEADER);
await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'demo', null, { timeout: 60000 });
await sample(0);
let nextSample = SAMPLE;
let stopped = '';
while (true) {
  const long = LONG(await boardKind());
  await demoGames(long ? 1 : EVERY);
  const done = await finishedCount();
  // a sample at every SAMPLE games, and after each 4×36 game (so that board is sampled too)
  if (done >= nextSample || long) {
    await sample(done, long);
    if (done >= nextSample) nextSample = done + SAMPLE;
  }
  if (done >= GAMES) break;
  if (Date.now() - t0 > MAX_MS) {
    stopped = `stopped after ${(MAX_MS / 60000).toFixed(0)} minutes (--max-minutes)`;
    break;
  }
  await interrupt(long);
}
const soak = await page.evaluate(() => window.__soak);
if (samples[samples.length - 1].games !== soak.finished) await sample(soak.finished);
const last = samples[samples.length - 1];

// Verdict: after warm-up, compare the first and the last thirds of the remaining samples by
// their medians. Warm-up: the first quarter of the samples, and at least until every kind of
// board of the run has been on show once (from that sample on): a wasm module's memory only
// grows, to the high-water mark of its largest board (Nsolo 4×36), which is no leak.
const median = (xs) => { const a = xs.slice().sort((x, y) => x - y); return a[Math.floor(a.length / 2)]; };
const firstShown = Math.max(...[...new Set(samples.map((x) => x.kind))].map((kind) => samples.findIndex((x) => x.kind === kind)));
const warm = samples.slice(Math.max(1, Math.floor(samples.length / 4), firstShown));
const third = Math.max(1, Math.floor(warm.length / 3));
const early = warm.slice(0, third);
const late = warm.slice(-third);
const LIMITS = { heapMB: 1.0, nodes: 300, domNodes: 2000, listeners: 50, workers: 0, wasmMB: 0.5, engineMB: 0.5, documents: 0 };
// DOM nodes and listeners depend on the board on show (Nsolo 4×36 has 144 holes): compared
// within each kind of board, the largest growth counts.
const PER_KIND = new Set(['nodes', 'listeners']);
const growth = {};
const explained = [];
let grew = false;
for (const [k, lim] of Object.entries(LIMITS)) {
  let d;
  if (k === 'wasmMB') {
    // the page's wasm memory: every step after warm-up, less the steps whose interval
    // finished a game longer than any before (its history is the high-water mark)
    d = 0;
    for (let i = 1; i < warm.length; i++) {
      const step = warm[i].wasmMB - warm[i - 1].wasmMB;
      if (step <= 0) continue;
      if (warm[i].longest > warm[i - 1].longest) explained.push({ games: warm[i].games, from: warm[i - 1].wasmMB, to: warm[i].wasmMB, plies: warm[i].longest });
      else d += step;
    }
  } else if (PER_KIND.has(k)) {
    d = -Infinity;
    for (const kind of new Set(warm.map((x) => x.kind))) {
      const of = warm.filter((x) => x.kind === kind);
      if (of.length >= 2) d = Math.max(d, of[of.length - 1][k] - of[0][k]);
    }
    if (d === -Infinity) d = 0;
  } else {
    // (the engine's memory is NaN in a sample taken while no worker was alive)
    const of = (xs) => xs.map((x) => x[k]).filter(Number.isFinite);
    d = of(late).length && of(early).length ? median(of(late)) - median(of(early)) : 0;
  }
  growth[k] = d;
  if (d > lim) grew = true;
}
console.log();
console.log(`games finished: ${soak.finished} (${Object.entries(soak.byKind).map(([k, v]) => `${k} ${v}`).join(', ')}) in ${last.minutes.toFixed(1)} min${stopped ? `; ${stopped}` : ''}`);
console.log(`interruptions: ${interruptions.touch} visits, each a touch that ends the demonstration, then: a move ${interruptions.move}, undo ${interruptions.undo}, a new game ${interruptions.newGame}, a language switch ${interruptions.language}`);
console.log(`growth after warm-up (the first quarter of the samples, and until every kind of board has been on show; heap, wasm, workers, documents: median of the last third - median of the first third; nodes, listeners: last - first sample on the same kind of board, the largest): ${Object.entries(growth).map(([k, d]) => `${k} ${d >= 0 ? '+' : ''}${Number.isInteger(d) ? d : d.toFixed(2)}`).join(', ')}`);
const shown = (mb) => mb.toFixed(2);
console.log(`wasm memory: ${shown(samples[0].wasmMB)} MB at the start, ${shown(warm[0].wasmMB)} after warm-up, ${shown(last.wasmMB)} at the end (the longest game ${last.longest} plies); steps after warm-up at a new longest game: ${explained.length ? explained.map((e) => `${shown(e.from)} → ${shown(e.to)} MB by game ${e.games} (longest ${e.plies} plies)`).join(', ') : 'none'}; the other steps (wasmMB above): +${growth.wasmMB.toFixed(2)} MB`);
console.log(`limits (noise): ${Object.entries(LIMITS).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`console errors: ${errors.length}${errors.length ? `\n  ${errors.slice(0, 10).join('\n  ')}` : ''}`);
console.log(grew || errors.length ? 'soak: FAIL' : 'soak: flat, no errors');

await browser.close();
await server.close();
process.exit(grew || errors.length ? 1 : 0);
