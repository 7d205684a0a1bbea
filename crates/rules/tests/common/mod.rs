//! Helpers shared by the scenario tests: set up a position from the notation, play a move
//! and assert the whole position after it.
#![allow(dead_code)]

use mancala_rules::{EndReason, Move, Outcome, PlayError, Player, Position, Rules};

/// A position from the position notation (panics with the parser's message).
pub fn pos(s: &str) -> Position {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// A move from its notation.
pub fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Plays `m` on a copy of `p` and returns the position after it.
pub fn after(p: &Position, m: &str) -> Position {
    let mut q = *p;
    q.play(mv(m)).unwrap_or_else(|e| panic!("{m} in {p}: {e}"));
    q
}

/// Legal moves as strings.
pub fn legal(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Asserts that `m` is refused with `error` and leaves the position unchanged.
pub fn refused(p: &Position, m: &str, error: PlayError) {
    let mut q = *p;
    assert_eq!(q.play(mv(m)), Err(error), "{m} in {p}");
    assert_eq!(q, *p, "a refused move changed the position");
}

pub fn player(i: usize) -> Player {
    Player::from_index(i).unwrap()
}

/// A game still going on.
pub const ON: Option<Outcome> = None;

/// A finished game: `winner` is 0, 1 or `None` for a draw.
pub fn over(winner: Option<usize>, reason: EndReason) -> Option<Outcome> {
    Some(Outcome {
        winner: winner.map(player),
        reason,
    })
}

/// The whole position: every hole, both stores, side to move, removals owed, outcome.
#[track_caller]
pub fn check(
    p: &Position,
    holes: &[u16],
    stores: [u16; 2],
    to_move: usize,
    pending: u16,
    outcome: Option<Outcome>,
) {
    assert_eq!(p.holes(), holes, "holes of {p}");
    assert_eq!(p.stores(), stores, "stores of {p}");
    assert_eq!(p.to_move(), player(to_move), "side to move of {p}");
    assert_eq!(p.pending_removals(), pending, "removals owed in {p}");
    assert_eq!(p.outcome(), outcome, "outcome of {p}");
    if outcome.is_some() {
        assert!(
            p.legal_moves().is_empty(),
            "a finished game has no legal move: {p}"
        );
    } else {
        assert!(
            !p.legal_moves().is_empty(),
            "a game going on has a legal move: {p}"
        );
    }
    let total: u32 = holes.iter().chain(&stores).map(|&h| u32::from(h)).sum();
    assert_eq!(
        total,
        u32::from(p.config().total_seeds()),
        "seeds conserved in {p}"
    );
}
