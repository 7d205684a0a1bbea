//! The classical reference opponent (`negamax:depth=N`): plain full-width alpha-beta to a
//! fixed depth, the store difference as evaluation ([`Eval::Material`]), no table, no
//! quiescence or other extension, and a fixed move order (the legal moves ascending; the
//! first of equally good moves is kept). Anyone can reproduce a comparison with the usual
//! open-source mancala programs against it.
//!
//! A finished game scores its outcome, as in the main search: `±(WIN − ply)` for a win or
//! a loss, 0 for a draw. A move that does not hand the turn over (Nsolo's bonus removals)
//! keeps the window and the sign, and costs a ply like any other move.

use mancala_rules::{Move, Player, Position, Rules};

use crate::eval::{Eval, evaluate};
use crate::search::{WIN, by_side, outcome_score, raise};

const INF: i32 = WIN + 1;

/// The reference player's choice: the first best move in legal order, its score (from the
/// mover's view, hundredths of a seed, or `±(WIN − plies)`), and the nodes visited. `None`
/// if the game is over.
pub fn negamax_move(pos: &Position, depth: u32) -> Option<(Move, i32, u64)> {
    let mut nodes = 0u64;
    let me = pos.to_move();
    let mut best: Option<(Move, i32)> = None;
    let mut alpha = -INF;
    for mv in pos.legal_moves() {
        let mut c = *pos;
        if c.play(mv).is_err() {
            continue;
        }
        let s = child(&c, me, depth.max(1) - 1, alpha, INF, 1, &mut nodes);
        if best.is_none_or(|(_, b)| s > b) {
            best = Some((mv, s));
            alpha = alpha.max(s);
        }
    }
    best.map(|(mv, s)| (mv, s, nodes))
}

/// The score of `c` (reached by a move of `parent`) for `parent`: a finished game scores
/// its outcome, otherwise [`by_side`] searches it for its own player to move.
fn child(c: &Position, parent: Player, depth: u32, a: i32, b: i32, ply: u32, n: &mut u64) -> i32 {
    *n += 1;
    match c.outcome() {
        Some(o) => outcome_score(o, parent, ply),
        None => by_side(c.to_move() == parent, a, b, |a, b| {
            value(c, depth, a, b, ply, n)
        }),
    }
}

/// The value of `pos` (a game not over) for its player to move, window `a..b`.
fn value(pos: &Position, depth: u32, mut a: i32, b: i32, ply: u32, n: &mut u64) -> i32 {
    if depth == 0 {
        return evaluate(pos, Eval::Material);
    }
    let me = pos.to_move();
    let mut best = -INF;
    for mv in pos.legal_moves() {
        let mut c = *pos;
        if c.play(mv).is_err() {
            continue;
        }
        let s = child(&c, me, depth - 1, a, b, ply + 1, n);
        if raise(&mut best, &mut a, b, s) {
            break;
        }
    }
    best
}

/// Plain minimax without pruning (for tests: alpha-beta must agree with it): the score of
/// `c`, reached by a move of `parent`, for `parent`.
#[cfg(test)]
pub(crate) fn minimax(c: &Position, parent: Player, depth: u32, ply: u32) -> i32 {
    if let Some(o) = c.outcome() {
        return outcome_score(o, parent, ply);
    }
    let me = c.to_move();
    let best = if depth == 0 {
        evaluate(c, Eval::Material)
    } else {
        c.legal_moves()
            .into_iter()
            .map(|mv| {
                let mut g = *c;
                g.play(mv).expect("legal");
                minimax(&g, me, depth - 1, ply + 1)
            })
            .max()
            .expect("a position not over has a legal move")
    };
    if me == parent { best } else { -best }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;
    use alloc::vec::Vec;
    use mancala_rules::Config;

    /// Positions from seeded random games of every game (Nsolo at 4×8), a few plies in.
    fn positions() -> impl Iterator<Item = Position> {
        let configs = [
            Config::new(mancala_rules::GameId::AdjiBoto),
            Config::new(mancala_rules::GameId::Ayoayo),
            Config::new(mancala_rules::GameId::Nsolo),
        ];
        configs.into_iter().flat_map(|config| {
            (0..12u64).filter_map(move |g| {
                let mut rng = Rng::new(g * 7 + 1);
                let mut pos = Position::new(config);
                for _ in 0..(g * 5 % 40) {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    pos.play(moves[rng.below(moves.len())]).expect("legal");
                }
                (!pos.is_over()).then_some(pos)
            })
        })
    }

    #[test]
    fn depth_one_plays_the_greedy_move() {
        let mut seen = 0;
        for pos in positions() {
            let me = pos.to_move().index();
            let gains: Vec<(Move, i32, bool)> = pos
                .legal_moves()
                .into_iter()
                .map(|mv| {
                    let mut c = pos;
                    c.play(mv).expect("legal");
                    let gain = i32::from(c.stores()[me]) - i32::from(pos.stores()[me]);
                    (mv, gain, c.is_over() || c.pending_removals() > 0)
                })
                .collect();
            // Only where no removal is owed and no move ends the game or owes removals
            // (then the outcome or the owed stones count, not the store alone).
            if pos.pending_removals() > 0 || gains.iter().any(|g| g.2) {
                continue;
            }
            let best = gains.iter().map(|g| g.1).max().expect("moves");
            let first_best = gains.iter().find(|g| g.1 == best).expect("a best").0;
            let (mv, score, _) = negamax_move(&pos, 1).expect("not over");
            assert_eq!(mv, first_best, "{pos}");
            let diff = evaluate(&pos, Eval::Material);
            assert_eq!(score, diff + best * 100, "{pos}");
            seen += 1;
        }
        assert!(seen >= 15, "enough positions checked: {seen}");
    }

    #[test]
    fn alpha_beta_agrees_with_plain_minimax() {
        let mut checked = 0;
        for pos in positions() {
            let depth = if matches!(pos, Position::Nsolo(_)) {
                3
            } else {
                4
            };
            let (mv, score, nodes) = negamax_move(&pos, depth).expect("not over");
            let me = pos.to_move();
            let by_move: Vec<(Move, i32)> = pos
                .legal_moves()
                .into_iter()
                .map(|m| {
                    let mut c = pos;
                    c.play(m).expect("legal");
                    (m, minimax(&c, me, depth - 1, 1))
                })
                .collect();
            let best = by_move.iter().map(|m| m.1).max().expect("moves");
            assert_eq!(score, best, "{pos}");
            assert_eq!(
                mv,
                by_move.iter().find(|m| m.1 == best).expect("a best").0,
                "the first best move in legal order: {pos}"
            );
            assert!(nodes > 0);
            checked += 1;
        }
        assert!(checked >= 30, "{checked}");
    }

    #[test]
    fn the_same_position_gives_the_same_move() {
        for pos in positions().take(10) {
            assert_eq!(negamax_move(&pos, 3), negamax_move(&pos, 3));
        }
    }
}
