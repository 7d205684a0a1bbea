//! # mancala-rules
//!
//! The rules of three traditional mancala games, exactly as settled in the project's
//! `docs/spec/rules.md`:
//!
//! - **Adji-Boto** ([`AdjiBoto`]), Saramaka Maroons, Suriname: 2×5 holes and two stores,
//!   leave-one sowing, an opening cycle, forward capture chains of 1, 3 or 5.
//! - **Nsolo** ([`Nsolo`]), Ngoni, Malawi and eastern Zambia: 4 rows of 8 to 36 holes, relay
//!   sowing, front capture and a bonus removal anywhere.
//! - **Ayoayo** ([`Ayoayo`]), Yoruba, Nigeria: 2×6 holes and two stores, relay sowing with
//!   the origin skipped, compulsory feeding.
//!
//! Every game implements [`Rules`]; [`Position`] holds any of them. Holes are named by
//! their global index (see each game's module). A move is a [`Move`]: a hole to sow from,
//! `pass`, or an Nsolo bonus removal `x<index>`. [`Rules::play`] checks the move and leaves
//! the position unchanged on error; [`Rules::play_observed`] also reports each step of the
//! move ([`Event`]) for animation.
//!
//! A game and its options are a [`Config`], whose options hold only valid values (an Nsolo
//! size is a [`NsoloSize`], 8 to 36). A position's fields as plain values, unchecked, are
//! a [`Setup`]; [`Position::from_setup`] checks one against the rules of its game
//! ([`SetupError`]) and [`Position::to_setup`] gives it back. The notation reads text into
//! a `Setup` (syntax errors, [`NotationError`]) and then checks it.
//!
//! ```
//! use mancala_rules::{Config, GameId, Move, Position, Rules};
//!
//! let mut pos = Position::new(Config::new(GameId::Ayoayo));
//! assert_eq!(pos.legal_moves().len(), 6);
//! pos.play(Move::Sow(2)).unwrap();
//! assert!(pos.play(Move::Sow(2)).is_err()); // player 1's turn now
//! let text = pos.to_string();
//! assert_eq!(text.parse::<Position>().unwrap(), pos);
//! ```
//!
//! [`Position::key`] is the position hash, the same on every platform (the engine's table
//! and [`Game`]'s repetition check use it).
//!
//! The crate is `no_std`, does no I/O and has no clock or randomness.
//!
//! # Feature flags
//!
//! - `alloc` (default): [`Game`] (history, undo/redo, the repetition rules) and [`Record`]
//!   (the game record notation).
//! - `serde`: `Serialize` for moves, outcomes and [`Event`]s.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;

pub mod adji_boto;
pub mod ayoayo;
mod error;
#[cfg(feature = "alloc")]
mod game;
mod hash;
mod notation;
pub mod nsolo;
mod observer;
#[cfg(feature = "alloc")]
pub mod playout;
mod position;
mod rules;
mod setup;
mod sowing;
mod types;

pub use adji_boto::AdjiBoto;
pub use ayoayo::Ayoayo;
pub use error::{PlayError, SetupError};
#[cfg(feature = "alloc")]
pub use game::{Game, Record};
pub use notation::NotationError;
pub use nsolo::Nsolo;
pub use observer::{Event, Observer};
pub use position::Position;
pub use rules::{Rules, perft};
pub use setup::Setup;
pub use types::{
    Config, ConfigError, EndReason, GameId, MAX_HOLES, MAX_MOVES, Move, MoveList, NSOLO_SIZES,
    NsoloSize, Outcome, ParseMoveError, Player, Remainder, UnknownGame,
};
