// Prints the size of a static site folder, each file gzipped (level 9) and the total, the
// wasm module apart from everything else, against the budget:
//   total < 150 KB gzipped, wasm < 60 KB gzipped (KB = 1000 bytes).
// Usage: node scripts/size-report.mjs [dir=dist]    (exit 1 when over budget)
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_TOTAL = 150_000;
const BUDGET_WASM = 60_000;
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
  rows.push({ name: relative(dir, file), raw: data.length, gz: gzipSync(data, { level: 9 }).length });
}
if (!rows.length) {
  console.error(`size-report: ${dir} is empty`);
  process.exit(1);
}

const kb = (n) => (n / 1000).toFixed(1).padStart(7);
const line = (name, raw, gz) => console.log(`${kb(raw)} KB ${kb(gz)} KB gz  ${name}`);
const sum = (rs, k) => rs.reduce((s, r) => s + r[k], 0);
const wasm = rows.filter((r) => r.name.endsWith(".wasm"));
const rest = rows.filter((r) => !r.name.endsWith(".wasm"));

console.log(`size of ${relative(process.cwd(), dir) || "."}/ (raw, gzip -9):`);
console.log("wasm:");
for (const r of wasm) line(r.name, r.raw, r.gz);
console.log("everything else:");
for (const r of rest.sort((a, b) => b.gz - a.gz)) line(r.name, r.raw, r.gz);
console.log("totals:");
line(`wasm (${wasm.length} file${wasm.length === 1 ? "" : "s"})`, sum(wasm, "raw"), sum(wasm, "gz"));
line(`everything else (${rest.length} files)`, sum(rest, "raw"), sum(rest, "gz"));
line(`total (${rows.length} files)`, sum(rows, "raw"), sum(rows, "gz"));

const over = [];
if (sum(wasm, "gz") >= BUDGET_WASM) over.push(`wasm ${sum(wasm, "gz")} B gz ≥ ${BUDGET_WASM} B`);
if (sum(rows, "gz") >= BUDGET_TOTAL) over.push(`total ${sum(rows, "gz")} B gz ≥ ${BUDGET_TOTAL} B`);
if (over.length) {
  console.error(`size-report: OVER BUDGET: ${over.join("; ")}`);
  process.exit(1);
}
console.log(`budget: wasm ${sum(wasm, "gz")} B < ${BUDGET_WASM} B gz, total ${sum(rows, "gz")} B < ${BUDGET_TOTAL} B gz: within budget`);
