//! Why a move or a position was refused.

use core::fmt;

use crate::types::{EndReason, GameId};

/// Why a move was refused. The position is left unchanged.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over: no move is legal.
    GameOver,
    /// There is no hole with that index on this board.
    NoSuchHole,
    /// The hole belongs to the other player.
    NotYourHole,
    /// The hole holds fewer seeds than a move from it needs (`needs: 1`: it is empty, in every
    /// game).
    TooFewSeeds {
        /// The fewest seeds a move from it needs.
        needs: u16,
    },
    /// Adji-Boto opening: this hole was already played in the opening.
    PlayedInOpening,
    /// Nsolo: a single stone may move only when the player has no hole with two or more,
    /// and only into an empty hole.
    SingletonNotAllowed,
    /// The sowing would never end.
    NeverEnds,
    /// Ayoayo: the opponent's row is empty and this move leaves it empty.
    MustFeed,
    /// Nsolo: bonus removals are owed; the only legal moves are `x<index>`.
    RemovalsPending,
    /// Nsolo: a removal (`x<index>`) when none is owed, or in another game.
    NoRemovalOwed,
    /// Nsolo: a removal must take a stone from a hole of the opponent (an empty one of the
    /// opponent's is refused as [`PlayError::TooFewSeeds`] with `needs: 1`, "empty-hole").
    NotAnOpponentStone,
    /// A pass while the player has a legal move.
    PassNotAllowed,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::NoSuchHole => f.write_str("there is no such hole on this board"),
            PlayError::NotYourHole => f.write_str("that hole belongs to the other player"),
            PlayError::TooFewSeeds { needs: 1 } => f.write_str("that hole is empty"),
            PlayError::TooFewSeeds { needs } => write!(f, "a move needs at least {needs} seeds in the hole"),
            PlayError::PlayedInOpening => {
                f.write_str("in the opening each hole is played once, and this one has been")
            }
            PlayError::SingletonNotAllowed => f.write_str(
                "a single stone moves only when you have no hole with two or more, and only into an empty hole",
            ),
            PlayError::NeverEnds => f.write_str("this sowing would never end"),
            PlayError::MustFeed => f.write_str("the opponent has no seeds: the move must leave him some"),
            PlayError::RemovalsPending => f.write_str("bonus removals are owed first (x<index>)"),
            PlayError::NoRemovalOwed => f.write_str("no bonus removal is owed"),
            PlayError::NotAnOpponentStone => {
                f.write_str("a removal takes a stone from a hole of the opponent")
            }
            PlayError::PassNotAllowed => f.write_str("a pass is only allowed with no other legal move"),
        }
    }
}

impl core::error::Error for PlayError {}

impl PlayError {
    /// The refusal's stable name (`empty-hole`, `played-in-opening`, …): what a front end
    /// looks up to say the reason in the player's language. `TooFewSeeds` is `empty-hole`
    /// when the hole needs only one seed, else `too-few-seeds`.
    pub const fn name(&self) -> &'static str {
        match self {
            PlayError::GameOver => "game-over",
            PlayError::NoSuchHole => "no-such-hole",
            PlayError::NotYourHole => "not-your-hole",
            PlayError::TooFewSeeds { needs: 1 } => "empty-hole",
            PlayError::TooFewSeeds { .. } => "too-few-seeds",
            PlayError::PlayedInOpening => "played-in-opening",
            PlayError::SingletonNotAllowed => "singleton-not-allowed",
            PlayError::NeverEnds => "never-ends",
            PlayError::MustFeed => "must-feed",
            PlayError::RemovalsPending => "removals-pending",
            PlayError::NoRemovalOwed => "no-removal-owed",
            PlayError::NotAnOpponentStone => "not-an-opponent-stone",
            PlayError::PassNotAllowed => "pass-not-allowed",
        }
    }
}

/// Why a set-up position is not a position of the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The number of holes does not fit the board.
    WrongHoleCount {
        /// Holes on this board.
        expected: usize,
        /// Holes given.
        found: usize,
    },
    /// Seeds on the board and in the stores do not add up to the game's total.
    WrongTotal {
        /// The game's total.
        expected: u16,
        /// The total given.
        found: u32,
    },
    /// Adji-Boto: the opening record is impossible (a hole of the wrong player, or the
    /// players' opening counts do not fit the side to move, or an unplayed hole with
    /// fewer than 10 seeds).
    BadOpening,
    /// Nsolo: more removals owed than the opponent has stones, or removals owed by a
    /// player who captured nothing.
    BadRemovals,
    /// An `end-<reason>` mark that does not fit the position (only repetition can end a
    /// game whose rules would let it go on).
    EndDoesNotFit,
    /// An end reason the game does not have (see [`GameId::end_reasons`]).
    ImpossibleEnd {
        /// The game.
        game: GameId,
        /// The reason given.
        reason: EndReason,
    },
    /// A field set that belongs to another game (an opening outside Adji-Boto, a last
    /// sower outside Ayoayo, removals outside Nsolo).
    NotInGame {
        /// The game.
        game: GameId,
        /// The field: `opening`, `last sower` or `removals`.
        field: &'static str,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::WrongHoleCount { expected, found } => {
                write!(f, "expected {expected} hole counts, found {found}")
            }
            SetupError::WrongTotal { expected, found } => {
                write!(
                    f,
                    "seeds must add up to {expected}, these add up to {found}"
                )
            }
            SetupError::BadOpening => f.write_str("the opening record does not fit the position"),
            SetupError::BadRemovals => {
                f.write_str("more removals owed than the opponent has stones")
            }
            SetupError::EndDoesNotFit => f.write_str("the end mark does not fit the position"),
            SetupError::ImpossibleEnd { game, reason } => {
                write!(
                    f,
                    "{game} never ends by {}: its games end by ",
                    reason.as_str()
                )?;
                let reasons = game.end_reasons();
                for (i, r) in reasons.iter().enumerate() {
                    let sep = match i {
                        0 => "",
                        _ if i + 1 == reasons.len() => " or ",
                        _ => ", ",
                    };
                    write!(f, "{sep}{}", r.as_str())?;
                }
                Ok(())
            }
            SetupError::NotInGame { game, field } => write!(f, "{game} has no {field}"),
        }
    }
}

impl core::error::Error for SetupError {}
