//! [`Position`]: any of the three games, behind one type.

use crate::adji_boto::AdjiBoto;
use crate::ayoayo::Ayoayo;
use crate::error::PlayError;
use crate::nsolo::Nsolo;
use crate::observer::Observer;
use crate::rules::Rules;
use crate::types::{Config, Move, MoveList, Outcome, Player};

/// A position of any of the three games. It implements [`Rules`] by handing each call to
/// the game inside, so the outer crates handle all games alike.
// Nsolo's 4×36 board makes its variant the largest; boxing it would need an allocator
// and a pointer chase in every search, so positions stay plain `Copy` values.
#[allow(clippy::large_enum_variant)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// An Adji-Boto position.
    AdjiBoto(AdjiBoto),
    /// A Nsolo position.
    Nsolo(Nsolo),
    /// An Ayoayo position.
    Ayoayo(Ayoayo),
}

impl Position {
    /// The start position of a game.
    pub fn new(config: Config) -> Position {
        match config {
            Config::AdjiBoto => Position::AdjiBoto(AdjiBoto::new()),
            // A `Config` holds a checked size; fall back to 4×8 rather than panic.
            Config::Nsolo { size } => Position::Nsolo(
                Nsolo::new(size)
                    .unwrap_or_else(|| Nsolo::new(8).expect("4×8 is a valid Nsolo board")),
            ),
            Config::Ayoayo { remainder } => Position::Ayoayo(Ayoayo::new(remainder)),
        }
    }
}

macro_rules! each {
    ($self:expr, $p:ident => $e:expr) => {
        match $self {
            Position::AdjiBoto($p) => $e,
            Position::Nsolo($p) => $e,
            Position::Ayoayo($p) => $e,
        }
    };
}

impl Rules for Position {
    fn config(&self) -> Config {
        each!(self, p => p.config())
    }

    fn to_move(&self) -> Player {
        each!(self, p => p.to_move())
    }

    fn holes(&self) -> &[u16] {
        each!(self, p => p.holes())
    }

    fn stores(&self) -> [u16; 2] {
        each!(self, p => p.stores())
    }

    fn pending_removals(&self) -> u16 {
        each!(self, p => p.pending_removals())
    }

    fn owner(&self, hole: usize) -> Player {
        each!(self, p => p.owner(hole))
    }

    fn outcome(&self) -> Option<Outcome> {
        each!(self, p => p.outcome())
    }

    fn legal_moves(&self) -> MoveList {
        each!(self, p => p.legal_moves())
    }

    fn candidate_moves(&self) -> MoveList {
        each!(self, p => p.candidate_moves())
    }

    fn play_observed<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<(), PlayError> {
        each!(self, p => p.play_observed(mv, obs))
    }

    fn end_by_repetition_observed<O: Observer>(&mut self, obs: &mut O) {
        each!(self, p => p.end_by_repetition_observed(obs))
    }

    fn repetition_limit(&self) -> usize {
        each!(self, p => p.repetition_limit())
    }

    fn same_position(&self, other: &Self) -> bool {
        match (self, other) {
            (Position::AdjiBoto(a), Position::AdjiBoto(b)) => a.same_position(b),
            (Position::Nsolo(a), Position::Nsolo(b)) => a.same_position(b),
            (Position::Ayoayo(a), Position::Ayoayo(b)) => a.same_position(b),
            _ => false,
        }
    }
}

impl From<AdjiBoto> for Position {
    fn from(p: AdjiBoto) -> Position {
        Position::AdjiBoto(p)
    }
}

impl From<Nsolo> for Position {
    fn from(p: Nsolo) -> Position {
        Position::Nsolo(p)
    }
}

impl From<Ayoayo> for Position {
    fn from(p: Ayoayo) -> Position {
        Position::Ayoayo(p)
    }
}
