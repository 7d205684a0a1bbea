// Compresses a dist/ folder's scripts further, in place, after esbuild has bundled and
// minified them (scripts/dist.sh): terser's compression, and in modules their
// top-level names, take about 3 KB gzipped more off the folder (docs/performance.md).
// The classic scripts (the service worker, the load watch, the precache list) keep their
// top-level names: they are globals there.
//
// Usage: node scripts/terse.mjs <dist>
import { minify } from "terser";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";

const dist = resolve(process.argv[2] ?? "dist");
const CLASSIC = new Set(["sw.js", "web/load-watch.js", "web/precache.js"]);

async function* scripts(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(path);
    else if (entry.name.endsWith(".js")) yield path;
  }
}

for await (const path of scripts(dist)) {
  const name = relative(dist, path).split("\\").join("/");
  const module = !CLASSIC.has(name);
  const out = await minify(await readFile(path, "utf8"), {
    ecma: 2020, module, compress: true, mangle: true, format: { comments: false },
  });
  await writeFile(path, out.code);
}
