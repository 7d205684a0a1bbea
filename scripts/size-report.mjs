// Prints the size of a static site folder, each file gzipped (level 9), against the budget
// (KB = 1000 bytes):
//   each wasm module < 60 KB gzipped; the whole folder < 223.5 KB gzipped;
//   the first visit < 100 KB gzipped: what the page needs before its first board is drawn,
//   in one language.
// The first visit is found from the files themselves: index.html's style sheets and module
// script, every module those import statically (not `import()`, not a Worker's script, not
// a `fetch`), for each wasm-bindgen module among them its `_bg.wasm` (which its `init()`
// loads), and the texts web/main.js fetches: locales/index.json and one language's file
// (the largest, for the worst case; English's is printed too). Everything else (the
// engine's module when the computer first thinks, the other languages on demand, icons with
// the manifest, the rules page, the service worker's precache when idle) comes later.
// Usage: node scripts/size-report.mjs [dir=dist]    (exit 1 when over budget)
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, posix, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_TOTAL = 223_500; // 150 KB until the lessons, the review and the gallery look; 190 KB until the sound and the script-free rules page (2026-12-01); 200 KB until the testers' fixes of 2026-12-02; 202 KB, then 202.5, then 204, then 205, then 206, then 207 until those of 2026-12-03; back to 205 with terser (2026-12-03); 206 for the kiosk on upright tablets (2026-12-04); 207 for the testers' fixes of 2026-12-04's third session (forced colours, Back, the kept language); 208 for the fourth's (the feeding rule said, a museum team's embedding fixes, the script-free message); 208.5 for the fifth's (two testers' passes: the capture chain said in one sentence, the empty review, the bonus count kept); 209 for the sixth's (a tablet's start screen, a lesson's text held at its height, the keyboard's fixes); 209.5 for a museum team's host pages (the host's text styles stopped at the element, the menu that follows its button, the fetch() named); 210 for 2026-12-05's first (a lesson beside the board, the settings folded where they wrap, the review's board kept in view on a tablet, the print style); 211 for its second (three testers' passes: low vision, a small phone, a phone turned); 212 for its third (a screen-reader tester's, a text audit, Nsolo's large boards); 213 for its fourth (the endless pass's reason from the rules module, two review fixes); 213.5 for 2026-12-06's second (a learner's and a museum team's passes); 214.5 for its third (testers' passes: a review checked against the engine, two children on a tablet, outside inputs, the texts against the seeds, a teacher's class); 214.7 for its fifth (a museum team's and a learner's passes: a kiosk's lessons on low screens, a mistake tapped in a phone's review, the rules' way back beside their text); 214.8 for its sixth (a kiosk's lesson across the board's row, after each step's move too); 215.2 for its seventh (testers' passes: the texts against the rules, a visitor offline, the computer asked again after its engine failed; the same bytes in any folder); 216.2 for 2026-12-07's (a museum team's embedding pass, a keyboard and screen-reader pass, and their check: a lesson's board in a frame, the kiosk's demonstration, the focus, the soft hyphens, the failures said in the visitor's words); 216.7 for its ninth (a learner's and a reviewer's passes: what just happened while stepping through a game and after Redo, the opening and a lesson's Watch said in the status line, a page h1); 219.6 for its tenth (the games' rules texts out of the first visit, loaded with the rules: 3.8 KB less on the first visit, 2.3 KB more in all, each part compressed alone; a kiosk's "What just happened?" using the height the screen leaves); 220.5 for its eleventh (the "⋯" menu above its button at a window's bottom, the Rules button busy while its texts load, a Watch step's tap, the capturing seed's and the kiosk's end panel); 222.5 for its twelfth (three testers' passes: a tablet's pass-and-play, a keyboard and screen reader, a slow small phone; the loading words in four languages); 223.5 for its thirteenth (a new player's pass: the review's forced moves and scale, the move list's note, the seeds lifted; a hostile-input pass): docs/performance.md
const BUDGET_WASM = 60_000; // each module
const BUDGET_FIRST = 100_000;
const dir = resolve(process.argv[2] ?? "dist");

function* walk(d) {
  for (const name of readdirSync(d).sort()) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

const rows = [];
for (const file of walk(dir)) {
  const data = readFileSync(file);
  rows.push({ name: relative(dir, file).split(sep).join("/"), raw: data.length, gz: gzipSync(data, { level: 9 }).length });
}
if (!rows.length) {
  console.error(`size-report: ${dir} is empty`);
  process.exit(1);
}
const byName = new Map(rows.map((r) => [r.name, r]));

// ---- the first visit ------------------------------------------------------------------
const first = new Set();
const html = existsSync(join(dir, "index.html")) ? readFileSync(join(dir, "index.html"), "utf8") : "";
const resolveRef = (from, ref) => posix.normalize(posix.join(posix.dirname(from), ref.split(/[?#]/)[0]));
const modules = [];
if (html) first.add("index.html");
for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
  if (/\brel=["']?stylesheet/i.test(m[0])) {
    const href = /\bhref=["']?([^"' >]+)/i.exec(m[0]);
    if (href) first.add(resolveRef("index.html", href[1]));
  }
}
for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/gi)) modules.push(resolveRef("index.html", m[1]));
// Static imports: `import x from "…"`, `import "…"`, `export … from "…"` (minified or not);
// `import(…)` is dynamic and left out.
const STATIC = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
while (modules.length) {
  const m = modules.pop();
  if (first.has(m) || !byName.has(m)) continue;
  first.add(m);
  const code = readFileSync(join(dir, m), "utf8");
  for (const [, ref] of code.matchAll(STATIC)) if (ref.startsWith(".")) modules.push(resolveRef(m, ref));
  const wasm = m.replace(/\.js$/, "_bg.wasm");
  if (m.includes("/pkg/") && byName.has(wasm)) first.add(wasm);
}
const locales = rows.filter((r) => /^web\/locales\/[^/]+\.json$/.test(r.name) && !r.name.endsWith("/index.json"));
if (byName.has("web/locales/index.json")) first.add("web/locales/index.json");
const largest = locales.reduce((a, r) => (!a || r.gz > a.gz ? r : a), null);
const english = byName.get("web/locales/en.json");

const kb = (n) => (n / 1000).toFixed(1).padStart(7);
const line = (name, raw, gz) => console.log(`${kb(raw)} KB ${kb(gz)} KB gz  ${name}`);
const sum = (rs, k) => rs.reduce((s, r) => s + r[k], 0);
const wasm = rows.filter((r) => r.name.endsWith(".wasm"));
const firstRows = rows.filter((r) => first.has(r.name));
const laterRows = rows.filter((r) => !first.has(r.name));
const firstWith = (loc) => (loc ? [...firstRows, loc] : firstRows);

console.log(`size of ${relative(process.cwd(), dir) || "."}/ (raw, gzip -9):`);
console.log("wasm modules:");
for (const r of wasm) line(`${r.name}${first.has(r.name) ? "  (first visit)" : "  (later)"}`, r.raw, r.gz);
console.log("first visit (before the first board is drawn, one language):");
for (const r of [...firstRows].sort((a, b) => b.gz - a.gz)) line(r.name, r.raw, r.gz);
if (largest) line(`${largest.name} (the largest language; ${english ? `English ${(english.gz / 1000).toFixed(1)} KB gz` : "no English"})`, largest.raw, largest.gz);
console.log("later (the engine, other languages, icons, rules page, service worker):");
for (const r of laterRows.filter((r) => r !== largest).sort((a, b) => b.gz - a.gz)) line(r.name, r.raw, r.gz);
console.log("totals:");
for (const r of wasm) line(`wasm ${r.name.replace(/^.*\//, "")}`, r.raw, r.gz);
const fv = firstWith(largest);
line(`first visit, largest language (${fv.length} files)`, sum(fv, "raw"), sum(fv, "gz"));
if (english && english !== largest) {
  const fe = firstWith(english);
  line(`first visit, English (${fe.length} files)`, sum(fe, "raw"), sum(fe, "gz"));
}
const later = laterRows.filter((r) => r !== largest);
line(`later (${later.length} files)`, sum(later, "raw"), sum(later, "gz"));
line(`total (${rows.length} files)`, sum(rows, "raw"), sum(rows, "gz"));

const over = [];
for (const r of wasm) if (r.gz >= BUDGET_WASM) over.push(`${r.name} ${r.gz} B gz ≥ ${BUDGET_WASM} B`);
if (sum(fv, "gz") >= BUDGET_FIRST) over.push(`first visit ${sum(fv, "gz")} B gz ≥ ${BUDGET_FIRST} B`);
if (sum(rows, "gz") >= BUDGET_TOTAL) over.push(`total ${sum(rows, "gz")} B gz ≥ ${BUDGET_TOTAL} B`);
if (over.length) {
  console.error(`size-report: OVER BUDGET: ${over.join("; ")}`);
  process.exit(1);
}
console.log(`budget: each wasm module < ${BUDGET_WASM} B gz (${wasm.map((r) => r.gz).join(", ")}), first visit ${sum(fv, "gz")} B < ${BUDGET_FIRST} B gz, total ${sum(rows, "gz")} B < ${BUDGET_TOTAL} B gz: within budget`);
