#!/usr/bin/env bash
# The engine benchmark: strength (each level against the one below, Expert against greedy)
# for every game (Nsolo at 8 and 20), and speed (nodes per second native and as wasm in
# Node, Expert's move time). Prints one JSON line per measurement.
#   bench/engine.sh            everything (a few minutes on 2 cores)
#   bench/engine.sh strength   only the matches
#   bench/engine.sh speed      only the speed figures
# GAMES=N sets the games per match (default 20, in colour-swapped pairs).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
what=${1:-all}
games=${GAMES:-20}
cargo build -q --release -p mancala-cli
m=target/release/mancala

if [ "$what" = all ] || [ "$what" = strength ]; then
  for game in "adji-boto" "ayoayo" "nsolo --size 8" "nsolo --size 20"; do
    # shellcheck disable=SC2086
    $m match $game --a casual --b beginner --games "$games" --seed 11
    $m match $game --a strong --b casual --games "$games" --seed 12
    $m match $game --a expert --b strong --games "$games" --seed 13
    $m match $game --a expert --b greedy --games "$games" --seed 14
  done
fi

if [ "$what" = all ] || [ "$what" = speed ]; then
  node bench/engine-speed.mjs
fi
