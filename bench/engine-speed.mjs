// Engine speed: nodes per second native (mancala analyse) and as wasm in Node (the same
// positions, the same node budgets, so the same trees), their ratio, and Expert's move
// time in wasm. Prints one JSON line per figure. Run by bench/engine.sh (needs web/pkg from
// scripts/build-wasm.sh and target/release/mancala).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// PKG=<dir> measures another build of the engine's module (default target/wasm-bench: the
// shipped module's build with the `bench` feature, which has analyse: scripts/build-wasm.sh
// --bench); the page's module (Game, for self-play) comes from web/pkg.
const pkg = resolve(process.env.PKG || join(process.env.CARGO_TARGET_DIR || join(root, 'target'), 'wasm-bench'));
// The engine's module (the Web Worker's) and the page's rules module (Game, for self-play).
const { initSync, Engine } = await import(pathToFileURL(join(pkg, 'mancala_wasm_engine.js')).href);
const wasmBytes = readFileSync(join(pkg, 'mancala_wasm_engine_bg.wasm'));
initSync({ module: wasmBytes });
const page = await import(pathToFileURL(join(root, 'web/pkg/mancala_wasm.js')).href);
page.initSync({ module: readFileSync(join(root, 'web/pkg/mancala_wasm_bg.wasm')) });
const { Game } = page;
console.log(JSON.stringify({
  bench: 'wasm-size', module: 'mancala_wasm_engine_bg.wasm', bytes: wasmBytes.length, gzip_bytes: gzipSync(wasmBytes, { level: 9 }).length, limit_gzip_bytes: 60000, // issue 3's budget, as scripts/size-report.mjs checks it
}));

// Positions: each game's start and a middle-game position reached by a fixed record.
const cases = [
  { name: 'adji-boto', record: 'adji-boto_m5.0.6.1.7.2.8.3.9.4.5.1', nodes: 300000 },
  { name: 'ayoayo', record: 'ayoayo_m3.8.1.10', nodes: 300000 },
  { name: 'nsolo.8', record: 'nsolo_m0', nodes: 300000 },
  { name: 'nsolo.20', record: 'nsolo.20_m0', nodes: 200000 },
  { name: 'nsolo.36', record: 'nsolo.36', nodes: 100000 },
];

const mancala = join(root, 'target/release/mancala');
// The machine is shared: each side runs REPS times (alternating, default 5) and its best
// run counts, which also lets V8 tier the wasm code up before the figure is taken.
const reps = Number(process.env.REPS || 5);
const engine = new Engine(64); // analyse() clears it before each search
// Besides the wall clock, each side's CPU time (Linux: the thread's, /proc/thread-self/schedstat
// here, `cpu_ms` from mancala analyse): on a loaded machine the waits for a core swell the wall
// clock of either side at random, not its CPU time.
const cpuNow = () => {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
};
let ratios = [];
const cpuRatios = [];
for (const c of cases) {
  let native = null, w = null, nativeNps = 0, wasmNps = 0, nativeCpuNps = 0, wasmCpuNps = 0;
  for (let r = 0; r < reps; r++) {
    native = JSON.parse(execFileSync(mancala, ['analyse', c.record, '--nodes', String(c.nodes)]).toString());
    nativeNps = Math.max(nativeNps, native.nps);
    if (native.cpu_ms) nativeCpuNps = Math.max(nativeCpuNps, native.nodes / (native.cpu_ms / 1000));
    const c0 = cpuNow();
    const t0 = performance.now();
    w = engine.analyse(c.record, c.nodes);
    const ms = performance.now() - t0;
    const cpuMs = c0 === null ? null : cpuNow() - c0;
    wasmNps = Math.max(wasmNps, w.nodes / (ms / 1000));
    if (cpuMs) wasmCpuNps = Math.max(wasmCpuNps, w.nodes / (cpuMs / 1000));
  }
  const ratio = wasmNps / nativeNps;
  ratios.push(ratio);
  const cpuRatio = nativeCpuNps && wasmCpuNps ? wasmCpuNps / nativeCpuNps : null;
  if (cpuRatio) cpuRatios.push(cpuRatio);
  console.log(JSON.stringify({
    bench: 'engine-speed', position: c.name, nodes: w.nodes, same_tree: w.nodes === native.nodes && w.move === native.best,
    native_nps: Math.round(nativeNps), wasm_nps: Math.round(wasmNps), ratio: Math.round(ratio * 1000) / 1000,
    cpu_ratio: cpuRatio === null ? null : Math.round(cpuRatio * 1000) / 1000,
  }));
}
engine.free();
const geomean = (xs) => Math.exp(xs.reduce((a, r) => a + Math.log(r), 0) / xs.length);
const geo = geomean(ratios);
console.log(JSON.stringify({
  bench: 'engine-speed', summary: 'wasm/native nps ratio (geometric mean)', ratio: Math.round(geo * 1000) / 1000,
  cpu_ratio: cpuRatios.length === ratios.length ? Math.round(geomean(cpuRatios) * 1000) / 1000 : null, goal: 0.8, load: Math.round(loadavg()[0] * 100) / 100,
}));

// Expert's move time in wasm (with its clock cap), over the moves of short self-play games
// (NPS_ONLY=1 skips them: comparing builds needs only the ratios above).
for (const [id, size] of process.env.NPS_ONLY ? [] :  [['adji-boto', 0], ['ayoayo', 0], ['nsolo', 8], ['nsolo', 20], ['nsolo', 36]]) {
  const game = Game.create(size ? `${id}.${size}` : id);
  const engine = new Engine(16);
  const times = [];
  for (let ply = 0; ply < 16 && game.result() === null; ply++) {
    const t0 = performance.now();
    const a = engine.think(game.record(), 'expert', ply);
    times.push(performance.now() - t0);
    game.play(a.move);
  }
  engine.free();
  game.free();
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(JSON.stringify({
    bench: 'expert-move-time-wasm', game: id, size: size || null, moves: times.length,
    mean_ms: Math.round(mean), p95_ms: Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]),
    max_ms: Math.round(times[times.length - 1]), limit_ms: 1000,
  }));
}
