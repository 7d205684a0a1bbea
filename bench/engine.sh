#!/usr/bin/env bash
# The engine benchmark (issue 4's goals). Prints a table of figures with pass/fail against
# each goal; figures, not a timed test.
#   bench/engine.sh            strength and speed
#   bench/engine.sh strength   the ladder: each level against the one below, Expert against
#                              greedy, for Adji-Boto, Ayoayo, Nsolo 4x8 and 4x20
#   bench/engine.sh eval       the evaluation against the plain store difference
#                              (strong:temp=0 against strong:temp=0:eval=material)
#   bench/engine.sh speed      nodes per second native and as wasm (Node), Expert's move
#                              time as wasm (p95), the module's gzipped size
#   bench/engine.sh targets    issue 13: Expert against the Expert of before
#                              (expert:nodes=150000) per game, against negamax:depth=9
#                              (Adji-Boto, Ayoayo) and depth=7 (Nsolo 4x8) with no lost pair,
#                              and Ayoayo's moves judged against exact values (JUDGE nodes)
# Knobs (environment):
#   GAMES=N     games per match, in colour-swapped pairs (default 20; 40 for eval)
#   PLIES=K     random opening plies (default 4)
#   BALANCE=N   node budget of the search that balances each opening (default 200000;
#               0 = plain random openings). An opening is re-drawn until that search
#               scores it within 2 seeds for the side to move (see docs/engine.md).
#   JOBS=N      matches run at once (default 2)
#   PKG=dir     measure that build of the engine's module instead of building target/wasm-bench
#               (scripts/build-wasm.sh --bench: the shipped module with analyse)
#   JUDGE=N     node budget of the exact solve that judges moves in Ayoayo (default 2000000)
#   RAW=1       print the JSON lines instead of the table
# Expert without a clock counts its 1 000 ms as 1 000 000 nodes: every figure reproduces.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
what=${1:-all}
case "$what" in all | strength | eval | speed | targets) ;; *) echo "usage: $0 [all|strength|eval|speed|targets]" >&2; exit 2 ;; esac
games=${GAMES:-20}
plies=${PLIES:-4}
balance=${BALANCE:-200000}
jobs=${JOBS:-2}
cargo build -q --release -p mancala-cli
m=target/release/mancala
out=$(mktemp)
trap 'rm -f "$out"' EXIT

games_list=("adji-boto" "ayoayo" "nsolo --size 8" "nsolo --size 20")
specs=()
if [ "$what" = all ] || [ "$what" = strength ]; then
  for game in "${games_list[@]}"; do
    specs+=("ladder|$game|casual|beginner|11|$games"
            "ladder|$game|strong|casual|12|$games"
            "ladder|$game|expert|strong|13|$games"
            "greedy|$game|expert|greedy|14|$games")
  done
fi
if [ "$what" = targets ]; then
  for game in "${games_list[@]}"; do
    extra=""
    [ "$game" = ayoayo ] && extra="--judge ${JUDGE:-2000000}"
    specs+=("vs-old|$game|expert|expert:nodes=150000|31|$games|$extra")
  done
  specs+=("negamax|adji-boto|expert|negamax:depth=9|32|${GAMES:-40}|"
          "negamax|ayoayo|expert|negamax:depth=9|32|${GAMES:-40}|"
          "negamax|nsolo --size 8|expert|negamax:depth=7|32|${GAMES:-40}|")
fi
if [ "$what" = eval ]; then
  for game in "${games_list[@]}"; do
    specs+=("eval|$game|strong:temp=0|strong:temp=0:eval=material|21|${GAMES:-40}")
  done
fi

run_match() {
  IFS='|' read -r kind game a b seed n extra <<<"$1"
  # shellcheck disable=SC2086
  json=$("$m" match $game --a "$a" --b "$b" --games "$n" --seed "$seed" \
    --random-plies "$plies" --balance "$balance" $extra)
  printf '%s\t%s\n' "$kind" "$json"
}
export -f run_match
export m plies balance
if [ ${#specs[@]} -gt 0 ]; then
  printf '%s\n' "${specs[@]}" | xargs -d '\n' -P "$jobs" -I{} bash -c 'run_match "$1"' _ {} >>"$out"
fi

if [ "$what" = all ] || [ "$what" = speed ]; then
  if [ -z "${PKG:-}" ]; then
    scripts/build-wasm.sh >&2 && scripts/build-wasm.sh --bench >&2
  fi
  node bench/engine-speed.mjs >>"$out" || echo "engine.sh: the speed benchmark failed (see above)" >&2
fi

if [ -n "${RAW:-}" ]; then
  cat "$out"
else
  GAMES=$games PLIES=$plies BALANCE=$balance node bench/engine-report.mjs <"$out"
fi
