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
    const goal = m.kind === 'ladder' ? 0.7 : m.kind === 'greedy' ? 0.95 : null;
    const ok = goal === null ? null : Math.min(m.share_as_first, m.share_as_second) >= goal;
    console.log([pad(gameName(m), 15), pad(m.a, 28), pad(m.b, 28), lpad(m.games, 5), lpad(f2(m.points_share), 6),
      lpad(f2(m.share_as_first), 7), lpad(f2(m.share_as_second), 7), lpad(f2(m.avg_margin), 7),
      lpad(goal === null ? '-' : `>=${goal}`, 6), '  ' + (ok === null ? '(figure)' : verdict(ok))].join(' '));
  }
  console.log();
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
    lpad('ratio', 6)].join(' '));
  for (const s of nps) {
    console.log([pad(s.position, 10), lpad(s.nodes, 8), lpad(s.same_tree ? 'yes' : 'NO', 10), lpad(s.native_nps, 11),
      lpad(s.wasm_nps, 10), lpad(s.ratio.toFixed(2), 6)].join(' '));
  }
  const sum = speed.find((s) => s.bench === 'engine-speed' && s.summary);
  if (sum) console.log(`geometric mean ratio ${sum.ratio.toFixed(2)}; goal >= ${sum.goal}: ${verdict(sum.ratio >= sum.goal)}`);
  console.log();
}

const times = speed.filter((s) => s.bench === 'expert-move-time-wasm');
if (times.length) {
  console.log("Expert's move time as wasm in Node (self-play from the start, with its clock cap).");
  console.log([pad('game', 15), lpad('moves', 6), lpad('mean ms', 8), lpad('max ms', 7), lpad('goal', 8), '  result'].join(' '));
  for (const t of times) {
    const name = t.size ? `${t.game} 4x${t.size}` : t.game;
    console.log([pad(name, 15), lpad(t.moves, 6), lpad(t.mean_ms, 8), lpad(t.max_ms, 7), lpad(`<=${t.limit_ms}`, 8),
      '  ' + verdict(t.max_ms <= t.limit_ms)].join(' '));
  }
}
