#!/usr/bin/env bash
# Builds the browser module: crates/wasm → web/pkg/ (mancala_wasm.js + mancala_wasm_bg.wasm).
#   scripts/build-wasm.sh         optimised build (cargo --release, then wasm-opt -Oz)
#   scripts/build-wasm.sh --dev   quick debug build (dev profile, no wasm-opt)
#   scripts/build-wasm.sh --test-hooks [OUT]
#                                 debug build with the `test-hooks` feature (a forced panic, for
#                                 tests/e2e/crash.test.mjs) into OUT (default target/pkg-test-hooks),
#                                 never into web/pkg/; precache.js is left alone
# Needs: rust target wasm32-unknown-unknown, wasm-bindgen-cli matching Cargo.lock, and
# node_modules/.bin/wasm-opt (npm package binaryen). scripts/setup.sh installs all three.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"

dev=
hooks=
target_dir=${CARGO_TARGET_DIR:-$root/target}
out=web/pkg
case "${1:-}" in
  --dev) dev=1 ;;
  --test-hooks) dev=1; hooks=1; out=${2:-$target_dir/pkg-test-hooks} ;;
  "") ;;
  *) echo "usage: $0 [--dev | --test-hooks [OUT]]" >&2; exit 2 ;;
esac
if [ -n "$dev" ]; then
  profile=dev; profile_dir=debug
else
  # The release profile as it is: opt-level "s" or "z" saved 5-8 % of the gzipped module but
  # cost 25-40 % of its speed (measured; see README.md, "Size and speed").
  profile=release; profile_dir=release
fi

cargo build -p mancala-wasm --target wasm32-unknown-unknown --profile "$profile" ${hooks:+--features test-hooks}
wasm="$target_dir/wasm32-unknown-unknown/$profile_dir/mancala_wasm.wasm"
[ -f "$wasm" ] || { echo "build-wasm: $wasm not found" >&2; exit 1; }

rm -rf "$out"
wasm-bindgen --target web --out-dir "$out" --no-typescript ${dev:+--debug} "$wasm"

bg="$out/mancala_wasm_bg.wasm"
if [ -z "$dev" ]; then
  # binaryen from npm (not Debian's, which corrupts wasm-bindgen output). wasm-opt takes the
  # wasm features from the module's target_features section (what rustc's wasm32 CPU emits:
  # bulk memory, sign-ext, non-trapping float-to-int, multivalue, reference types...), so no
  # --enable-* flags are needed; never --all-features (Node 20 rejects the result).
  node_modules/.bin/wasm-opt -Oz \
    "$bg" -o "$bg.opt"
  mv "$bg.opt" "$bg"
fi

raw=$(wc -c <"$bg")
gz=$(gzip -9c "$bg" | wc -c)
echo "build-wasm: $bg ${raw} bytes, ${gz} bytes gzipped ($profile${hooks:+, test hooks})"
[ -n "$hooks" ] && exit 0 # a test build: not the site's module, so not its precache list
node scripts/precache.mjs . # web/precache.js: the service worker's file list and version
