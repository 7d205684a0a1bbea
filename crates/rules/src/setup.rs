//! [`Setup`]: a position as plain fields, not yet checked against the rules.

use arrayvec::ArrayVec;

use crate::types::{Config, EndReason, MAX_HOLES, Player};

/// A position as plain fields, as read from the notation or built by hand, not yet
/// checked. [`Position::from_setup`](crate::Position::from_setup) checks it against the
/// rules of its game and [`Position::to_setup`](crate::Position::to_setup) gives it back.
///
/// ```
/// use mancala_rules::{Config, EndReason, GameId, Position, Setup, SetupError};
///
/// let mut setup = Position::new(Config::new(GameId::AdjiBoto)).to_setup();
/// setup.holes.iter_mut().for_each(|h| *h = 0);
/// setup.stores = [50, 50];
/// setup.opening = None;
/// setup.end = Some(EndReason::CannotFeed); // an Ayoayo rule
/// assert!(matches!(
///     Position::from_setup(setup),
///     Err(SetupError::ImpossibleEnd { .. })
/// ));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The game and its options.
    pub config: Config,
    /// Seed counts by global hole index (as many as [`Config::holes`]).
    pub holes: ArrayVec<u16, MAX_HOLES>,
    /// Store contents (Nsolo: stones captured), player 0 first.
    pub stores: [u16; 2],
    /// The player to move (after the end: the player who would have moved).
    pub to_move: Player,
    /// Adji-Boto: the holes already played in the opening, as a bit mask over global
    /// indices, while the opening lasts; `None` once it is over (and in the other games).
    pub opening: Option<u16>,
    /// Ayoayo: the player who made the last sowing move, if any (`None` in the other games).
    pub last_sower: Option<Player>,
    /// Nsolo: the bonus removals owed by the player to move (0 in the other games).
    pub removals: u16,
    /// How the game ended, if it is over.
    pub end: Option<EndReason>,
}

impl Setup {
    /// Seeds on the board and in the stores together.
    pub fn total_seeds(&self) -> u32 {
        self.holes
            .iter()
            .chain(&self.stores)
            .map(|&h| u32::from(h))
            .sum()
    }
}
