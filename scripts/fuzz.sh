#!/usr/bin/env bash
# Runs every cargo-fuzz target in fuzz/ for a short fixed time, as CI does (scripts/test.sh):
#   scripts/fuzz.sh [SECONDS]     SECONDS per target (default: MANCALA_FUZZ_SECONDS, else 30)
# Each target starts from its checked-in seeds (fuzz/seeds/<target>/) and a scratch corpus
# (thrown away: `just fuzz` keeps one in fuzz/corpus/). The first crash fails the run, and
# libFuzzer saves the input under artifacts/fuzz/<target>/ (replay it with
# `cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run <target> ../artifacts/fuzz/<target>/<file>`).
# Built without a sanitizer (the code is safe Rust; that halves build and run time) and with
# debug assertions, so an arithmetic overflow is a crash too. cargo-fuzz needs nightly flags:
# RUSTC_BOOTSTRAP=1 unlocks them on the stable toolchain. Needs cargo-fuzz (scripts/setup.sh).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PATH="$HOME/.cargo/bin:$PATH"
export RUSTC_BOOTSTRAP=1
seconds=${1:-${MANCALA_FUZZ_SECONDS:-30}}
command -v cargo-fuzz >/dev/null || { echo "fuzz: cargo-fuzz is missing (scripts/setup.sh installs it)" >&2; exit 1; }

cd "$root/fuzz"
flags=(--sanitizer none --debug-assertions)
cargo fuzz build "${flags[@]}"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for t in $(cargo fuzz list); do
  mkdir -p "$scratch/$t" "$root/artifacts/fuzz/$t"
  seeds=()
  [ -d "seeds/$t" ] && seeds=("seeds/$t")
  echo "fuzz: $t for $seconds s"
  if ! cargo fuzz run "${flags[@]}" "$t" "$scratch/$t" "${seeds[@]}" -- \
      -max_total_time="$seconds" -artifact_prefix="$root/artifacts/fuzz/$t/" -print_final_stats=1 >/dev/null 2>"$scratch/$t.log"; then
    tail -n 40 "$scratch/$t.log" >&2
    echo "fuzz: $t FAILED; the input is in artifacts/fuzz/$t/:" >&2
    ls -1 "$root/artifacts/fuzz/$t/" >&2
    exit 1
  fi
  grep -E '^stat::number_of_executed_units|^stat::new_units_added|^Done ' "$scratch/$t.log" | tr '\n' ' '
  echo
done
