#!/usr/bin/env python3
"""An independent reference model of the three games, written from docs/spec/rules.md alone.

Deliberately simple and slow: no shared code with the Rust crate, no cleverness. It is used
by diff.py to check the `mancala replay` command line tool move by move.

Usage as a tool (prints the same JSON lines as `mancala replay`):

    python3 mancala_ref.py <game> [--size N] [--rule remainder=last-mover|row-owner] [MOVE]...

Standard library only.
"""

import json
import sys


# How many times a sowing was found never to end (for coverage reports only).
NEVER_ENDS_SEEN = 0


class Illegal(Exception):
    """A move that is not legal in the current state."""


def _result(winner, reason):
    return {"winner": winner, "reason": reason}


def _winner_by_stores(stores):
    if stores[0] > stores[1]:
        return 0
    if stores[1] > stores[0]:
        return 1
    return None


class AdjiBoto:
    """Adji-Boto: 2x5 holes, player 1 owns 0-4, player 0 owns 5-9, sowing i -> i-1 mod 10."""

    def __init__(self):
        self.holes = [10] * 10
        self.stores = [0, 0]
        self.to_move = 0
        self.ply = 0
        self.played = [set(), set()]  # holes played in the opening, per player
        self.result = None
        self.seen = {}
        self.legal = []
        self._settle()

    @staticmethod
    def owner(i):
        return 0 if i >= 5 else 1

    @staticmethod
    def next(i):
        return (i + 9) % 10

    def pending(self):
        return 0

    def sow_moves(self, player):
        moves = []
        for i in range(10):
            if self.owner(i) != player or self.holes[i] < 2:
                continue
            if self.ply < 10 and i in self.played[player]:
                continue
            moves.append(i)
        return moves

    def _key(self):
        return (tuple(self.holes), tuple(self.stores), self.to_move)

    def _end(self, reason):
        for i in range(10):
            self.stores[self.owner(i)] += self.holes[i]
            self.holes[i] = 0
        self.result = _result(_winner_by_stores(self.stores), reason)
        self.legal = []

    def _settle(self):
        key = self._key()
        self.seen[key] = self.seen.get(key, 0) + 1
        if self.seen[key] >= 3:
            self._end("threefold repetition")
            return
        mine = self.sow_moves(self.to_move)
        if mine:
            self.legal = [str(m) for m in mine]
        elif self.sow_moves(1 - self.to_move):
            self.legal = ["pass"]
        else:
            self._end("neither player can move")

    def play(self, move):
        if self.result is not None or move not in self.legal:
            raise Illegal(move)
        mover = self.to_move
        if move != "pass":
            i = int(move)
            if self.ply < 10:
                self.played[mover].add(i)
            count = self.holes[i] - 1
            self.holes[i] = 1
            pos = i
            for _ in range(count):
                pos = self.next(pos)
                self.holes[pos] += 1
            if self.ply >= 10:
                j = self.next(pos)
                while j != pos and self.holes[j] in (1, 3, 5):
                    self.stores[mover] += self.holes[j]
                    self.holes[j] = 0
                    j = self.next(j)
        self.ply += 1
        self.to_move = 1 - mover
        self._settle()


class Nsolo:
    """Nsolo on 4xN: circuits of 2N holes, global = 2N*player + circuit position."""

    def __init__(self, n):
        self.n = n
        self.holes = [2] * (4 * n)
        self.holes[n] = 0
        self.holes[3 * n] = 0
        self.stores = [0, 0]
        self.to_move = 0
        self.ply = 0
        self.pending_count = 0
        self.result = None
        self.seen = set()
        self.legal = []
        self._turn_boundary()

    def pending(self):
        return self.pending_count

    def owner(self, g):
        return 0 if g < 2 * self.n else 1

    def stones(self, player):
        base = 2 * self.n * player
        return sum(self.holes[base:base + 2 * self.n])

    def simulate(self, player, g):
        """Sow from global hole g; returns (circuit after, last circuit position) or None."""
        n2 = 2 * self.n
        base = n2 * player
        c = self.holes[base:base + n2]
        cur = g - base
        laps = set()
        while True:
            key = (tuple(c), cur)
            if key in laps:
                global NEVER_ENDS_SEEN
                NEVER_ENDS_SEEN += 1
                return None
            laps.add(key)
            k = c[cur]
            c[cur] = 0
            pos = cur
            for _ in range(k):
                pos = (pos + 1) % n2
                c[pos] += 1
            if c[pos] > 1:
                cur = pos
                continue
            return c, pos

    def sow_moves(self, player):
        n2 = 2 * self.n
        base = n2 * player
        c = self.holes[base:base + n2]
        if any(v >= 2 for v in c):
            cands = [p for p in range(n2) if c[p] >= 2]
        else:
            cands = [p for p in range(n2) if c[p] == 1 and c[(p + 1) % n2] == 0]
        return [base + p for p in cands if self.simulate(player, base + p) is not None]

    def _turn_boundary(self):
        key = (tuple(self.holes), self.to_move)
        if key in self.seen:
            self.result = _result(None, "repetition")
            self.legal = []
            return
        self.seen.add(key)
        mine = self.sow_moves(self.to_move)
        if mine:
            self.legal = [str(m) for m in mine]
        elif self.sow_moves(1 - self.to_move):
            self.legal = ["pass"]
        else:
            self.result = _result(None, "both players stuck")
            self.legal = []

    def _end_turn(self, mover):
        self.to_move = 1 - mover
        if self.stones(1 - mover) == 0:
            self.result = _result(mover, "opponent has no stones")
            self.legal = []
            return
        self._turn_boundary()

    def play(self, move):
        if self.result is not None or move not in self.legal:
            raise Illegal(move)
        mover = self.to_move
        self.ply += 1
        if move == "pass":
            self._end_turn(mover)
            return
        if move.startswith("x"):
            g = int(move[1:])
            self.holes[g] -= 1
            self.stores[mover] += 1
            self.pending_count -= 1
            if self.pending_count > 0:
                self.legal = self._removal_moves(mover)
            else:
                self._end_turn(mover)
            return
        g = int(move)
        n = self.n
        base = 2 * n * mover
        c, last = self.simulate(mover, g)
        self.holes[base:base + 2 * n] = c
        if last >= n:
            facing = 5 * n - 1 - (base + last)
            taken = self.holes[facing]
            if taken > 0:
                self.holes[facing] = 0
                self.stores[mover] += taken
                k = min(taken, self.stones(1 - mover))
                if k > 0:
                    self.pending_count = k
                    self.legal = self._removal_moves(mover)
                    return
        self._end_turn(mover)

    def _removal_moves(self, mover):
        base = 2 * self.n * (1 - mover)
        return ["x%d" % g for g in range(base, base + 2 * self.n) if self.holes[g] > 0]


class Ayoayo:
    """Ayoayo: player 0 owns 0-5, player 1 owns 6-11, next = i+1 mod 12, opposite 11-i."""

    def __init__(self, remainder="last-mover"):
        assert remainder in ("last-mover", "row-owner")
        self.remainder = remainder
        self.holes = [4] * 12
        self.stores = [0, 0]
        self.to_move = 0
        self.ply = 0
        self.last_sower = None
        self.result = None
        self.seen = {}
        self.legal = []
        self._settle()

    @staticmethod
    def owner(i):
        return 0 if i < 6 else 1

    def pending(self):
        return 0

    def row(self, player, holes=None):
        holes = self.holes if holes is None else holes
        return sum(holes[6 * player:6 * player + 6])

    def simulate(self, player, h):
        """Returns (board after, stores gain) or None when the move never ends."""
        b = list(self.holes)
        laps = set()
        cur = h
        while True:
            key = (tuple(b), cur)
            if key in laps:
                global NEVER_ENDS_SEEN
                NEVER_ENDS_SEEN += 1
                return None
            laps.add(key)
            k = b[cur]
            b[cur] = 0
            pos = cur
            while k > 0:
                pos = (pos + 1) % 12
                if pos == cur:
                    continue
                b[pos] += 1
                k -= 1
            if b[pos] > 1:
                cur = pos
                continue
            break
        gain = 0
        if self.owner(pos) == player and b[11 - pos] > 0:
            gain = b[11 - pos] + 1
            b[11 - pos] = 0
            b[pos] = 0
        return b, gain

    def sow_moves(self, player):
        moves = []
        must_feed = self.row(1 - player) == 0
        for h in range(6 * player, 6 * player + 6):
            if self.holes[h] == 0:
                continue
            r = self.simulate(player, h)
            if r is None:
                continue
            if must_feed and self.row(1 - player, r[0]) == 0:
                continue
            moves.append(h)
        return moves

    def _end(self, reason, row_owner):
        if row_owner:
            for i in range(12):
                self.stores[self.owner(i)] += self.holes[i]
                self.holes[i] = 0
        else:
            rest = sum(self.holes)
            if rest:
                self.stores[self.last_sower] += rest
            self.holes = [0] * 12
        self.result = _result(_winner_by_stores(self.stores), reason)
        self.legal = []

    def _settle(self):
        key = (tuple(self.holes), tuple(self.stores), self.to_move)
        self.seen[key] = self.seen.get(key, 0) + 1
        if self.seen[key] >= 3:
            self._end("threefold repetition", True)
            return
        p = self.to_move
        mine = self.sow_moves(p)
        if mine:
            self.legal = [str(m) for m in mine]
            return
        row_owner = self.remainder == "row-owner"
        if self.row(1 - p) == 0:
            self._end("no move feeds the opponent", row_owner)
        elif self.sow_moves(1 - p):
            self.legal = ["pass"]
        else:
            self._end("no player can move", row_owner)

    def play(self, move):
        if self.result is not None or move not in self.legal:
            raise Illegal(move)
        mover = self.to_move
        if move != "pass":
            b, gain = self.simulate(mover, int(move))
            self.holes = b
            self.stores[mover] += gain
            self.last_sower = mover
        self.ply += 1
        self.to_move = 1 - mover
        self._settle()


def new_game(game, size=None, rules=()):
    """Build a game from the command-line style arguments."""
    remainder = "last-mover"
    for rule in rules:
        name, _, value = rule.partition("=")
        if game != "ayoayo" or name != "remainder" or value not in ("last-mover", "row-owner"):
            raise ValueError("unknown rule %r for %s" % (rule, game))
        remainder = value
    if game == "adji-boto":
        if size is not None:
            raise ValueError("adji-boto has no size")
        return AdjiBoto()
    if game == "nsolo":
        n = 8 if size is None else size
        if not 8 <= n <= 36:
            raise ValueError("nsolo size must be 8 to 36")
        return Nsolo(n)
    if game == "ayoayo":
        if size is not None:
            raise ValueError("ayoayo has no size")
        return Ayoayo(remainder)
    raise ValueError("unknown game %r" % game)


def snapshot(state, move):
    """One JSON-ready line, as `mancala replay` prints it."""
    return {
        "ply": state.ply,
        "move": move,
        "to_move": state.to_move,
        "holes": list(state.holes),
        "stores": list(state.stores),
        "pending_removals": state.pending(),
        "legal": list(state.legal),
        "result": None if state.result is None else dict(state.result),
    }


def main(argv):
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    game = argv[0]
    size = None
    rules = []
    moves = []
    i = 1
    while i < len(argv):
        if argv[i] == "--size":
            size = int(argv[i + 1])
            i += 2
        elif argv[i] == "--rule":
            rules.append(argv[i + 1])
            i += 2
        else:
            moves.append(argv[i])
            i += 1
    try:
        state = new_game(game, size, rules)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    print(json.dumps(snapshot(state, None)))
    for m in moves:
        try:
            state.play(m)
        except Illegal:
            print("illegal move %s" % m, file=sys.stderr)
            return 2
        print(json.dumps(snapshot(state, m)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
