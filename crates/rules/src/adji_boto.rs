//! # Adji-Boto
//!
//! The mancala of the Saramaka Maroons of Suriname, played at wakes. Sources: the project's
//! seed documents (Italian, Dutch, Russian), read as settled in `docs/spec/rules.md`, which also
//! draws on Herskovits (1929), Ludii's Adjiboto and the Italian Wikipedia.
//!
//! ```text
//!           [ store of player 1 ]
//!   [0] [1] [2] [3] [4]      <- player 1's row
//!   [9] [8] [7] [6] [5]      <- player 0's row
//!           [ store of player 0 ]
//! ```
//!
//! Rule choices:
//! - Sowing runs counterclockwise on the diagram, which is decreasing index:
//!   `next(i) = (i + 9) mod 10`. Stores never receive sown seeds.
//! - A move lifts all but one seed of an own hole holding at least 2 (one stays) and sows
//!   them in a single lap; the origin is not skipped.
//! - Opening: in the first 10 moves each player plays each of his five holes once, in any
//!   order, and nothing is captured.
//! - Capture (from move 11): from the hole after the last seed's hole, take every hole of
//!   1, 3 or 5 seeds in a row, on either side; stop at the first other count (an empty hole
//!   stops the chain) and never take the last seed's hole itself.
//! - A player with no legal move passes; the game ends when neither can move, each player
//!   adding his row to his store. More seeds wins; 50–50 is a draw.
//! - Safeguard: the third occurrence of a position ends the game the same way.

use crate::error::{PlayError, SetupError};
use crate::observer::{Event, Observer};
use crate::rules::{Rules, collect_and_end, or_pass, over_or_resign};
use crate::setup::Setup;
use crate::types::{Config, EndReason, Move, MoveList, Outcome, Player};

/// Holes on the board.
pub const HOLES: usize = 10;
/// Seeds in each hole at the start.
pub const START_SEEDS: u16 = 10;
const OPENING_DONE: u8 = 0b1_1111;

/// An Adji-Boto position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AdjiBoto {
    holes: [u16; HOLES],
    stores: [u16; 2],
    to_move: Player,
    /// Per player: bit k set when his hole `first_hole(p) + k` was played in the opening.
    opening: [u8; 2],
    result: Option<Outcome>,
}

impl Default for AdjiBoto {
    fn default() -> Self {
        AdjiBoto::new()
    }
}

/// The sowing successor: decreasing index, 9 → 8 → … → 0 → 9.
#[inline]
pub fn next(i: usize) -> usize {
    if i == 0 { HOLES - 1 } else { i - 1 }
}

/// The first of a player's five holes: 5 for player 0 (holes 5–9), 0 for player 1 (0–4).
#[inline]
fn first_hole(p: Player) -> usize {
    match p {
        Player::Zero => 5,
        Player::One => 0,
    }
}

/// Owner of a hole: player 0 owns 5–9, player 1 owns 0–4.
#[inline]
pub fn owner(hole: usize) -> Player {
    if hole >= 5 { Player::Zero } else { Player::One }
}

impl AdjiBoto {
    /// The start position: 10 seeds in every hole, player 0 to move.
    pub fn new() -> AdjiBoto {
        AdjiBoto {
            holes: [START_SEEDS; HOLES],
            stores: [0; 2],
            to_move: Player::Zero,
            opening: [0; 2],
            result: None,
        }
    }

    /// Takes the fields of a setup whose holes and total fit the board (checked by
    /// [`crate::Position::from_setup`]): checks the opening record (`setup.opening`, the
    /// holes already played, or `None` once the opening is over), then applies the end rule.
    pub(crate) fn set_up(&mut self, setup: &Setup) -> Result<(), SetupError> {
        for (h, &s) in self.holes.iter_mut().zip(&setup.holes) {
            *h = s;
        }
        self.stores = setup.stores;
        self.to_move = setup.to_move;
        self.opening = [OPENING_DONE; 2];
        if let Some(mask) = setup.opening {
            // No seed is stored during the opening, but for a game that ended in it: its
            // board is then empty, every seed collected (written back, such a position must
            // parse again).
            let collected = self.holes.iter().all(|&h| h == 0);
            if mask >> HOLES != 0 || (self.stores != [0, 0] && !collected) {
                return Err(SetupError::BadOpening);
            }
            for p in [Player::Zero, Player::One] {
                self.opening[p.index()] = (mask >> first_hole(p)) as u8 & OPENING_DONE;
            }
            let [a, b] = self.opening.map(u8::count_ones);
            let fits = match self.to_move {
                Player::Zero => a == b,
                Player::One => a == b + 1,
            };
            if !fits {
                return Err(SetupError::BadOpening);
            }
        }
        self.settle(&mut ());
        Ok(())
    }

    /// The holes played in the opening so far (bit mask over global indices), or `None`
    /// once both players have played all five.
    pub fn opening(&self) -> Option<u16> {
        if self.opening_over() {
            return None;
        }
        let mut mask = 0u16;
        for p in [Player::Zero, Player::One] {
            mask |= u16::from(self.opening[p.index()]) << first_hole(p);
        }
        Some(mask)
    }

    fn opening_over(&self) -> bool {
        self.opening == [OPENING_DONE; 2]
    }

    /// May `p` sow from `hole` (ignoring whose turn it is)?
    fn may_sow(&self, p: Player, hole: usize) -> Result<(), PlayError> {
        if hole >= HOLES {
            return Err(PlayError::NoSuchHole);
        }
        if owner(hole) != p {
            return Err(PlayError::NotYourHole);
        }
        if self.holes[hole] < 2 {
            // an empty hole said so, as in the other games ("needs: 1"), not as one of too few
            // (a tester's)
            let needs = if self.holes[hole] == 0 { 1 } else { 2 };
            return Err(PlayError::TooFewSeeds { needs });
        }
        let bit = 1 << (hole - first_hole(p));
        if self.opening[p.index()] != OPENING_DONE && self.opening[p.index()] & bit != 0 {
            return Err(PlayError::PlayedInOpening);
        }
        Ok(())
    }

    fn can_sow(&self, p: Player) -> bool {
        let first = first_hole(p);
        (first..first + 5).any(|h| self.may_sow(p, h).is_ok())
    }

    /// Leave-one sowing: all seeds but one are lifted from `origin` and sown one per hole
    /// on `next`, in a single lap that may pass the origin. Returns the last seed's hole.
    fn sow<O: Observer>(&mut self, origin: usize, obs: &mut O) -> usize {
        let lifted = self.holes[origin] - 1;
        self.holes[origin] = 1;
        obs.event(Event::Lift {
            hole: origin as u8,
            count: lifted,
            lap: 0,
        });
        let mut i = origin;
        for _ in 0..lifted {
            i = next(i);
            self.holes[i] += 1;
            obs.event(Event::Sow { hole: i as u8 });
        }
        i
    }

    /// Capture chain: from the hole after `last`, take each hole holding 1, 3 or 5 seeds
    /// into the mover's store, and stop at the first hole holding any other count (0
    /// included), or when the chain comes round to `last`.
    fn capture_chain<O: Observer>(&mut self, last: usize, obs: &mut O) {
        let by = self.to_move;
        let mut i = next(last);
        while i != last && matches!(self.holes[i], 1 | 3 | 5) {
            let count = self.holes[i];
            self.stores[by.index()] += count;
            self.holes[i] = 0;
            obs.event(Event::Capture {
                hole: i as u8,
                count,
                by,
            });
            i = next(i);
        }
    }

    /// Ends the game: each player adds the seeds on his row to his store.
    fn sweep<O: Observer>(&mut self, reason: EndReason, obs: &mut O) {
        let outcome = collect_and_end(&mut self.holes, &mut self.stores, owner, reason, obs);
        self.result = Some(outcome);
    }

    /// The end rule: the game is over when neither player can move.
    fn settle<O: Observer>(&mut self, obs: &mut O) {
        if self.result.is_none()
            && !self.can_sow(self.to_move)
            && !self.can_sow(self.to_move.other())
        {
            self.sweep(EndReason::NoMoves, obs);
        }
    }

    pub(crate) fn set_outcome(&mut self, outcome: Outcome) {
        self.result = Some(outcome);
    }
}

impl Rules for AdjiBoto {
    fn config(&self) -> Config {
        Config::AdjiBoto
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
        let first = first_hole(self.to_move);
        for h in first..first + 5 {
            if self.may_sow(self.to_move, h).is_ok() {
                moves.push(Move::Sow(h as u8));
            }
        }
        or_pass(moves)
    }

    fn candidate_moves(&self) -> MoveList {
        let mut moves = self.legal_moves();
        moves.retain(|m| *m != Move::Pass);
        moves
    }

    fn play_observed<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<(), PlayError> {
        let mover = self.to_move;
        if over_or_resign(&mut self.result, mover, mv, obs)? {
            return Ok(());
        }
        match mv {
            Move::Resign => return Ok(()), // played by over_or_resign above
            Move::Remove(_) => return Err(PlayError::NoRemovalOwed),
            Move::Pass => {
                if self.can_sow(mover) {
                    return Err(PlayError::PassNotAllowed);
                }
                obs.event(Event::Pass { by: mover });
            }
            Move::Sow(h) => {
                let h = usize::from(h);
                self.may_sow(mover, h)?;
                let captures_allowed = self.opening_over();
                let last = self.sow(h, obs);
                if captures_allowed {
                    self.capture_chain(last, obs);
                } else {
                    self.opening[mover.index()] |= 1 << (h - first_hole(mover));
                }
            }
        }
        self.to_move = mover.other();
        self.settle(obs);
        Ok(())
    }

    fn end_by_repetition_observed<O: Observer>(&mut self, obs: &mut O) {
        if self.result.is_none() {
            self.sweep(EndReason::Repetition, obs);
        }
    }

    fn repetition_limit(&self) -> usize {
        3
    }
}
