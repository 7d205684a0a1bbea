// The page in headless Chromium: time to the first board drawn, and the frames of a long
// Nsolo 4×36 sowing animation. Prints figures; no thresholds (goals: first board within 1 s,
// no frame's work over 16 ms).
//
// First board: from navigation start to the page's own `performance.mark('board-drawn')`
// (web/js/board.js sets it on the first draw), for a link to each game (`index.html#<record>`),
// in a fresh browser profile: the first load of the page (nothing cached) and then reloads.
//
// Frames: opens a 4×36 Nsolo game, clicks the opening move with the longest account (found
// with the same wasm module in Node) and, until the animation ends, records for every frame
// (1) the interval between requestAnimationFrame callbacks and (2) the main thread's work for
// the frame: from the frame's start to a message posted from the last rAF callback, which runs
// once the frame's callbacks, style, layout and paint are done, and (3) the page's own script
// time per frame: the time spent in the page's requestAnimationFrame callbacks (the board's
// draw; measured by wrapping requestAnimationFrame before the page loads), which is far less
// noisy than (1) and (2) on a shared machine. For each: median, p95, max and the count over
// 16 ms. Long-animation-frame entries (over 50 ms) are counted too. `--runs N` plays the sowing
// N times (a fresh page each time) and prints each run.
//
// `--phone` measures in a 390×844 viewport at device pixel ratio 3 (the board scrolls sideways
// and follows the sowing).
//
// Usage: node bench/browser.mjs [--loads N] [--runs N] [--speed slow|normal|fast] [--phone]
// Needs: scripts/build-wasm.sh (web/pkg), npm ci (playwright-core), /usr/bin/chromium.
import { chromium } from "playwright-core";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "../tests/e2e/server.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv;
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const loads = Number(arg("loads", "5"));
const runs = Number(arg("runs", "1"));
const speed = arg("speed", "normal");
const phone = argv.includes("--phone");
const viewport = phone ? { width: 390, height: 844 } : { width: 1280, height: 720 };
if (!Number.isInteger(loads) || loads < 1 || loads > 100 || !Number.isInteger(runs) || runs < 1 || runs > 20 ||
  !["slow", "normal", "fast"].includes(speed)) {
  console.error("usage: node bench/browser.mjs [--loads 1..100] [--runs 1..20] [--speed slow|normal|fast] [--phone]");
  process.exit(2);
}
const pkg = join(root, "web/pkg");
if (!existsSync(join(pkg, "mancala_wasm.js"))) {
  console.error("browser bench: web/pkg is missing: run scripts/build-wasm.sh");
  process.exit(2);
}

// The 4×36 opening move with the longest account, from the module the page uses.
const { initSync, Game } = await import(join(pkg, "mancala_wasm.js"));
initSync({ module: readFileSync(join(pkg, "mancala_wasm_bg.wasm")) });
let longest = { move: null, events: -1 };
for (const move of Game.create("nsolo.36").legalMoves()) {
  const g = Game.create("nsolo.36");
  const events = g.play(move).length;
  g.free();
  if (events > longest.events) longest = { move, events };
}

const server = await serve(root);
const profile = await mkdtemp(join(tmpdir(), "mancala-bench-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
  viewport,
  deviceScaleFactor: phone ? 3 : 1,
});
const errors = [];
context.on("page", (p) => {
  p.on("pageerror", (e) => errors.push(e.message));
  p.on("response", (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()} ${r.url()}`));
});
/** Waits for `fn` in the page; on a timeout, says what the page reported. */
async function until(page, fn, arg, timeout) {
  try {
    return await page.waitForFunction(fn, arg, { timeout });
  } catch (e) {
    throw new Error(`the page did not get there (${e.message.split("\n")[0]}); page errors: ${errors.join(" | ") || "none"}`);
  }
}

const ms = (x) => `${x.toFixed(1).padStart(7)} ms`;
try {
  const version = context.browser()?.version() ?? (await (await context.newPage()).evaluate(() => navigator.userAgent));
  console.log(`headless Chromium ${version}, viewport ${viewport.width}×${viewport.height}${phone ? " at ratio 3" : ""}, server on 127.0.0.1`);

  // --- first board ---------------------------------------------------------------------
  console.log("\nfirst board drawn (navigation start → performance.mark('board-drawn')):");
  const page = await context.newPage();
  for (const [name, fragment] of [["ayoayo", "ayoayo_m"], ["adji-boto", "adji-boto_m"], ["nsolo 4×36", "nsolo.36_m"]]) {
    const times = [];
    for (let i = 0; i < loads; i++) {
      // A new URL each time (the fragment differs), so the page really navigates.
      await page.goto(`${server.url}index.html?run=${i}#${fragment}`);
      const t = await until(page, () => performance.getEntriesByName("board-drawn", "mark")[0]?.startTime, null, 15000);
      times.push(await t.jsonValue());
    }
    const rest = times.slice(1);
    const note = rest.length ? `; reloads: best ${ms(Math.min(...rest))}, worst ${ms(Math.max(...rest))}` : "";
    console.log(`  ${name.padEnd(11)} ${name === "ayoayo" ? "first load" : "next game "} ${ms(times[0])}${note}`);
  }

  // --- frames of a long 4×36 sowing ----------------------------------------------------
  // The page's requestAnimationFrame callbacks, timed (script only; the recorder's own
  // callbacks below use the unwrapped function).
  await context.addInitScript(() => {
    const raw = window.requestAnimationFrame.bind(window);
    window.__rawRaf = raw;
    window.__script = [];
    window.requestAnimationFrame = (cb) => raw((ts) => {
      const t = performance.now();
      try {
        cb(ts);
      } finally {
        window.__script.push(performance.now() - t);
      }
    });
  });
  const sorted = (a) => [...a].sort((x, y) => x - y);
  const pct = (a, p) => (a.length ? sorted(a)[Math.min(a.length - 1, Math.floor((a.length * p) / 100))] : NaN);
  const over = (a, x) => a.filter((v) => v > x).length;
  const stats = (a, limit) =>
    `median ${ms(pct(a, 50))}, p95 ${ms(pct(a, 95))}, max ${ms(a.length ? Math.max(...a) : NaN)}; over ${limit} ms: ${over(a, limit)}/${a.length}`;
  for (let run = 1; run <= runs; run++) {
    const fp = await context.newPage();
    await fp.goto(`${server.url}index.html?frames=${run}#nsolo.36_m`);
    await fp.waitForSelector('.mb-board[data-animating="false"]');
    if (await fp.locator(".mb-speed").count()) await fp.selectOption(".mb-speed", speed);
    const centers = JSON.parse(await fp.$eval(".mb-board", (el) => el.dataset.holeCenters));
    const hole = Number(longest.move);
    await fp.$eval(".mb-board-scroll", (el, x) => {
      if (x < el.scrollLeft + 20 || x > el.scrollLeft + el.clientWidth - 20) el.scrollLeft = Math.max(0, x - el.clientWidth / 2);
    }, centers[hole][0]);
    const canvas = fp.locator("canvas.mb-canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();

    await fp.evaluate(() => {
      const rec = { intervals: [], work: [], loaf: [], last: 0, on: true };
      window.__frames = rec;
      window.__script.length = 0;
      const raf = window.__rawRaf || window.requestAnimationFrame.bind(window);
      const channel = new MessageChannel();
      let frameStart = 0;
      channel.port1.onmessage = () => rec.work.push(performance.now() - frameStart);
      const tick = (ts) => {
        if (!rec.on) return;
        if (rec.last) rec.intervals.push(ts - rec.last);
        rec.last = ts;
        frameStart = ts;
        channel.port2.postMessage(0);
        raf(tick);
      };
      raf(tick);
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) rec.loaf.push(e.duration);
        }).observe({ type: "long-animation-frame", buffered: false });
        rec.loafSupported = true;
      } catch {
        rec.loafSupported = false;
      }
    });
    const t0 = Date.now();
    await fp.mouse.click(box.x + centers[hole][0], box.y + centers[hole][1]);
    await fp.waitForSelector('.mb-board[data-animating="true"]', { timeout: 5000 });
    await fp.waitForSelector('.mb-board[data-animating="false"]', { timeout: 60000 });
    const wall = Date.now() - t0;
    const f = await fp.evaluate(() => {
      window.__frames.on = false;
      return { ...window.__frames, script: window.__script.slice() };
    });
    await fp.close();
    console.log(`\nNsolo 4×36, move ${longest.move} (${longest.events} events), speed ${speed}, run ${run}/${runs}: ${(wall / 1000).toFixed(1)} s, ${f.intervals.length} frames`);
    console.log(`  frame interval (rAF to rAF):  ${stats(f.intervals, 20)}`);
    console.log(`  main-thread work per frame:   ${stats(f.work, 16)}`);
    const slow = f.script.map((v, i) => [i, v]).filter(([, v]) => v > 16);
    console.log(`  page script per frame (draw): ${stats(f.script, 16)}${slow.length ? ` (frames ${slow.map(([i, v]) => `#${i}: ${v.toFixed(0)} ms`).join(", ")})` : ""}`);
    console.log(`  long animation frames (> 50 ms): ${f.loafSupported ? `${f.loaf.length}${f.loaf.length ? `, longest ${ms(Math.max(...f.loaf))}` : ""}` : "not supported by this Chromium"}`);
  }
  if (errors.length) console.log(`page errors: ${errors.join(" | ")}`);
} finally {
  await context.close();
  await server.close();
  await rm(profile, { recursive: true, force: true });
}
