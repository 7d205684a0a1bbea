// Reads the lines bench/engine.sh collects (matches as "kind<TAB>json", speed figures as
// JSON) and prints them as tables with pass/fail against issue 4's goals and issue 3's
// size budget. Exit status 0 either way: these are figures, not a test.
import { readFileSync } from 'node:fs';

const lines = readFileSync(0, 'utf8').split('\n').filter((l) => l.trim());
const matches = [];
const speed = [];
for (const line of lines) {
  const tab = line.indexOf('\t');
  if (tab >= 0) matches.push({ kind: line.slice(0, tab), ...JSON.parse(line.slice(tab + 1)) });
  else speed.push(JSON.parse(line));
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const f2 = (x) => (x === null || x === undefined ? '-' : x.toFixed(2));
const verdict = (ok) => (ok ? 'pass' : 'FAIL');
const gameName = (m) => (m.size ? `${m.game} 4x${m.size}` : m.game);

// Matches finish in any order (they run side by side): list them by game, then ladder step.
const gameOrder = ['adji-boto', 'ayoayo', 'nsolo 4x8', 'nsolo 4x20'];
const stepOrder = ['beginner', 'casual', 'strong', 'greedy'];
const rank = (list, x) => (list.indexOf(x) < 0 ? list.length : list.indexOf(x));
matches.sort((x, y) => rank(gameOrder, gameName(x)) - rank(gameOrder, gameName(y))
  || rank(stepOrder, x.b) - rank(stepOrder, y.b));

if (matches.length) {
  const { GAMES, PLIES, BALANCE } = process.env;
  console.log(`Strength: points share of A (wins + draws/2), overall and with each colour.`);
  console.log(`${GAMES} games per match in colour-swapped pairs; openings of ${PLIES} random plies` +
    (Number(BALANCE) > 0 ? `, re-drawn until a ${BALANCE}-node search scores them within 2 seeds.` : '.'));
  console.log(`Goal: the share as first AND as second player at least the goal ("both sides").`);
  console.log();
  console.log([pad('game', 15), pad('A', 28), pad('B', 28), lpad('games', 5), lpad('share', 6), lpad('as 1st', 7),
    lpad('as 2nd', 7), lpad('margin', 7), lpad('goal', 6), '  result'].join(' '));
  for (const m of matches) {
    // Issue 13: against the Expert of before, each colour >= 0.70; against negamax, >= 0.95
    // overall and no lost colour-swapped pair.
    const goal = m.kind === 'ladder' || m.kind === 'vs-old' ? 0.7 : m.kind === 'greedy' || m.kind === 'negamax' ? 0.95 : null;
    const lostPairs = m.pairs_won_drawn_lost ? m.pairs_won_drawn_lost[2] : null;
    const ok = goal === null ? null : m.kind === 'negamax'
      ? m.points_share >= goal && lostPairs === 0
      : Math.min(m.share_as_first, m.share_as_second) >= goal;
    console.log([pad(gameName(m), 15), pad(m.a, 28), pad(m.b, 28), lpad(m.games, 5), lpad(f2(m.points_share), 6),
      lpad(f2(m.share_as_first), 7), lpad(f2(m.share_as_second), 7), lpad(f2(m.avg_margin), 7),
      lpad(goal === null ? '-' : `>=${goal}`, 6), '  ' + (ok === null ? '(figure)' : verdict(ok)) +
      (m.kind === 'negamax' ? ` (overall; pairs lost: ${lostPairs})` : '')].join(' '));
  }
  console.log();
  const judged = matches.filter((m) => m.judged_moves && (m.judged_moves[0] || m.judged_moves[1]));
  if (judged.length) {
    console.log('How good is it: moves judged against exact values (where a solve of JUDGE nodes reaches).');
    console.log([pad('game', 15), pad('player', 28), lpad('judged', 7), lpad('optimal', 8), lpad('seeds lost/move', 16),
      lpad('solver moves', 13)].join(' '));
    for (const m of judged) {
      for (const w of [0, 1]) {
        console.log([pad(gameName(m), 15), pad(w ? m.b : m.a, 28), lpad(m.judged_moves[w], 7), lpad(f2(m.optimal_share[w]), 8),
          lpad(m.avg_seeds_lost[w] === null ? '-' : m.avg_seeds_lost[w].toFixed(3), 16), lpad(m.solved_moves[w], 13)].join(' '));
      }
    }
    console.log();
  }
}

const size = speed.find((s) => s.bench === 'wasm-size');
if (size) {
  console.log(`Wasm module${size.module ? ` ${size.module}` : ''}: ${size.bytes} bytes, ${size.gzip_bytes} gzipped (${(size.gzip_bytes / 1024).toFixed(1)} KB); ` +
    `goal <= 60 000 B: ${verdict(size.gzip_bytes <= size.limit_gzip_bytes)}`);
  console.log();
}

const nps = speed.filter((s) => s.bench === 'engine-speed' && s.position);
if (nps.length) {
  console.log('Speed: the same search (same position, node budget and tree) natively and as wasm in Node.');
  console.log([pad('position', 10), lpad('nodes', 8), lpad('same tree', 10), lpad('native nps', 11), lpad('wasm nps', 10),
    lpad('ratio', 6), lpad('CPU ratio', 10)].join(' '));
  for (const s of nps) {
    console.log([pad(s.position, 10), lpad(s.nodes, 8), lpad(s.same_tree ? 'yes' : 'NO', 10), lpad(s.native_nps, 11),
      lpad(s.wasm_nps, 10), lpad(s.ratio.toFixed(2), 6), lpad(s.cpu_ratio == null ? '-' : s.cpu_ratio.toFixed(2), 10)].join(' '));
  }
  const sum = speed.find((s) => s.bench === 'engine-speed' && s.summary);
  // On a loaded machine the CPU-time ratio is the one to judge (the wall clock counts the waits for a core).
  const judged = sum && (sum.cpu_ratio ?? sum.ratio);
  if (sum) console.log(`geometric mean ratio ${sum.ratio.toFixed(2)} (wall), ${sum.cpu_ratio == null ? '-' : sum.cpu_ratio.toFixed(2)} (CPU time), load ${sum.load}; goal >= ${sum.goal}: ${verdict(judged >= sum.goal)}`);
  console.log();
}

const times = speed.filter((s) => s.bench === 'expert-move-time-wasm');
if (times.length) {
  console.log("Expert's move time as wasm in Node (self-play from the start, with its clock cap).");
  console.log([pad('game', 15), lpad('moves', 6), lpad('mean ms', 8), lpad('p95 ms', 7), lpad('max ms', 7),
    lpad('goal p95', 9), '  result'].join(' '));
  for (const t of times) {
    const name = t.size ? `${t.game} 4x${t.size}` : t.game;
    const p95 = t.p95_ms ?? t.max_ms;
    console.log([pad(name, 15), lpad(t.moves, 6), lpad(t.mean_ms, 8), lpad(p95, 7), lpad(t.max_ms, 7),
      lpad(`<=${t.limit_ms}`, 9), '  ' + verdict(p95 <= t.limit_ms)].join(' '));
  }
}
