//! The exact endgame solver (Adji-Boto and Ayoayo): alpha-beta to the end of the game,
//! no horizon and no evaluation, scoring a finished game by its final store difference
//! (in seeds, from the view of the player to move), with a table of proven bounds. It
//! either proves the exact value within its node budget or gives up (`None`); what it
//! proves is perfect play: the most seeds against any defence, hence also the best
//! outcome.
//!
//! Sowings go round the board, so an endgame of a few seeds can cycle. A position that
//! recurs on the line being searched is scored as the repetition safeguard's end (each
//! player takes the seeds on his own row) at its second occurrence rather than its third
//! (a position has no history beyond the line); such values are stored in the table like
//! the others, so in positions with cycles "exact" means exact under that reading. A line
//! longer than [`MAX_PLY`] plies makes the solver give up.

use alloc::vec;
use alloc::vec::Vec;

use mancala_rules::{Move, Player, Position, Rules};

use crate::search::{Entry, by_side, sort_by_key};

/// The longest line followed before giving up (sowings can cycle in principle).
pub const MAX_PLY: u32 = 160;
const TABLE_BITS: u32 = 16;
const NONE: u8 = u8::MAX;

/// A proven endgame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The best move (the first of equally good ones in the order given).
    pub best: Move,
    /// Its exact value: the final store difference with best play, in seeds, from the
    /// mover's view.
    pub value: i32,
    /// The moves tried, in the order given, with their values: exact for all if asked,
    /// otherwise exact for the best and upper bounds for the others.
    pub moves: Vec<(Move, i32)>,
    /// Nodes visited.
    pub nodes: u64,
}

struct Solver<'a> {
    tt: Vec<Entry>,
    stop: Option<&'a mut dyn FnMut() -> bool>,
    nodes: u64,
    budget: u64,
    aborted: bool,
    /// Keys of the positions on the current line (cycle detection).
    path: Vec<u64>,
}

/// Whether the solver handles this game (Adji-Boto and Ayoayo; Nsolo's long games and
/// removals are left to the search).
pub fn solvable(pos: &Position) -> bool {
    !matches!(pos, Position::Nsolo(_))
}

/// Solves `pos` exactly within `budget` nodes, trying `moves` (the legal moves, in the
/// order to try them: the first of equally good moves is kept). With `all` every move
/// gets its exact value; otherwise only the best does and the others get upper bounds.
/// `None` if the game is over, the game is Nsolo, or the budget ran out.
pub fn solve(pos: &Position, moves: &[Move], budget: u64, all: bool) -> Option<Solved> {
    solve_with(pos, moves, budget, all, None)
}

/// [`solve`], also giving up when `stop` (polled every 512 nodes) says so: Expert's time
/// budget, when the caller lends a clock.
pub fn solve_with(
    pos: &Position,
    moves: &[Move],
    budget: u64,
    all: bool,
    stop: Option<&mut dyn FnMut() -> bool>,
) -> Option<Solved> {
    if !solvable(pos) || pos.is_over() {
        return None;
    }
    let mut s = Solver {
        tt: vec![Entry::default(); 1 << TABLE_BITS],
        nodes: 0,
        budget,
        aborted: false,
        path: Vec::new(),
        stop,
    };
    let me = pos.to_move();
    let mut out: Vec<(Move, i32)> = Vec::with_capacity(moves.len());
    let mut best = (*moves.first()?, -1000);
    for &mv in moves {
        let mut c = *pos;
        if !play(&mut c, mv) {
            continue;
        }
        // Fail-soft: a move no better than the best so far gets an upper bound.
        let v = s.child(&c, me, if all { -1000 } else { best.1 }, 1000, 1);
        if s.aborted {
            return None;
        }
        out.push((mv, v));
        if v > best.1 {
            best = (mv, v);
        }
    }
    Some(Solved {
        best: best.0,
        value: best.1,
        moves: out,
        nodes: s.nodes,
    })
}

/// The store difference for `me`: a finished game's value.
fn margin(pos: &Position, me: Player) -> i32 {
    let st = pos.stores();
    i32::from(st[me.index()]) - i32::from(st[me.other().index()])
}

/// Plays `mv` on `c`; false if the rules refuse it.
fn play(c: &mut Position, mv: Move) -> bool {
    c.play(mv).is_ok()
}

/// The hole of a move (the table's move code; `pass` has none).
fn hole(mv: Move) -> u8 {
    match mv {
        Move::Sow(h) | Move::Remove(h) => h,
        Move::Pass | Move::Resign => NONE,
    }
}

impl Solver<'_> {
    /// The value of `c` (reached by a move of `me`) for `me`, window `alpha..beta`.
    fn child(&mut self, c: &Position, me: Player, alpha: i32, beta: i32, ply: u32) -> i32 {
        if c.is_over() {
            margin(c, me)
        } else {
            by_side(c.to_move() == me, alpha, beta, |a, b| {
                self.value(c, a, b, ply)
            })
        }
    }

    /// Fail-soft alpha-beta for the player to move in `pos` (a game not over).
    fn value(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        self.nodes += 1;
        if self.nodes > self.budget
            || ply > MAX_PLY
            || (self.nodes % 512 == 0 && self.stop.as_mut().is_some_and(|f| f()))
        {
            self.aborted = true;
            return 0;
        }
        let me = pos.to_move();
        let stores = pos.stores();
        let k = pos.key();
        if self.path.contains(&k) {
            // A cycle: scored as the repetition safeguard's end (each player takes the
            // seeds on his own row), at the second occurrence rather than the third.
            let mut c = *pos;
            c.end_by_repetition();
            return margin(&c, me);
        }
        let slot = (k as usize) & ((1 << TABLE_BITS) - 1);
        let e = self.tt[slot];
        let mut tt_move = NONE;
        if e.key == k {
            // The bounds: low 16 bits the lower, high 16 the upper.
            let (lo, hi) = (i32::from(e.score as i16), e.score >> 16);
            if lo >= beta || lo == hi {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
            tt_move = e.mv as u8;
        }
        // Moves, ordered: the table's move, then by seeds gained, then by index. (Only the
        // moves are kept and replayed below: keeping the positions costs more code than the
        // second play costs time.)
        let mut kids: Vec<(i32, Move)> = Vec::new();
        for mv in pos.candidate_moves() {
            let mut c = *pos;
            if !play(&mut c, mv) {
                continue;
            }
            let gain = i32::from(c.stores()[me.index()]) - i32::from(stores[me.index()]);
            kids.push((if hole(mv) == tt_move { 1000 } else { gain }, mv));
        }
        if kids.is_empty() {
            kids.push((0, Move::Pass));
        }
        sort_by_key(&mut kids, |k| core::cmp::Reverse(k.0));
        self.path.push(k);
        let alpha0 = alpha;
        let mut best = -1000;
        let mut best_mv = NONE;
        for &(_, mv) in &kids {
            let mut c = *pos;
            if !play(&mut c, mv) {
                self.aborted = true;
            }
            let v = self.child(&c, me, alpha, beta, ply + 1);
            if self.aborted {
                self.path.pop();
                return 0;
            }
            if v > best {
                best = v;
                best_mv = hole(mv);
                alpha = alpha.max(v);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.path.pop();
        let (mut lo, mut hi) = (-1000i32, 1000i32);
        if best <= alpha0 {
            hi = best;
        } else if best >= beta {
            lo = best;
        } else {
            lo = best;
            hi = best;
        }
        let e = &mut self.tt[slot];
        e.key = k;
        e.score = (hi << 16) | (lo & 0xFFFF);
        e.mv = u16::from(best_mv);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;
    use mancala_rules::{Config, GameId};

    /// Plain minimax to the end of the game (no pruning, no table): the final store
    /// difference of `c` for `me` (the player who moved into it, or the one to move). A
    /// position that recurs on the line gives `None` (as does a line longer than 100
    /// plies), or with `cycles` the solver's reading: the game ends there by repetition.
    fn brute(c: &Position, me: Player, path: &mut Vec<Position>, cycles: bool) -> Option<i32> {
        if c.is_over() {
            return Some(margin(c, me));
        }
        if path.contains(c) && cycles {
            let mut end = *c;
            end.end_by_repetition();
            return Some(margin(&end, me));
        }
        if path.contains(c) || (!cycles && path.len() > 100) {
            return None;
        }
        path.push(*c);
        let mover = c.to_move();
        let mut best = i32::MIN;
        for mv in c.legal_moves() {
            let mut next = *c;
            next.play(mv).expect("legal");
            best = best.max(brute(&next, mover, path, cycles)?);
        }
        path.pop();
        Some(if mover == me { best } else { -best })
    }

    /// Endgames from seeded random games: played on until at most `seeds` remain.
    fn endgames(game: GameId, seeds: u32, count: u64) -> Vec<Position> {
        (0..count)
            .filter_map(|g| {
                let mut rng = Rng::new(g + 100);
                let mut pos = Position::new(Config::new(game));
                for _ in 0..400 {
                    if pos.is_over() || pos.board_seeds() <= seeds {
                        break;
                    }
                    let moves = pos.legal_moves();
                    pos.play(moves[rng.below(moves.len())]).expect("legal");
                }
                (!pos.is_over() && pos.board_seeds() <= seeds).then_some(pos)
            })
            .collect()
    }

    #[test]
    fn the_solver_agrees_with_plain_minimax_to_the_end() {
        let (mut checked, mut cyclic) = (0, 0);
        for game in [GameId::Ayoayo, GameId::AdjiBoto] {
            for pos in endgames(game, 7, 50) {
                let Some(want) = brute(&pos, pos.to_move(), &mut Vec::new(), false) else {
                    cyclic += 1;
                    assert!(
                        solve(&pos, &pos.legal_moves(), 10_000_000, true).is_some(),
                        "{pos}"
                    );
                    continue;
                };
                let s = solve(&pos, &pos.legal_moves(), 10_000_000, false).expect("solved");
                assert_eq!(s.value, want, "{pos}");
                assert!(s.moves.contains(&(s.best, s.value)));
                let all = solve(&pos, &pos.legal_moves(), 10_000_000, true).expect("solved");
                assert_eq!(all.value, want, "{pos}");
                let me = pos.to_move();
                for (mv, v) in &all.moves {
                    let mut c = pos;
                    c.play(*mv).expect("legal");
                    let exact = brute(&c, me, &mut vec![pos], false).expect("no cycle");
                    assert_eq!(*v, exact, "{pos} {mv}");
                }
                checked += 1;
            }
        }
        assert!(
            checked >= 30,
            "{checked} endgames checked ({cyclic} with cycles)"
        );
    }

    /// Where lines cycle, the solver reads a recurring position as the repetition end; a
    /// plain minimax with the same reading (no table) agrees on small endgames.
    #[test]
    fn the_solver_reads_cycles_like_a_plain_minimax() {
        let mut checked = 0;
        for game in [GameId::Ayoayo, GameId::AdjiBoto] {
            for pos in endgames(game, 3, 30) {
                let s = solve(&pos, &pos.legal_moves(), 10_000_000, false).expect("solved");
                assert_eq!(
                    s.value,
                    brute(&pos, pos.to_move(), &mut Vec::new(), true).expect("a value"),
                    "{pos}"
                );
                checked += 1;
            }
        }
        assert!(checked >= 15, "{checked}");
    }

    #[test]
    fn the_solver_gives_up_when_the_budget_is_short_and_skips_nsolo() {
        let pos = Position::new(Config::new(GameId::Ayoayo));
        assert_eq!(solve(&pos, &pos.legal_moves(), 1000, false), None);
        assert_eq!(
            solve(&Position::new(Config::new(GameId::Nsolo)), &[], 1000, false),
            None
        );
    }
}
