#!/usr/bin/env python3
"""Differential test: the reference model (mancala_ref.py) against `mancala replay`.

For each configuration, plays seeded random games with the reference model (each move drawn
from the reference's own legal list), replays the whole move list through the real binary
and compares every field of every line (`reason` is free text: only `winner` and whether
`result` is null are compared).

    python3 tests/reference/diff.py --games 40 --seed 1 --bin target/debug/mancala

Exit status 0 when every game agrees, 1 on the first disagreement (printed with the command
that reproduces it). Standard library only.
"""

import argparse
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mancala_ref  # noqa: E402

# (label, game, size, rules, share of --games): Nsolo 36 games are long, so fewer of them.
CONFIGS = [
    ("adji-boto", "adji-boto", None, [], 1.0),
    ("nsolo-8", "nsolo", 8, [], 1.0),
    ("nsolo-9", "nsolo", 9, [], 1.0),
    ("nsolo-13", "nsolo", 13, [], 0.5),
    ("nsolo-36", "nsolo", 36, [], 0.1),
    ("ayoayo-last-mover", "ayoayo", None, ["remainder=last-mover"], 1.0),
    ("ayoayo-row-owner", "ayoayo", None, ["remainder=row-owner"], 1.0),
]

# A random game that has not ended after this many plies is cut (the comparison still
# covers every ply played). Random games end long before: this only bounds the run time.
MAX_PLIES = 3000


def random_game(game, size, rules, rng):
    state = mancala_ref.new_game(game, size, rules)
    lines = [mancala_ref.snapshot(state, None)]
    moves = []
    while state.result is None and len(moves) < MAX_PLIES:
        move = rng.choice(state.legal)
        state.play(move)
        moves.append(move)
        lines.append(mancala_ref.snapshot(state, move))
    return moves, lines


def command(binary, game, size, rules, moves):
    cmd = [binary, "replay", game]
    if size is not None:
        cmd += ["--size", str(size)]
    for r in rules:
        cmd += ["--rule", r]
    return cmd + moves


def normalise(line):
    """The fields compared: every field, `result` reduced to its winner."""
    out = {}
    for field in ("ply", "move", "to_move", "holes", "stores", "pending_removals", "legal"):
        out[field] = line.get(field, "<missing>")
    if out["move"] is not None and out["move"] != "<missing>":
        out["move"] = str(out["move"])
    result = line.get("result", "<missing>")
    if isinstance(result, dict):
        out["result"] = {"winner": result.get("winner", "<missing>")}
    else:
        out["result"] = result
    return out


def compare(label, cmd, ref_lines, proc):
    where = "%s: %s" % (label, " ".join(cmd[:6]) + (" ..." if len(cmd) > 6 else ""))
    if proc.returncode != 0:
        print("DISAGREE %s\n  binary exit %d: %s" % (where, proc.returncode, proc.stderr.strip()))
        return False
    got = [json.loads(x) for x in proc.stdout.splitlines() if x.strip()]
    if len(got) != len(ref_lines):
        print("DISAGREE %s\n  %d lines from the binary, %d from the reference"
              % (where, len(got), len(ref_lines)))
    for i, (g, r) in enumerate(zip(got, ref_lines)):
        g, r = normalise(g), normalise(r)
        if g != r:
            print("DISAGREE %s\n  at line %d (ply %s)" % (where, i, r["ply"]))
            for field in r:
                if g[field] != r[field]:
                    print("  %s: binary %s, reference %s" % (field, g[field], r[field]))
            print("  moves: %s" % " ".join(cmd[3 + (2 if "--size" in cmd else 0):]))
            return False
    return len(got) == len(ref_lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games per configuration")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin", default="target/debug/mancala", help="the mancala binary")
    ap.add_argument("--only", help="run only the configuration with this label")
    args = ap.parse_args()

    failures = 0
    total_games = 0
    total_plies = 0
    for label, game, size, rules, share in CONFIGS:
        if args.only and args.only != label:
            continue
        games = max(1, round(args.games * share))
        rng = random.Random("%d/%s" % (args.seed, label))
        ends = {}
        passes = removals = 0
        never_before = mancala_ref.NEVER_ENDS_SEEN
        for _ in range(games):
            moves, lines = random_game(game, size, rules, rng)
            cmd = command(args.bin, game, size, rules, moves)
            proc = subprocess.run(cmd, capture_output=True, text=True)
            total_games += 1
            total_plies += len(moves)
            if not compare(label, cmd, lines, proc):
                failures += 1
                break
            res = lines[-1]["result"]
            tag = "unfinished" if res is None else "%s, winner %s" % (res["reason"], res["winner"])
            ends[tag] = ends.get(tag, 0) + 1
            passes += moves.count("pass")
            removals += sum(m.startswith("x") for m in moves)
        print("%-18s %4d games, %d passes, %d removals, %d never-ending sowings met\n    %s" % (
            label, games, passes, removals, mancala_ref.NEVER_ENDS_SEEN - never_before,
            "\n    ".join("%s: %d" % kv for kv in sorted(ends.items()))))
    print("%d games, %d plies compared" % (total_games, total_plies))
    print("%d passed, %d failed" % (total_games - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
