// Bundles the page's modules in a dist/ folder (scripts/dist.sh), in place: the two entry
// points people load, web/main.js (index.html) and web/mancala-element.js (host pages), keep
// their names and places, and what they share goes into one chunk beside them
// (web/chunk-<hash>.js); web/js/rules-page.js (web/rules.html) is bundled on its own. The
// modules they took in are then removed from dist/. Left as they are: the wasm-bindgen modules
// in web/pkg/ (each instance of the bindings is an instance of the wasm module) and the
// engine's worker (web/engine-worker.js, loaded by its URL).
//
// Why: each file is compressed on its own, and thirty small modules compressed one by one are
// about a fifth larger than the same code in a few files (docs/performance.md).
//
// A module's `new URL('<relative>', import.meta.url)` is written for its own folder; bundled,
// it runs from the bundle's folder, so the relative part is rewritten for that folder.
//
// Usage: node scripts/bundle.mjs <dist>
import { build } from "esbuild";
import { readFile, rm } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";

const dist = resolve(process.argv[2] ?? "dist");
const web = join(dist, "web");

/** Rewrites `new URL('…', import.meta.url)` for code that will run from `outDir`. */
function relativeUrls(outDir) {
  return {
    name: "relative-urls",
    setup(b) {
      // The wasm-bindgen modules stay where they are: an import of one is rewritten, like a
      // URL, for the bundle's folder (web/js/catalog.js imports ../pkg/ from web/js/).
      b.onResolve({ filter: /\/pkg\// }, (args) => {
        let r = relative(outDir, resolve(args.resolveDir, args.path)).split(sep).join("/");
        if (!r.startsWith(".")) r = `./${r}`;
        return { path: r, external: true };
      });
      b.onLoad({ filter: /\.js$/ }, async (args) => {
        let code = await readFile(args.path, "utf8");
        const from = dirname(args.path);
        if (from !== outDir) {
          code = code.replace(/new URL\((['"])([^'"`]+)\1,\s*import\.meta\.url\)/g, (m, q, rel) => {
            let r = relative(outDir, resolve(from, rel)).split(sep).join("/");
            if (rel.endsWith("/")) r += "/";
            if (!r.startsWith(".")) r = `./${r}`;
            return `new URL(${JSON.stringify(r)}, import.meta.url)`;
          });
        }
        return { contents: code, loader: "js" };
      });
    },
  };
}

// Paths, and so the chunks' names and the minifier's choices, are taken from dist/ itself: the
// same sources give the same bytes wherever dist/ is written (the size budget is checked on them).
const common = { absWorkingDir: dist, bundle: true, format: "esm", minify: true, allowOverwrite: true, metafile: true, logLevel: "warning" };
const page = await build({
  ...common,
  entryPoints: [join(web, "main.js"), join(web, "mancala-element.js")],
  splitting: true,
  outdir: web,
  chunkNames: "chunk-[hash]",
  plugins: [relativeUrls(web)],
});
const rulesEntry = join(web, "js", "rules-page.js");
const rules = await build({ ...common, entryPoints: [rulesEntry], outfile: rulesEntry, plugins: [relativeUrls(join(web, "js"))] });

const outputs = new Set([...Object.keys(page.metafile.outputs), ...Object.keys(rules.metafile.outputs)].map((f) => resolve(dist, f)));
let removed = 0;
for (const input of new Set([...Object.keys(page.metafile.inputs), ...Object.keys(rules.metafile.inputs)])) {
  const file = resolve(dist, input);
  if (!outputs.has(file) && file.startsWith(web + sep)) {
    await rm(file);
    removed++;
  }
}
console.log(`bundle: ${outputs.size} files in place of ${removed + 3} modules`);
