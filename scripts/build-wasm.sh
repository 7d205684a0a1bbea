#!/usr/bin/env bash
# Builds the two browser modules into web/pkg/:
#   crates/wasm        → mancala_wasm.js + mancala_wasm_bg.wasm                the page's module:
#                        the rules (Game), loaded before the first board is drawn
#   crates/wasm-engine → mancala_wasm_engine.js + mancala_wasm_engine_bg.wasm  the computer
#                        opponent (Engine, benchPlayouts), loaded by the Web Worker when the
#                        computer first thinks
#   scripts/build-wasm.sh          optimised build (cargo --release, then wasm-opt)
#   scripts/build-wasm.sh --dev    quick debug build (dev profile, no wasm-opt)
#   scripts/build-wasm.sh --bench  the engine's module with `benchPlayouts` (cargo feature
#                                  bench), optimised like the shipped one, into
#                                  target/wasm-bench/ for bench/wasm-vs-native.mjs; web/pkg/
#                                  is left alone
#   scripts/build-wasm.sh --test-hooks [OUT]
#                                  debug build of both modules, the page's with the
#                                  `test-hooks` feature (a forced panic, for
#                                  tests/e2e/crash.test.mjs), into OUT (default
#                                  target/pkg-test-hooks), never into web/pkg/; precache.js is
#                                  left alone
# Environment (for comparing builds, bench/wasm-vs-native.mjs): WASM_OPT="-O3" runs wasm-opt
# with other passes than the default "-Oz --converge"; RUSTFLAGS (cargo's own) e.g.
# "-C target-feature=+simd128"; CARGO_TARGET_DIR keeps such a build apart.
# Needs: rust target wasm32-unknown-unknown, wasm-bindgen-cli matching Cargo.lock, and
# node_modules/.bin/wasm-opt (npm package binaryen). scripts/setup.sh installs all three.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"

dev= bench= hooks=
target_dir=${CARGO_TARGET_DIR:-$root/target}
out=web/pkg
case "${1:-}" in
  --dev) dev=1 ;;
  --bench) bench=1 ;;
  --test-hooks) dev=1; hooks=1; out=${2:-$target_dir/pkg-test-hooks} ;;
  "") ;;
  *) echo "usage: $0 [--dev | --bench | --test-hooks [OUT]]" >&2; exit 2 ;;
esac
# module:crate:cargo profile. The page's module plays one move per click, so it is built for
# size (profile wasm-page, opt-level "z"); the engine's search is built for speed (release,
# opt-level 3: "s" or "z" saved 5-8 % of its size but cost 25-40 % of its speed; README.md,
# "Size and speed").
modules=("mancala_wasm:mancala-wasm:wasm-page" "mancala_wasm_engine:mancala-wasm-engine:release")
features=()
if [ -n "$bench" ]; then
  modules=("mancala_wasm_engine:mancala-wasm-engine:release")
  features=(--features bench)
  out=$target_dir/wasm-bench
fi

# Panic messages name their source file: a dependency's by its absolute path under cargo's
# home, which differs from machine to machine. Named from the registry's folder instead
# (index.crates.io-<hash>/<crate>-<version>/…), the modules are the same bytes wherever they
# are built (the size budget is checked on them), and smaller. Only the optimised builds:
# the debug ones share their artefacts with the wasm tests.
if [ -z "$dev" ]; then
  export RUSTFLAGS="${RUSTFLAGS:-} --remap-path-prefix=${CARGO_HOME:-$HOME/.cargo}/registry/src/="
fi

rm -rf "$out"
for spec in "${modules[@]}"; do
  IFS=: read -r name crate profile <<<"$spec"
  if [ -n "$dev" ]; then profile=dev; fi
  profile_dir=$profile
  [ "$profile" = dev ] && profile_dir=debug
  if [ -n "$hooks" ] && [ "$crate" = mancala-wasm ]; then features=(--features test-hooks); else [ -n "$bench" ] || features=(); fi
  cargo build -p "$crate" --target wasm32-unknown-unknown --profile "$profile" "${features[@]}"
  wasm="$target_dir/wasm32-unknown-unknown/$profile_dir/$name.wasm"
  [ -f "$wasm" ] || { echo "build-wasm: $wasm not found" >&2; exit 1; }
  wasm-bindgen --target web --out-dir "$out" --no-typescript ${dev:+--debug} "$wasm"
  bg="$out/${name}_bg.wasm"
  if [ -z "$dev" ]; then
    # binaryen from npm (not Debian's, which corrupts wasm-bindgen output). wasm-opt takes the
    # wasm features from the module's target_features section (what rustc's wasm32 CPU emits:
    # bulk memory, sign-ext, non-trapping float-to-int, multivalue, reference types...), so no
    # --enable-* flags are needed; never --all-features (Node 20 rejects the result).
    # The producers and target-features sections are for tools, not browsers (about 0.2 KB
    # gzipped a module); wasm-opt has read the features before the passes run.
    # --converge repeats the passes while they still shrink the module (0.2 KB gzipped off the
    # page's, 2026-12-05).
    node_modules/.bin/wasm-opt ${WASM_OPT:--Oz --converge} --strip-producers --strip-target-features "$bg" -o "$bg.opt"
    mv "$bg.opt" "$bg"
  fi
  raw=$(wc -c <"$bg")
  gz=$(gzip -9c "$bg" | wc -c)
  echo "build-wasm: $bg ${raw} bytes, ${gz} bytes gzipped ($profile${hooks:+, test hooks})"
done
# A bench or test build is not the site's modules, so not its precache list.
[ -n "$bench$hooks" ] || node scripts/precache.mjs . # web/precache.js: the service worker's file list and version
