#!/usr/bin/env bash
# Writes dist/: the whole site as a self-contained static folder that works when hosted as-is
# at any path of any static host (every URL in it is relative). Then checks the references
# and prints the gzipped sizes against the budget.
#   scripts/dist.sh            build the optimised wasm first
#   scripts/dist.sh --no-build reuse the current web/pkg/
# Environment: MANCALA_DIST_DIR=<dir> writes there instead of dist/ (the update test builds
# two versions side by side).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

[ "${1:-}" = --no-build ] || scripts/build-wasm.sh
for f in mancala_wasm_bg.wasm mancala_wasm_engine_bg.wasm; do
  [ -f "web/pkg/$f" ] || { echo "dist: web/pkg/$f is not built (run scripts/build-wasm.sh)" >&2; exit 1; }
done

dist=${MANCALA_DIST_DIR:-dist}
rm -rf "$dist"
mkdir -p "$dist"
cp index.html "$dist/"
# web/: the modules, styles, locales, lessons (web/lessons/: fetched when a lesson opens), icons
# and web/pkg; no dotfiles, tests or docs.
tar -C "$root" --exclude='.*' --exclude='*.test.*' --exclude='*.md' -cf - web | tar -C "$dist" -xf -
# Top-level files and folders the page may reference, when present.
for extra in manifest.webmanifest manifest.json sw.js service-worker.js favicon.ico favicon.svg \
             robots.txt icons locales assets fonts; do
  [ -e "$extra" ] && cp -R "$extra" "$dist/"
done

# The page's modules bundled in place (scripts/bundle.mjs): the entry points keep their names,
# what they share becomes one chunk, the modules taken in are removed. Then every module and
# style sheet is minified in place (whitespace, comments and local names).
node scripts/bundle.mjs "$dist"
mapfile -t sources < <(find "$dist" -name '*.js' -o -name '*.css')
node_modules/.bin/esbuild "${sources[@]}" --minify --outdir="$dist" --outbase="$dist" --allow-overwrite --log-level=warning
node scripts/terse.mjs "$dist" # then terser's passes over the scripts (scripts/terse.mjs)

# JSON texts (locales, the manifest) without their indentation.
node -e 'const fs = require("fs"); for (const f of process.argv.slice(1)) fs.writeFileSync(f, JSON.stringify(JSON.parse(fs.readFileSync(f, "utf8"))));' \
  $(find "$dist" -name '*.json' -o -name '*.webmanifest')

node scripts/precache.mjs "$dist" --bare # the service worker's file list and version, from dist/ itself
node scripts/dist-check.mjs "$dist"
node scripts/size-report.mjs "$dist"
echo "dist: wrote $(cd "$dist" && pwd)"
