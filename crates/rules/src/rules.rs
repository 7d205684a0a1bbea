//! The trait every game implements.

use core::fmt::Debug;

use crate::error::PlayError;
use crate::observer::{Event, Observer};
use crate::types::{Config, EndReason, Move, MoveList, Outcome, Player};

/// One game's rules on one position. Each game (`AdjiBoto`, `Nsolo`, `Ayoayo`) implements
/// it, and so does [`crate::Position`], which holds any of them.
///
/// A position knows whose turn it is and whether the game is over; it does not know the
/// history, so the repetition rules live in [`crate::Game`] (feature `alloc`), which calls
/// [`Rules::end_by_repetition`].
pub trait Rules: Clone + Eq + Debug {
    /// The game and its options.
    fn config(&self) -> Config;

    /// The player to move (after the end: the player who would have moved).
    fn to_move(&self) -> Player;

    /// Seed counts by global hole index.
    fn holes(&self) -> &[u16];

    /// Store contents (Nsolo: stones captured by each player, bonus included).
    fn stores(&self) -> [u16; 2];

    /// Nsolo bonus removals still owed by the player to move; 0 in the other games.
    fn pending_removals(&self) -> u16 {
        0
    }

    /// Ayoayo's feeding: while the game goes on, the opponent of the player to move has an
    /// empty row, so only moves that leave him a seed are legal. `false` in the other games.
    fn must_feed(&self) -> bool {
        false
    }

    /// The owner of a hole (global index below `holes().len()`).
    fn owner(&self, hole: usize) -> Player;

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The legal moves, ascending: sowings, or removals, or `pass` alone; empty when over.
    fn legal_moves(&self) -> MoveList;

    /// The moves worth trying, ascending, without playing them out: every legal move but
    /// `pass` is among them, and [`Rules::play`] refuses the others (a sowing that never
    /// ends, or that fails to feed). `pass` is legal exactly when the game is not over and
    /// no candidate is. Cheaper than [`Rules::legal_moves`], which plays each one out:
    /// for searches and random playouts that play the move anyway.
    fn candidate_moves(&self) -> MoveList;

    /// Plays a move, reporting each step to `obs`. On error the position is unchanged and
    /// `obs` has seen nothing.
    fn play_observed<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<(), PlayError>;

    /// Ends the game because a position repeated (the safeguard, or Nsolo's draw), with the
    /// end-of-game collection the game prescribes for that case.
    fn end_by_repetition_observed<O: Observer>(&mut self, obs: &mut O);

    /// How many times a position may occur before the game ends: 3 for the safeguard in
    /// Adji-Boto and Ayoayo (the third occurrence ends it), 2 in Nsolo.
    fn repetition_limit(&self) -> usize;

    /// Whether two positions count as the same for the repetition rules.
    fn same_position(&self, other: &Self) -> bool {
        self.to_move() == other.to_move()
            && self.stores() == other.stores()
            && self.holes() == other.holes()
    }

    /// Plays a move. On error the position is unchanged.
    fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        self.play_observed(mv, &mut ())
    }

    /// Ends the game by repetition.
    fn end_by_repetition(&mut self) {
        self.end_by_repetition_observed(&mut ())
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether `mv` is legal here.
    fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Seeds or stones still on the board.
    fn board_seeds(&self) -> u32 {
        self.holes().iter().map(|&h| u32::from(h)).sum()
    }
}

/// Finishes the legal-move list of a game that is not over: a player with no move must
/// pass.
pub(crate) fn or_pass(mut moves: MoveList) -> MoveList {
    if moves.is_empty() {
        moves.push(Move::Pass);
    }
    moves
}

/// What every game's [`Rules::play_observed`] does first: a finished game refuses every
/// move, and a resignation by `mover` ends the game at once, with the board and the stores as
/// they are. `Ok(true)`: the move was a resignation and is played; `Ok(false)`: the game's
/// own rules play it.
pub(crate) fn over_or_resign<O: Observer>(
    result: &mut Option<Outcome>,
    mover: Player,
    mv: Move,
    obs: &mut O,
) -> Result<bool, PlayError> {
    if result.is_some() {
        return Err(PlayError::GameOver);
    }
    if mv != Move::Resign {
        return Ok(false);
    }
    end_game(result, Outcome::resign(mover), obs);
    Ok(true)
}

/// Ends the game with `outcome` and reports it. A resignation ends it this way at once,
/// with the board and the stores as they are.
pub(crate) fn end_game<O: Observer>(result: &mut Option<Outcome>, outcome: Outcome, obs: &mut O) {
    *result = Some(outcome);
    obs.event(Event::End { outcome });
}

/// The end-of-game collection of the games with stores (Adji-Boto, Ayoayo): the seeds
/// left in each hole go to the store of `taker(hole)`; then the game ends, decided by the
/// stores. Returns the outcome.
pub(crate) fn collect_and_end<O: Observer>(
    holes: &mut [u16],
    stores: &mut [u16; 2],
    taker: impl Fn(usize) -> Player,
    reason: EndReason,
    obs: &mut O,
) -> Outcome {
    for (hole, seeds) in holes.iter_mut().enumerate() {
        let count = core::mem::take(seeds);
        if count > 0 {
            let to = taker(hole);
            stores[to.index()] += count;
            obs.event(Event::Collect {
                hole: hole as u8,
                count,
                to,
            });
        }
    }
    let outcome = Outcome::by_score(*stores, reason);
    obs.event(Event::End { outcome });
    outcome
}

/// Counts the leaf positions `depth` moves deep (every legal move, removals and passes
/// included; a finished game is a leaf). The repetition rules are not applied: they need
/// a history, which a position does not have.
pub fn perft<R: Rules>(pos: &R, depth: u32) -> u64 {
    if depth == 0 || pos.is_over() {
        return 1;
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            match next.play(mv) {
                Ok(()) => perft(&next, depth - 1),
                Err(_) => 0,
            }
        })
        .sum()
}
