// The same seeded random playouts, native and as wasm in Node, in one run.
//
// Native: `target/release/mancala bench --games N --seed S` (JSON lines, one per board).
// Wasm:   target/wasm-bench/mancala_wasm_engine_bg.wasm: the engine's module (whose search
//         plays through these rules), built by scripts/build-wasm.sh --bench with the same
//         settings as web/pkg's and benchPlayouts added,
//         loaded with initSync, calling benchPlayouts with the same game (its config, `nsolo.12`), count and
//         seed. Both run mancala_rules::playout::run, so they must play the very same games:
//         the game and move counts and the checksums are compared (the run fails if they
//         differ). The rates are printed with wasm/native for each board; the goal is
//         wasm ≥ 0.6 × native. No thresholds: the figures are for reading.
//
// Usage: node bench/wasm-vs-native.mjs [--games N] [--seed S] [--runs R]
//   --games  games per small board (default 5000; Nsolo 4×36 plays a twentieth, as the CLI does)
//   --seed   seed, 0 to 4294967295 (default 1)
//   --runs   timings per board on each side, the fastest is kept (default 3)
// Needs: cargo build --release -p mancala-cli && scripts/build-wasm.sh --bench
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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

const cli = join(root, "target/release/mancala");
const pkg = join(process.env.CARGO_TARGET_DIR || join(root, "target"), "wasm-bench");
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

// The native figures: the fastest of `runs` runs of the CLI, per board.
let native = [];
for (let i = 0; i < runs; i++) {
  const lines = execFileSync(cli, ["bench", "--games", String(games), "--seed", String(seed)], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  native = native.length ? native.map((best, j) => (lines[j].seconds < best.seconds ? lines[j] : best)) : lines;
}

const fmt = (n) => Math.round(n).toLocaleString("en-US").padStart(11);
const name = (r) => (r.size ? `${r.game} 4×${r.size}` : r.game).padEnd(13);
console.log(`seeded random playouts, seed ${seed} (native: mancala bench; wasm: benchPlayouts in Node ${process.version})`);
console.log(`${"board".padEnd(13)} ${"games".padStart(6)} ${"moves".padStart(9)}  ${"native mv/s".padStart(11)}  ${"wasm mv/s".padStart(11)}  ${"native g/s".padStart(11)}  ${"wasm g/s".padStart(11)}  wasm/native`);
let mismatch = false;
for (const n of native) {
  let best = Infinity;
  let tally;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    tally = benchPlayouts(n.size ? `${n.game}.${n.size}` : n.game, n.games, seed);
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  const same = tally.games === n.games && tally.moves === n.moves && tally.checksum === n.checksum;
  if (!same) {
    mismatch = true;
    console.error(`MISMATCH ${n.game} ${n.size ?? ""}: native ${JSON.stringify(n)} wasm ${JSON.stringify(tally)}`);
  }
  const wasmMoves = tally.moves / best;
  console.log(
    `${name(n)} ${String(n.games).padStart(6)} ${String(n.moves).padStart(9)}  ${fmt(n.moves_per_s)}  ${fmt(wasmMoves)}  ${fmt(n.games_per_s)}  ${fmt(tally.games / best)}  ${(wasmMoves / n.moves_per_s).toFixed(2).padStart(11)}`,
  );
}
if (mismatch) {
  console.error("wasm-vs-native: native and wasm played different games (see above)");
  process.exit(1);
}
console.log("checksums agree: native and wasm played the same games");
