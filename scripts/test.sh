#!/usr/bin/env bash
# Runs every test, stopping at the first failure:
#   formatting, clippy (native and wasm32), native tests (with the golden transcripts and the
#   reference diff), each fuzz target for 30 s, the no_std builds, the optimised wasm build, the
#   front end's controller in Node (tests/unit/, the real wasm module, no browser), the wasm-bindgen tests in
#   headless Chromium, and the end-to-end tests (Playwright + Chromium, node --test).
# Environment:
#   MANCALA_SKIP_BROWSER=1  skip the two browser steps     (refused when CI is set)
#   MANCALA_NATIVE_ONLY=1   skip everything wasm and browser (refused when CI is set)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"

native_only=${MANCALA_NATIVE_ONLY:-}
skip_browser=${MANCALA_SKIP_BROWSER:-$native_only}
if [ -n "${CI:-}" ] && [ -n "$skip_browser" ]; then
  echo "test.sh: MANCALA_SKIP_BROWSER / MANCALA_NATIVE_ONLY are not allowed in CI: CI runs every test" >&2
  exit 2
fi

# The wasm-bindgen test runner drives Debian's Chromium through chromedriver, with the flags in
# webdriver.json.
export CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver}
export WASM_BINDGEN_TEST_WEBDRIVER_JSON="$root/webdriver.json"
export WASM_BINDGEN_USE_BROWSER=1 # test binaries without a run_in_* configuration go to Chromium too

passed=0 skipped=0 n=0
report=()
summary() {
  echo
  echo "==> summary"
  printf '%s\n' "${report[@]}"
}
skip() { # skip NAME REASON
  n=$((n + 1)); skipped=$((skipped + 1))
  echo; echo "==> [$n] $1: SKIPPED ($2)"
  report+=("$(printf '  skip %5s  %s (%s)' - "$1" "$2")")
}
step() { # step NAME COMMAND...
  local name=$1; shift
  n=$((n + 1))
  echo; echo "==> [$n] $name"; echo "    \$ $*"
  local t0=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    report+=("$(printf '  ok   %4ss  %s' $((SECONDS - t0)) "$name")")
  else
    report+=("$(printf '  FAIL %4ss  %s' $((SECONDS - t0)) "$name")")
    summary
    echo "steps: $passed passed, 1 failed, $skipped skipped"
    exit 1
  fi
}

# The wasm-bindgen tests must really run in Chromium: every test binary cargo runs must say so.
wasm_browser_tests() {
  local log
  log=$(mktemp)
  # --tests: the unit and integration tests (doctests would need a JS host of their own). Both
  # modules: the page's (crates/wasm) and the engine's (crates/wasm-engine, with its bench
  # feature so that benchPlayouts is tested too).
  CARGO_TERM_COLOR=never cargo test -p mancala-wasm -p mancala-wasm-engine --features mancala-wasm-engine/bench \
    --target wasm32-unknown-unknown --tests 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  local bins chrome empty
  bins=$(grep -cE '^\s+Running ' "$log" || true)
  chrome=$(grep -c '^Running headless tests in Chrome' "$log" || true)
  empty=$(grep -c '^no tests to run!' "$log" || true)
  rm -f "$log"
  [ "$rc" = 0 ] || return "$rc"
  # Each test binary either had no tests or ran them in headless Chrome; at least one did.
  if [ "$chrome" = 0 ] || [ "$bins" != $((chrome + empty)) ]; then
    echo "test.sh: of $bins wasm test binaries, $chrome ran in headless Chrome and $empty had no tests" >&2
    return 1
  fi
  echo "test.sh: $chrome wasm test binaries ran in headless Chromium ($empty without tests)"
}

# The fuzz targets are a workspace of their own (fuzz/): check that they are formatted, then
# run each for a short fixed time from its seeds (scripts/fuzz.sh: a crash fails the step and
# its input is saved under artifacts/fuzz/; MANCALA_FUZZ_SECONDS per target, default 30).
fuzz_targets() {
  cargo fmt --manifest-path fuzz/Cargo.toml --check && scripts/fuzz.sh
}

e2e_tests() {
  mkdir -p artifacts/screenshots
  node --test tests/e2e/
}

step "cargo fmt --check" cargo fmt --all --check
step "clippy (native)" cargo clippy --workspace --all-targets -- -D warnings
if [ -n "$native_only" ]; then
  skip "clippy (wasm32)" "MANCALA_NATIVE_ONLY"
else
  step "clippy (wasm32)" cargo clippy -p mancala-wasm -p mancala-wasm-engine -p mancala-wasm-alloc \
    --target wasm32-unknown-unknown --all-targets --features mancala-wasm-engine/bench -- -D warnings
fi
step "cargo test (native)" cargo test --workspace
step "fuzz targets (${MANCALA_FUZZ_SECONDS:-30} s each)" fuzz_targets
step "no_std: rules" cargo build -p mancala-rules --target thumbv7em-none-eabihf --no-default-features
step "no_std + alloc: rules" cargo build -p mancala-rules --target thumbv7em-none-eabihf --no-default-features --features alloc
# The engine is no_std and always needs alloc.
step "no_std + alloc: engine" cargo build -p mancala-engine --target thumbv7em-none-eabihf --no-default-features
if [ -n "$native_only" ]; then
  skip "wasm build" "MANCALA_NATIVE_ONLY"
  skip "UI logic in Node" "MANCALA_NATIVE_ONLY"
else
  step "wasm build (release)" scripts/build-wasm.sh
  # The front end's controller and policies with the real rules module, no browser.
  step "UI logic in Node" node --test tests/unit/
fi
if [ -n "$skip_browser" ]; then
  skip "wasm tests in Chromium" "MANCALA_SKIP_BROWSER"
  skip "end-to-end tests" "MANCALA_SKIP_BROWSER"
else
  step "wasm tests in Chromium" wasm_browser_tests
  step "end-to-end tests" e2e_tests
fi

summary
echo "steps: $passed passed, 0 failed, $skipped skipped"
