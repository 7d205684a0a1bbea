// The same seeded random playouts, native and as wasm in Node, in one run.
//
// Native: `target/release/mancala bench --games N --seed S` (JSON lines, one per board).
// Wasm:   target/wasm-bench/mancala_wasm_engine_bg.wasm: the engine's module (whose search
//         plays through these rules), built by scripts/build-wasm.sh --bench with the same
//         settings as web/pkg's and benchPlayouts added,
//         loaded with initSync, calling benchPlayouts with the same game (its config, `nsolo.12`), count and
//         seed. Both run mancala_rules::playout::run, so they must play the very same games:
//         the game and move counts and the checksums are compared (the run fails if they
//         differ). The rates are printed with wasm/native for each board, by the wall clock
//         and by CPU time (the figure to read on a loaded machine); the goal is
//         wasm ≥ 0.8 × native (issue 16). No thresholds: the figures are for reading.
//         PKG=<dir> measures another build of the module (default target/wasm-bench), CLI=<file>
//         another native build (default target/release/mancala).
//
// Usage: node bench/wasm-vs-native.mjs [--games N] [--seed S] [--runs R]
//   --games  games per small board (default 5000; Nsolo 4×36 plays a twentieth, as the CLI does)
//   --seed   seed, 0 to 4294967295 (default 1)
//   --runs   turns per side (each times every board), the fastest is kept (default 3)
// Needs: cargo build --release -p mancala-cli && scripts/build-wasm.sh --bench
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function option(name, fallback, max) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 0 || v > max) {
    console.error(`wasm-vs-native: --${name} takes a whole number from 0 to ${max}`);
    process.exit(2);
  }
  return v;
}
const games = Math.max(1, option("games", 5000, 1e9));
const seed = option("seed", 1, 2 ** 32 - 1);
const runs = Math.max(1, option("runs", 3, 100));

const cli = process.env.CLI ? resolve(process.env.CLI) : join(root, "target/release/mancala");
const pkg = process.env.PKG ? resolve(process.env.PKG) : join(process.env.CARGO_TARGET_DIR || join(root, "target"), "wasm-bench");
for (const [file, how] of [
  [cli, "cargo build --release -p mancala-cli"],
  [join(pkg, "mancala_wasm_engine.js"), "scripts/build-wasm.sh --bench"],
]) {
  if (!existsSync(file)) {
    console.error(`wasm-vs-native: ${file} is missing: run ${how}`);
    process.exit(2);
  }
}

const { initSync, benchPlayouts } = await import(join(pkg, "mancala_wasm_engine.js"));
initSync({ module: readFileSync(join(pkg, "mancala_wasm_engine_bg.wasm")) });

// The machine is shared: the two sides take turns (a native run of every board, then the
// wasm runs of every board, `runs` times), and each side's fastest run counts, by the wall
// clock and by the thread's CPU time (Linux: /proc/thread-self/schedstat, read the same way
// on both sides), which does not count the waits for a core that a loaded machine adds.
const cpuNow = () => {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e9;
  } catch {
    return null;
  }
};
let native = [];
const wasm = [];
let mismatch = false;
for (let i = 0; i < runs; i++) {
  const lines = execFileSync(cli, ["bench", "--games", String(games), "--seed", String(seed)], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  native = native.length
    ? native.map((best, j) => ({
        ...best,
        seconds: Math.min(best.seconds, lines[j].seconds),
        cpu_seconds: Math.min(best.cpu_seconds ?? Infinity, lines[j].cpu_seconds ?? Infinity),
      }))
    : lines.map((l) => ({ ...l, cpu_seconds: l.cpu_seconds ?? Infinity }));
  native.forEach((n, j) => {
    const c0 = cpuNow();
    const t0 = performance.now();
    const tally = benchPlayouts(n.size ? `${n.game}.${n.size}` : n.game, n.games, seed);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = c0 === null ? Infinity : cpuNow() - c0;
    if (!(tally.games === n.games && tally.moves === n.moves && tally.checksum === n.checksum)) {
      mismatch = true;
      console.error(`MISMATCH ${n.game} ${n.size ?? ""}: native ${JSON.stringify(n)} wasm ${JSON.stringify(tally)}`);
    }
    wasm[j] = { tally, seconds: Math.min(wasm[j]?.seconds ?? Infinity, seconds), cpu: Math.min(wasm[j]?.cpu ?? Infinity, cpu) };
  });
}

const fmt = (n) => Math.round(n).toLocaleString("en-US").padStart(11);
const name = (r) => (r.size ? `${r.game} 4×${r.size}` : r.game).padEnd(13);
const ratio = (x) => (Number.isFinite(x) ? x.toFixed(2) : "-").padStart(11);
console.log(`seeded random playouts, seed ${seed}, best of ${runs} turns each (native: mancala bench; wasm: benchPlayouts in Node ${process.version})`);
console.log(`${"board".padEnd(13)} ${"games".padStart(6)} ${"moves".padStart(9)}  ${"native mv/s".padStart(11)}  ${"wasm mv/s".padStart(11)}  ${"wall ratio".padStart(11)}  ${"CPU ratio".padStart(11)}`);
const figures = [];
native.forEach((n, j) => {
  const w = wasm[j];
  const wall = n.seconds / w.seconds; // wasm/native speed: the inverse ratio of the times
  const cpu = n.cpu_seconds / w.cpu;
  figures.push({ board: n.size ? `${n.game}.${n.size}` : n.game, wall_ratio: Math.round(wall * 1000) / 1000, cpu_ratio: Number.isFinite(cpu) ? Math.round(cpu * 1000) / 1000 : null });
  console.log(`${name(n)} ${String(n.games).padStart(6)} ${String(n.moves).padStart(9)}  ${fmt(n.moves / n.seconds)}  ${fmt(w.tally.moves / w.seconds)}  ${ratio(wall)}  ${ratio(cpu)}`);
});
console.log(JSON.stringify({ bench: "wasm-vs-native", runs, games, seed, load: readLoad(), boards: figures }));
if (mismatch) {
  console.error("wasm-vs-native: native and wasm played different games (see above)");
  process.exit(1);
}
console.log("checksums agree: native and wasm played the same games");

/** The 1-minute load average (how busy the machine was: say it with the figures). */
function readLoad() {
  return Math.round(loadavg()[0] * 100) / 100;
}
