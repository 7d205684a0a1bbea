//! [`Position`]: any of the three games, behind one type.

use arrayvec::ArrayVec;

use crate::adji_boto::AdjiBoto;
use crate::ayoayo::Ayoayo;
use crate::error::{PlayError, SetupError};
use crate::nsolo::Nsolo;
use crate::observer::Observer;
use crate::rules::Rules;
use crate::setup::Setup;
use crate::types::{Config, EndReason, GameId, Move, MoveList, Outcome, Player};

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

macro_rules! each {
    ($self:expr, $p:ident => $e:expr) => {
        match $self {
            Position::AdjiBoto($p) => $e,
            Position::Nsolo($p) => $e,
            Position::Ayoayo($p) => $e,
        }
    };
}

impl Position {
    /// The start position of a game.
    pub fn new(config: Config) -> Position {
        match config {
            Config::AdjiBoto => Position::AdjiBoto(AdjiBoto::new()),
            Config::Nsolo { size } => Position::Nsolo(Nsolo::with_size(size)),
            Config::Ayoayo { remainder } => Position::Ayoayo(Ayoayo::new(remainder)),
        }
    }

    /// Checks a [`Setup`] against the rules of its game and makes it a position.
    ///
    /// Checked, in this order: the number of holes and the seed total fit the board; no
    /// field of another game is set; the end reason is one the game has
    /// ([`GameId::end_reasons`]); the game's own fields (Adji-Boto's opening record,
    /// Nsolo's removals owed) are possible. Then the game's end rules apply: a setup whose
    /// game is over is finished as the rules finish it (end-of-game collection included).
    /// Last, `setup.end` must fit: a finished game takes the reason given when the game
    /// could have ended that way; a game going on may only be ended by repetition (with
    /// its collection) or by the resignation of the player to move.
    pub fn from_setup(setup: Setup) -> Result<Position, SetupError> {
        let config = setup.config;
        let game = config.game();
        if setup.holes.len() != config.holes() {
            return Err(SetupError::WrongHoleCount {
                expected: config.holes(),
                found: setup.holes.len(),
            });
        }
        let total = setup.total_seeds();
        if total != u32::from(config.total_seeds()) {
            return Err(SetupError::WrongTotal {
                expected: config.total_seeds(),
                found: total,
            });
        }
        let foreign = [
            (GameId::AdjiBoto, "opening", setup.opening.is_some()),
            (GameId::Ayoayo, "last sower", setup.last_sower.is_some()),
            (GameId::Nsolo, "removals", setup.removals > 0),
        ];
        if let Some(&(_, field, _)) = foreign.iter().find(|(g, _, set)| *set && *g != game) {
            return Err(SetupError::NotInGame { game, field });
        }
        if let Some(reason) = setup.end.filter(|r| !game.end_reasons().contains(r)) {
            return Err(SetupError::ImpossibleEnd { game, reason });
        }
        let mut pos = Position::new(config);
        each!(&mut pos, p => p.set_up(&setup))?;
        if let Some(reason) = setup.end {
            pos.end_as(reason)?;
        }
        Ok(pos)
    }

    /// The position as plain fields; [`Position::from_setup`] gives the same position
    /// back.
    pub fn to_setup(&self) -> Setup {
        let mut holes = ArrayVec::new();
        // Never more than `MAX_HOLES`: nothing is dropped.
        let _ = holes.try_extend_from_slice(self.holes());
        Setup {
            config: self.config(),
            holes,
            stores: self.stores(),
            to_move: self.to_move(),
            opening: match self {
                Position::AdjiBoto(p) => p.opening(),
                _ => None,
            },
            last_sower: match self {
                Position::Ayoayo(p) => p.last_sower(),
                _ => None,
            },
            removals: self.pending_removals(),
            end: self.outcome().map(|o| o.reason),
        }
    }

    /// Adji-Boto's opening in force: the first ten moves, in which each player plays each of
    /// his five holes once and nothing is captured (`false` in the other games, and once the
    /// game is over). The page says so while it holds, not only when a hole is refused.
    ///
    /// ```
    /// use mancala_rules::{Config, GameId, Move, Position, Rules};
    ///
    /// let mut p = Position::new(Config::new(GameId::AdjiBoto));
    /// assert!(p.in_opening());
    /// for _ in 0..10 {
    ///     let m: Move = p.legal_moves()[0];
    ///     p.play(m).unwrap();
    /// }
    /// assert!(!p.in_opening());
    /// assert!(!Position::new(Config::new(GameId::Ayoayo)).in_opening());
    /// ```
    pub fn in_opening(&self) -> bool {
        matches!(self, Position::AdjiBoto(p) if p.outcome().is_none() && p.opening().is_some())
    }

    /// Whether the player to move must pass although his game lets him choose a hole: each
    /// such sowing would never end, which the rules forbid (rare: a relay-sowing game's, met in
    /// Nsolo; never in Adji-Boto, whose sowing is a single lap). `false` when he has a move, and once the
    /// game is over. Of the candidates the rules refuse, the others fail to feed, and a player
    /// who cannot feed does not pass: Ayoayo's game ends instead.
    ///
    /// ```
    /// use mancala_rules::Position;
    ///
    /// // 4×8: player 0's one hole of 2 or more (hole 8) would sow for ever; while it is on
    /// // the board his single stones may not move.
    /// let p: Position = "nsolo_0_0.1.0.1.0.1.0.1.3.1.0.1.0.1.0.1.2.0.1.2.0.2.0.2.1.0.1.0.2.1.0.1_0.34"
    ///     .parse()
    ///     .unwrap();
    /// assert!(p.pass_is_endless());
    /// ```
    pub fn pass_is_endless(&self) -> bool {
        self.legal_moves().as_slice() == [Move::Pass]
            && match self {
                Position::AdjiBoto(_) => false,
                Position::Nsolo(p) => !p.candidate_moves().is_empty(),
                Position::Ayoayo(p) => !p.candidate_moves().is_empty(),
            }
    }

    /// Ends the game as a setup says (a reason the game has): a finished game takes the
    /// reason when it could have ended that way; a game going on can only be ended by
    /// repetition or by the resignation of the player to move.
    fn end_as(&mut self, reason: EndReason) -> Result<(), SetupError> {
        match self.outcome() {
            None if reason == EndReason::Repetition => self.end_by_repetition(),
            // The player to move resigned: the opponent wins, nothing else changes.
            None if reason == EndReason::Resign => {
                let _ = self.play(Move::Resign);
            }
            // A game the rules have already ended cannot be resigned.
            Some(_) if reason == EndReason::Resign => return Err(SetupError::EndDoesNotFit),
            None => return Err(SetupError::EndDoesNotFit),
            Some(o) if o.reason == reason => {}
            Some(o) => {
                let outcome = match (self.config(), reason) {
                    // Nsolo's draws: the board and the stores do not decide them.
                    (Config::Nsolo { .. }, EndReason::Repetition | EndReason::BothStuck) => {
                        Outcome {
                            winner: None,
                            reason,
                        }
                    }
                    (Config::Nsolo { .. }, _) => return Err(SetupError::EndDoesNotFit),
                    // Adji-Boto and Ayoayo: every end collects the board; the stores decide.
                    _ => Outcome { reason, ..o },
                };
                each!(self, p => p.set_outcome(outcome));
            }
        }
        Ok(())
    }
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

    fn must_feed(&self) -> bool {
        each!(self, p => p.must_feed())
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
