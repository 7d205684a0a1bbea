//! # Nsolo
//!
//! The four-row mancala of the Ngoni of Malawi and Zambia. Sources: the project's Italian
//! seed document, read as settled in `docs/spec/rules.md` (which compares Sanderson 1913 and
//! Ludii's Nsolo).
//!
//! Four rows of N holes (N from 8 to 36). Each player sows round his own circuit of 2N
//! holes: circuit position `p = 0 … N−1` is his outer row from his left to his right,
//! `p = N … 2N−1` his inner row from his right to his left, `next(p) = (p + 1) mod 2N`.
//! Global index: player 0's circuit positions `0 … 2N−1`, then player 1's `2N … 4N−1`.
//! On 4×8:
//!
//! ```text
//!   player 1  outer: [23][22][21][20][19][18][17][16]
//!             inner: [24][25][26][27][28][29][30][31]
//!   player 0  inner: [15][14][13][12][11][10][ 9][ 8]
//!             outer: [ 0][ 1][ 2][ 3][ 4][ 5][ 6][ 7]
//! ```
//!
//! Rule choices:
//! - Start: 2 stones in every hole but each player's circuit position N, which is empty.
//! - A move lifts all stones of an own hole holding at least 2 and sows them round the own
//!   circuit (the origin is not skipped). Relay: a last stone that lands in an occupied hole
//!   lifts that hole and sows on; the move ends in an empty hole.
//! - Singletons: only a player with no hole of 2 or more may move a single stone, and only
//!   into an empty hole. (Read literally: a player whose holes of 2 or more all sow forever
//!   has no singleton moves, and passes.)
//! - A move ending in an empty hole of the mover's inner row captures every stone of the
//!   facing inner hole (`5N − 1 − index`), if any; the opponent's outer row is not touched.
//! - Bonus: the capturer then removes `min(captured, opponent's stones left)` more stones
//!   from any opponent holes, one move `x<index>` per stone.
//! - After a complete turn, a player left with no stones loses. A player with stones but
//!   no move passes; if both are stuck the game is drawn. A position that occurs a second
//!   time (at a turn boundary) draws the game.
//! - A sowing that would never end is not a legal move.

use crate::error::{PlayError, SetupError};
use crate::observer::{Event, Observer};
use crate::rules::{Rules, end_game, or_pass, over_or_resign};
use crate::setup::Setup;
use crate::sowing::relay_sow;
use crate::types::{Config, EndReason, MAX_HOLES, Move, MoveList, NsoloSize, Outcome, Player};

/// A Nsolo position on 4×N.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nsolo {
    size: NsoloSize,
    holes: [u16; MAX_HOLES],
    stores: [u16; 2],
    to_move: Player,
    pending: u16,
    result: Option<Outcome>,
}

impl Nsolo {
    /// The start position on 4×`n`; `None` unless `n` is 8 to 36.
    pub fn new(n: u8) -> Option<Nsolo> {
        NsoloSize::new(u32::from(n)).map(Nsolo::with_size)
    }

    /// The start position on 4×`size`.
    pub fn with_size(size: NsoloSize) -> Nsolo {
        let n = usize::from(size);
        let mut holes = [0u16; MAX_HOLES];
        holes[..4 * n].fill(2);
        holes[n] = 0;
        holes[3 * n] = 0;
        Nsolo {
            size,
            holes,
            stores: [0; 2],
            to_move: Player::Zero,
            pending: 0,
            result: None,
        }
    }

    /// Takes the fields of a setup whose holes and total fit this board (checked by
    /// [`crate::Position::from_setup`]): checks the removals owed, then applies the end
    /// rules unless removals are owed (the turn is not over).
    pub(crate) fn set_up(&mut self, setup: &Setup) -> Result<(), SetupError> {
        let len = self.len();
        for (h, &s) in self.holes[..len].iter_mut().zip(&setup.holes) {
            *h = s;
        }
        self.stores = setup.stores;
        self.to_move = setup.to_move;
        let (pending, to_move) = (setup.removals, setup.to_move);
        if pending > 0
            && (u32::from(pending) > self.stones_of(to_move.other())
                || self.stores[to_move.index()] == 0)
        {
            return Err(SetupError::BadRemovals);
        }
        self.pending = pending;
        if pending == 0 {
            self.settle(to_move.other(), &mut ());
        }
        Ok(())
    }

    /// Holes per row.
    pub fn size(&self) -> u8 {
        self.size.get()
    }

    /// Holes per row, as an index.
    fn n(&self) -> usize {
        usize::from(self.size)
    }

    fn len(&self) -> usize {
        4 * self.n()
    }

    fn circuit_len(&self) -> usize {
        2 * self.n()
    }

    /// Global index of the first hole of `p`'s circuit.
    fn base(&self, p: Player) -> usize {
        p.index() * self.circuit_len()
    }

    /// The inner hole facing inner hole `hole` (global index): `5N − 1 − hole`.
    pub fn facing(&self, hole: usize) -> usize {
        5 * self.n() - 1 - hole
    }

    fn circuit(&self, p: Player) -> &[u16] {
        let b = self.base(p);
        &self.holes[b..b + self.circuit_len()]
    }

    fn stones_of(&self, p: Player) -> u32 {
        self.circuit(p).iter().map(|&h| u32::from(h)).sum()
    }

    /// Sowing candidates of `p`: his holes of 2 or more; or, when he has none, his single
    /// stones whose next hole is empty. Global indices, ascending.
    fn candidates(&self, p: Player) -> MoveList {
        let c = self.circuit(p);
        let base = self.base(p);
        let mut moves = MoveList::new();
        for (q, &h) in c.iter().enumerate() {
            if h >= 2 {
                moves.push(Move::Sow((base + q) as u8));
            }
        }
        if moves.is_empty() {
            for (q, &h) in c.iter().enumerate() {
                if h == 1 && c[(q + 1) % c.len()] == 0 {
                    moves.push(Move::Sow((base + q) as u8));
                }
            }
        }
        moves
    }

    /// May `p` sow from `hole`, before the sowing is played out?
    fn check_sow(&self, p: Player, hole: usize) -> Result<(), PlayError> {
        if hole >= self.len() {
            return Err(PlayError::NoSuchHole);
        }
        let base = self.base(p);
        if !(base..base + self.circuit_len()).contains(&hole) {
            return Err(PlayError::NotYourHole);
        }
        let h = self.holes[hole];
        if h == 0 {
            return Err(PlayError::TooFewSeeds { needs: 1 });
        }
        if h == 1 {
            let c = self.circuit(p);
            let next = (hole - base + 1) % c.len();
            if c[next] != 0 || c.iter().any(|&s| s >= 2) {
                return Err(PlayError::SingletonNotAllowed);
            }
        }
        Ok(())
    }

    /// Plays a sowing candidate of `p` from `hole`: relay round the own circuit, then the
    /// capture of the facing inner hole. Returns the position after the sowing and the
    /// number of stones captured, or `NeverEnds`; `self` is untouched.
    fn sow<O: Observer>(
        &self,
        p: Player,
        hole: usize,
        obs: &mut O,
    ) -> Result<(Nsolo, u16), PlayError> {
        let base = self.base(p);
        let mut after = *self;
        let cl = self.circuit_len();
        let last = {
            let ring = &mut after.holes[base..base + cl];
            relay_sow(ring, hole - base, false, |q| (base + q) as u8, obs)?
        };
        let captured = after.capture(p, last, obs);
        Ok((after, captured))
    }

    /// Front capture: a move ending in an empty hole of the mover's inner row (circuit
    /// position N or more) takes all stones of the facing inner hole of the opponent.
    fn capture<O: Observer>(&mut self, p: Player, last: usize, obs: &mut O) -> u16 {
        if last < self.n() {
            return 0;
        }
        let facing = self.facing(self.base(p) + last);
        let count = core::mem::take(&mut self.holes[facing]);
        if count > 0 {
            self.stores[p.index()] += count;
            obs.event(Event::Capture {
                hole: facing as u8,
                count,
                by: p,
            });
        }
        count
    }

    /// Does `p` have a sowing that ends? (Like `candidates`, without building the list,
    /// stopping at the first that ends.)
    fn can_sow(&self, p: Player) -> bool {
        let c = self.circuit(p);
        let base = self.base(p);
        let mut any_big = false;
        for (q, &h) in c.iter().enumerate() {
            if h >= 2 {
                any_big = true;
                if self.sow(p, base + q, &mut ()).is_ok() {
                    return true;
                }
            }
        }
        // A single stone moving into an empty hole always ends there.
        !any_big && (0..c.len()).any(|q| c[q] == 1 && c[(q + 1) % c.len()] == 0)
    }

    /// The end rules, after `mover` completed a turn: the opponent without stones loses;
    /// both players stuck is a draw.
    fn settle<O: Observer>(&mut self, mover: Player, obs: &mut O) {
        let next = mover.other();
        let outcome = if self.stones_of(next) == 0 {
            Outcome {
                winner: Some(mover),
                reason: EndReason::NoStonesLeft,
            }
        } else if self.stones_of(mover) == 0 {
            Outcome {
                winner: Some(next),
                reason: EndReason::NoStonesLeft,
            }
        } else if !self.can_sow(next) && !self.can_sow(mover) {
            Outcome {
                winner: None,
                reason: EndReason::BothStuck,
            }
        } else {
            return;
        };
        end_game(&mut self.result, outcome, obs);
    }

    fn end_turn<O: Observer>(&mut self, obs: &mut O) {
        let mover = self.to_move;
        self.to_move = mover.other();
        self.settle(mover, obs);
    }

    pub(crate) fn set_outcome(&mut self, outcome: Outcome) {
        self.result = Some(outcome);
    }
}

impl Rules for Nsolo {
    fn config(&self) -> Config {
        Config::Nsolo { size: self.size }
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn holes(&self) -> &[u16] {
        &self.holes[..self.len()]
    }

    fn stores(&self) -> [u16; 2] {
        self.stores
    }

    fn pending_removals(&self) -> u16 {
        self.pending
    }

    fn owner(&self, hole: usize) -> Player {
        if hole < self.circuit_len() {
            Player::Zero
        } else {
            Player::One
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result
    }

    fn candidate_moves(&self) -> MoveList {
        if self.result.is_some() {
            MoveList::new()
        } else if self.pending > 0 {
            self.legal_moves()
        } else {
            self.candidates(self.to_move)
        }
    }

    fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.result.is_some() {
            return moves;
        }
        let p = self.to_move;
        if self.pending > 0 {
            let base = self.base(p.other());
            for (q, &h) in self.circuit(p.other()).iter().enumerate() {
                if h > 0 {
                    moves.push(Move::Remove((base + q) as u8));
                }
            }
            return moves;
        }
        for m in self.candidates(p) {
            if let Move::Sow(h) = m {
                if self.sow(p, usize::from(h), &mut ()).is_ok() {
                    moves.push(m);
                }
            }
        }
        or_pass(moves)
    }

    fn play_observed<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<(), PlayError> {
        let p = self.to_move;
        if over_or_resign(&mut self.result, p, mv, obs)? {
            self.pending = 0; // nothing more is owed
            return Ok(());
        }
        match mv {
            Move::Resign => return Ok(()), // played by over_or_resign above
            Move::Remove(h) => {
                let h = usize::from(h);
                if self.pending == 0 {
                    return Err(PlayError::NoRemovalOwed);
                }
                if h >= self.len() {
                    return Err(PlayError::NoSuchHole);
                }
                if self.owner(h) == p {
                    return Err(PlayError::NotAnOpponentStone);
                }
                if self.holes[h] == 0 {
                    return Err(PlayError::TooFewSeeds { needs: 1 });
                }
                self.holes[h] -= 1;
                self.stores[p.index()] += 1;
                self.pending -= 1;
                obs.event(Event::Remove {
                    hole: h as u8,
                    by: p,
                });
                if self.pending == 0 {
                    self.end_turn(obs);
                }
            }
            _ if self.pending > 0 => return Err(PlayError::RemovalsPending),
            Move::Pass => {
                if self.can_sow(p) {
                    return Err(PlayError::PassNotAllowed);
                }
                obs.event(Event::Pass { by: p });
                self.end_turn(obs);
            }
            Move::Sow(h) => {
                let h = usize::from(h);
                self.check_sow(p, h)?;
                let (after, captured) = if O::ACTIVE {
                    self.sow(p, h, &mut ())?;
                    self.sow(p, h, obs)?
                } else {
                    self.sow(p, h, obs)?
                };
                *self = after;
                let bonus = captured.min(self.stones_of(p.other()) as u16);
                if bonus > 0 {
                    self.pending = bonus;
                    obs.event(Event::BonusOwed { count: bonus });
                } else {
                    self.end_turn(obs);
                }
            }
        }
        Ok(())
    }

    fn end_by_repetition_observed<O: Observer>(&mut self, obs: &mut O) {
        if self.result.is_none() {
            let outcome = Outcome {
                winner: None,
                reason: EndReason::Repetition,
            };
            end_game(&mut self.result, outcome, obs);
        }
    }

    fn repetition_limit(&self) -> usize {
        2
    }

    fn same_position(&self, other: &Self) -> bool {
        self.size == other.size
            && self.to_move == other.to_move
            && self.pending == other.pending
            && self.holes == other.holes
    }
}
