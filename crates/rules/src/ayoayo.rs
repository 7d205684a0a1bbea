//! # Ayoayo
//!
//! The mancala of the Yoruba of Nigeria. Sources: the project's Italian seed document, read
//! as settled in `docs/spec/rules.md` (with Mancala World, Wikipedia and MancalaGames).
//!
//! ```text
//!        [11][10][ 9][ 8][ 7][ 6]       <- player 1's row (his left to right: 6 … 11)
//!   [S1]                          [S0]
//!        [ 0][ 1][ 2][ 3][ 4][ 5]       <- player 0's row
//! ```
//!
//! Player 0's store is beside hole 5, player 1's beside hole 11; `next(i) = (i + 1) mod 12`
//! (counterclockwise); the hole opposite `i` is `11 − i`.
//!
//! Rule choices:
//! - A move lifts all seeds of an own hole (at least 1) and sows them one per hole; stores
//!   never receive sown seeds.
//! - Relay: a last seed landing in an occupied hole lifts that hole and sows on; the move
//!   ends in an empty hole. Each lap skips the hole it was lifted from; a later lap may sow
//!   into an earlier lap's start hole.
//! - Capture: a move ending in a hole of the mover's row (it was empty) whose opposite hole
//!   is occupied takes the opposite seeds and the capturing seed into the mover's store.
//! - Feeding: when the opponent's row is empty, only moves that leave him a seed after the
//!   whole move are legal; if none does, the game ends at once. A player with no legal move
//!   passes while the opponent can move; the game ends when neither can.
//! - At the end the seeds left on the board go to the player who made the last sowing
//!   (default `remainder=last-mover`), or each player takes his own row
//!   (`remainder=row-owner`). More seeds wins; 24–24 is a draw.
//! - Safeguard: the third occurrence of a position ends the game, each player taking the
//!   seeds on his own row.
//! - A sowing that would never end is not a legal move.

use crate::error::{PlayError, SetupError};
use crate::observer::{Event, Observer};
use crate::rules::{Rules, collect_and_end, or_pass, over_or_resign};
use crate::setup::Setup;
use crate::sowing::relay_sow;
use crate::types::{Config, EndReason, Move, MoveList, Outcome, Player, Remainder};

/// Holes on the board.
pub const HOLES: usize = 12;
/// Seeds in each hole at the start.
pub const START_SEEDS: u16 = 4;

/// An Ayoayo position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ayoayo {
    holes: [u16; HOLES],
    stores: [u16; 2],
    to_move: Player,
    last_sower: Option<Player>,
    remainder: Remainder,
    result: Option<Outcome>,
}

/// Owner of a hole: player 0 owns 0–5, player 1 owns 6–11.
#[inline]
pub fn owner(hole: usize) -> Player {
    if hole < 6 { Player::Zero } else { Player::One }
}

/// The hole across the board from `hole`.
#[inline]
pub fn opposite(hole: usize) -> usize {
    HOLES - 1 - hole
}

fn row(p: Player) -> core::ops::Range<usize> {
    let first = 6 * p.index();
    first..first + 6
}

impl Ayoayo {
    /// The start position: 4 seeds in every hole, player 0 to move.
    pub fn new(remainder: Remainder) -> Ayoayo {
        Ayoayo {
            holes: [START_SEEDS; HOLES],
            stores: [0; 2],
            to_move: Player::Zero,
            last_sower: None,
            remainder,
            result: None,
        }
    }

    /// Takes the fields of a setup whose holes and total fit the board (checked by
    /// [`crate::Position::from_setup`]), then applies the end rules.
    pub(crate) fn set_up(&mut self, setup: &Setup) -> Result<(), SetupError> {
        for (h, &s) in self.holes.iter_mut().zip(&setup.holes) {
            *h = s;
        }
        self.stores = setup.stores;
        self.to_move = setup.to_move;
        self.last_sower = setup.last_sower;
        self.settle(setup.to_move.other(), &mut ());
        Ok(())
    }

    /// The player who made the last sowing move, if any.
    pub fn last_sower(&self) -> Option<Player> {
        self.last_sower
    }

    /// Who takes the remaining seeds at the end.
    pub fn remainder(&self) -> Remainder {
        self.remainder
    }

    fn row_empty(&self, p: Player) -> bool {
        self.holes[row(p)].iter().all(|&h| h == 0)
    }

    /// Plays a sowing by `p` from `hole` on a copy, with the whole-move checks: the
    /// sowing must end, and must feed an opponent whose row is empty.
    fn sow<O: Observer>(&self, p: Player, hole: usize, obs: &mut O) -> Result<Ayoayo, PlayError> {
        if hole >= HOLES {
            return Err(PlayError::NoSuchHole);
        }
        if owner(hole) != p {
            return Err(PlayError::NotYourHole);
        }
        if self.holes[hole] == 0 {
            return Err(PlayError::TooFewSeeds { needs: 1 });
        }
        let must_feed = self.row_empty(p.other());
        let mut after = *self;
        let last = relay_sow(&mut after.holes, hole, true, |i| i as u8, obs)?;
        after.capture(p, last, obs);
        if must_feed && after.row_empty(p.other()) {
            return Err(PlayError::MustFeed);
        }
        Ok(after)
    }

    /// Capture: the move ended in `last`, which was empty; if it is on the mover's row and
    /// the opposite hole holds seeds, those seeds and the capturing seed go to his store.
    fn capture<O: Observer>(&mut self, p: Player, last: usize, obs: &mut O) {
        let opp = opposite(last);
        if owner(last) != p || self.holes[opp] == 0 {
            return;
        }
        for hole in [opp, last] {
            let count = core::mem::take(&mut self.holes[hole]);
            self.stores[p.index()] += count;
            obs.event(Event::Capture {
                hole: hole as u8,
                count,
                by: p,
            });
        }
    }

    fn can_sow(&self, p: Player) -> bool {
        row(p).any(|h| self.holes[h] > 0 && self.sow(p, h, &mut ()).is_ok())
    }

    /// The end rules, checked after `mover`'s move with the other player to move:
    /// an empty row that cannot be fed ends the game; otherwise a player without a move
    /// passes if the opponent could then move, and the game ends when neither can.
    fn settle<O: Observer>(&mut self, mover: Player, obs: &mut O) {
        let next = mover.other();
        if self.can_sow(next) {
            return;
        }
        if self.row_empty(mover) {
            let reason = if self.row_empty(next) {
                EndReason::NoMoves
            } else {
                EndReason::CannotFeed
            };
            self.finish(reason, obs);
        } else if !self.can_sow(mover) {
            // the opponent without a seed (this move's capture emptied his row) and no move of
            // the mover's reaching him: neither can move for want of feeding (rules.md, "Feeding
            // and the end"), which is said, not that nobody can move (a tester saw the mover's
            // seeds on the board)
            let reason = if self.row_empty(next) {
                EndReason::MoverCannotFeed
            } else {
                EndReason::NoMoves
            };
            self.finish(reason, obs);
        }
    }

    /// Ends the game: the seeds left go to the last sower, or (under `row-owner`, by the
    /// repetition safeguard, or before any sowing) each row to its owner.
    fn finish<O: Observer>(&mut self, reason: EndReason, obs: &mut O) {
        let taker = match (self.remainder, self.last_sower, reason) {
            (_, _, EndReason::Repetition) | (Remainder::RowOwner, _, _) | (_, None, _) => None,
            (Remainder::LastMover, Some(p), _) => Some(p),
        };
        let taker = |hole| taker.unwrap_or(owner(hole));
        let outcome = collect_and_end(&mut self.holes, &mut self.stores, taker, reason, obs);
        self.result = Some(outcome);
    }

    pub(crate) fn set_outcome(&mut self, outcome: Outcome) {
        self.result = Some(outcome);
    }
}

impl Rules for Ayoayo {
    fn config(&self) -> Config {
        Config::Ayoayo {
            remainder: self.remainder,
        }
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn holes(&self) -> &[u16] {
        &self.holes
    }

    fn stores(&self) -> [u16; 2] {
        self.stores
    }

    fn must_feed(&self) -> bool {
        self.result.is_none() && self.row_empty(self.to_move.other())
    }

    fn owner(&self, hole: usize) -> Player {
        owner(hole)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result
    }

    fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.result.is_some() {
            return moves;
        }
        let p = self.to_move;
        for h in row(p) {
            if self.holes[h] > 0 && self.sow(p, h, &mut ()).is_ok() {
                moves.push(Move::Sow(h as u8));
            }
        }
        or_pass(moves)
    }

    fn candidate_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.result.is_none() {
            moves.extend(
                row(self.to_move)
                    .filter(|&h| self.holes[h] > 0)
                    .map(|h| Move::Sow(h as u8)),
            );
        }
        moves
    }

    fn play_observed<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<(), PlayError> {
        let p = self.to_move;
        if over_or_resign(&mut self.result, p, mv, obs)? {
            return Ok(());
        }
        match mv {
            Move::Resign => return Ok(()), // played by over_or_resign above
            Move::Remove(_) => return Err(PlayError::NoRemovalOwed),
            Move::Pass => {
                if self.can_sow(p) {
                    return Err(PlayError::PassNotAllowed);
                }
                obs.event(Event::Pass { by: p });
            }
            Move::Sow(h) => {
                let h = usize::from(h);
                if O::ACTIVE {
                    self.sow(p, h, &mut ())?;
                }
                *self = self.sow(p, h, obs)?;
                self.last_sower = Some(p);
            }
        }
        self.to_move = p.other();
        self.settle(p, obs);
        Ok(())
    }

    fn end_by_repetition_observed<O: Observer>(&mut self, obs: &mut O) {
        if self.result.is_none() {
            self.finish(EndReason::Repetition, obs);
        }
    }

    fn repetition_limit(&self) -> usize {
        3
    }
}
