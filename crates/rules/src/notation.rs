//! The position notation and the game config notation (see `docs/notation.md`).
//!
//! A position is written as fields joined by `_`, lists inside a field joined by `.`:
//!
//! ```text
//! <config>_<side to move>_<holes>_<stores>[_<extra>]...
//! ayoayo_0_4x12_0.0
//! adji-boto_1_10.10.10.10.10.10.10.10.10.1_0.0_o9        (opening: hole 9 played)
//! nsolo.12_0_2x12.0.2x23.0.2x11_0.0
//! ```
//!
//! Counts repeated three or more times in a row are written `<count>x<times>`. Extras:
//! `o<holes>` Adji-Boto's opening (holes already played, while it lasts), `l<player>`
//! Ayoayo's last sower, `r<count>` Nsolo's removals owed, `end-<reason>` a finished game.
//! Only characters that need no escaping in a URL are used.
//!
//! Reading a position takes two steps with two kinds of error: the text is read into a
//! [`Setup`] (syntax: [`NotationError`]), which [`Position::from_setup`] then checks
//! against the rules ([`SetupError`], wrapped as [`NotationError::Setup`] by
//! `Position::from_str`).

use core::fmt;
use core::str::FromStr;

use arrayvec::ArrayVec;

use crate::error::{PlayError, SetupError};
use crate::position::Position;
use crate::setup::Setup;
use crate::types::{
    Config, ConfigError, EndReason, GameId, MAX_HOLES, Move, ParseMoveError, Player, UnknownGame,
};

/// Why a position, config or record could not be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Nothing to read.
    Empty,
    /// The first field names no game.
    Game(UnknownGame),
    /// A game option was refused.
    Config(ConfigError),
    /// An option token this notation does not know.
    UnknownOption,
    /// A required field is missing.
    MissingField(&'static str),
    /// An item of a list field is not a number (1-based item number).
    BadNumber {
        /// The field.
        field: &'static str,
        /// 1-based item.
        item: usize,
    },
    /// A list has the wrong number of items.
    WrongLength {
        /// The field.
        field: &'static str,
        /// Items expected.
        expected: usize,
        /// Items found (or, past the largest board, the first item too many).
        found: usize,
    },
    /// The side to move is not 0 or 1.
    BadSide,
    /// An extra field that is not `o…`, `l…`, `r…` or `end-…` (1-based field number).
    UnknownExtra(usize),
    /// The fields do not make a position of the game (from [`Position::from_setup`]; reading
    /// a [`Setup`] never gives it).
    Setup(SetupError),
    /// A record's move (1-based) is not a move.
    BadMove(usize),
    /// A record's move (1-based) is not legal where it stands.
    IllegalMove {
        /// 1-based move number.
        number: usize,
        /// The move.
        mv: Move,
        /// Why it is not legal.
        error: PlayError,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("empty: expected a game such as ayoayo, nsolo.12 or adji-boto"),
            NotationError::Game(e) => e.fmt(f),
            NotationError::Config(e) => e.fmt(f),
            NotationError::UnknownOption => {
                f.write_str("unknown game option: expected a Nsolo size (8 to 36) or row-owner/last-mover for ayoayo")
            }
            NotationError::MissingField(field) => write!(f, "missing field: {field}"),
            NotationError::BadNumber { field, item } => {
                write!(f, "{field}: item {item} is not a count (expected a number like 4, or a run like 2x8)")
            }
            NotationError::WrongLength { field, expected, found } => {
                write!(f, "{field}: expected {expected} items, found {found}")
            }
            NotationError::BadSide => f.write_str("side to move: expected 0 or 1"),
            NotationError::UnknownExtra(n) => write!(
                f,
                "field {n}: expected o<holes> (opening), l<player> (last sower), r<count> (removals) or end-<reason>"
            ),
            NotationError::Setup(e) => write!(f, "not a possible position: {e}"),
            NotationError::BadMove(n) => write!(f, "move {n}: expected a hole index (like 7), x<index>, pass or resign"),
            NotationError::IllegalMove { number, mv, error } => write!(f, "move {number} ({mv}) is illegal: {error}"),
        }
    }
}

impl core::error::Error for NotationError {}

impl NotationError {
    /// The names [`NotationError::name`] gives, apart from a refused move's.
    pub const NAMES: [&'static str; 6] = [
        "empty",
        "unknown-game",
        "bad-option",
        "bad-position",
        "impossible-position",
        ParseMoveError::NAME,
    ];

    /// The reason's stable name, for a front end to say it in the reader's language (as
    /// [`PlayError::name`] for a move): a record's refused move gives the refusal's own name;
    /// otherwise `empty`, `unknown-game`, `bad-option` (a game option or size), `bad-position`
    /// (a field of a position not written as the notation says), `impossible-position` (fields
    /// that make no position of the game) or `not-a-move` (a record's move that is not one).
    pub const fn name(&self) -> &'static str {
        match self {
            NotationError::Empty => "empty",
            NotationError::Game(_) => "unknown-game",
            NotationError::Config(_) | NotationError::UnknownOption => "bad-option",
            NotationError::MissingField(_)
            | NotationError::BadNumber { .. }
            | NotationError::WrongLength { .. }
            | NotationError::BadSide
            | NotationError::UnknownExtra(_) => "bad-position",
            NotationError::Setup(_) => "impossible-position",
            NotationError::BadMove(_) => ParseMoveError::NAME,
            NotationError::IllegalMove { error, .. } => error.name(),
        }
    }

    /// The record's move (1-based) that could not be read or played, if that is the reason.
    pub const fn move_number(&self) -> Option<usize> {
        match self {
            NotationError::BadMove(n) | NotationError::IllegalMove { number: n, .. } => Some(*n),
            _ => None,
        }
    }
}

impl From<SetupError> for NotationError {
    fn from(e: SetupError) -> Self {
        NotationError::Setup(e)
    }
}

impl From<ConfigError> for NotationError {
    fn from(e: ConfigError) -> Self {
        NotationError::Config(e)
    }
}

/// Splits on `_` (or spaces, leniently) and drops empty pieces.
pub(crate) fn fields(s: &str) -> impl Iterator<Item = &str> {
    s.split(['_', ' ', '\t', '\n', '\r'])
        .filter(|f| !f.is_empty())
}

/// Splits a list on `.` (or `,`, leniently).
pub(crate) fn items(s: &str) -> impl Iterator<Item = &str> {
    s.split(['.', ',']).filter(|f| !f.is_empty())
}

fn parse_u16(s: &str) -> Option<u16> {
    if s.is_empty() || s.len() > 5 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// A size: a decimal number of at most 9 digits.
fn parse_u32(s: &str) -> Option<u32> {
    if s.is_empty() || s.len() > 9 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl FromStr for Config {
    type Err = NotationError;

    /// Reads `adji-boto`, `nsolo`, `nsolo.12`, `ayoayo`, `ayoayo.row-owner`; options may
    /// also be written `size=12`, `remainder=row-owner`. Case is ignored.
    fn from_str(s: &str) -> Result<Config, NotationError> {
        let mut parts = items(s.trim());
        let game: GameId = parts
            .next()
            .ok_or(NotationError::Empty)?
            .parse()
            .map_err(NotationError::Game)?;
        let mut config = Config::new(game);
        for opt in parts {
            let (name, value) = match opt.split_once('=') {
                Some((n, v)) => (Some(n.trim()), v.trim()),
                None => (None, opt.trim()),
            };
            let is_size = name.is_some_and(|n| n.eq_ignore_ascii_case("size"));
            if let Some(size) = parse_u32(value).filter(|_| name.is_none() || is_size) {
                config = config.with_size(size)?;
            } else if is_size {
                return Err(NotationError::Config(ConfigError::SizeNotANumber));
            } else if let Some(name) = name {
                config = config.with_rule(name, value)?;
            } else if game == GameId::Ayoayo {
                config = config
                    .with_rule("remainder", value)
                    .map_err(|_| NotationError::UnknownOption)?;
            } else {
                return Err(NotationError::UnknownOption);
            }
        }
        Ok(config)
    }
}

/// Hole counts, written with runs: `2x8` is eight holes of 2.
struct Counts<'a>(&'a [u16]);

impl fmt::Display for Counts<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut i = 0;
        let mut first = true;
        while i < self.0.len() {
            let v = self.0[i];
            let run = self.0[i..].iter().take_while(|&&x| x == v).count();
            if !first {
                f.write_str(".")?;
            }
            first = false;
            if run >= 3 {
                write!(f, "{v}x{run}")?;
                i += run;
            } else {
                write!(f, "{v}")?;
                i += 1;
            }
        }
        Ok(())
    }
}

fn parse_counts(s: &str, field: &'static str) -> Result<ArrayVec<u16, MAX_HOLES>, NotationError> {
    let mut out = ArrayVec::new();
    for (n, item) in items(s).enumerate() {
        let bad = NotationError::BadNumber { field, item: n + 1 };
        let (value, times) = match item.split_once(['x', 'X', '*']) {
            Some((v, t)) => (parse_u16(v).ok_or(bad)?, parse_u16(t).ok_or(bad)?),
            None => (parse_u16(item).ok_or(bad)?, 1),
        };
        for _ in 0..times {
            out.try_push(value)
                .map_err(|_| NotationError::WrongLength {
                    field,
                    expected: MAX_HOLES,
                    found: MAX_HOLES + 1,
                })?;
        }
    }
    Ok(out)
}

impl fmt::Display for Setup {
    /// The position notation of the fields as they are (a setup that is not a position
    /// of its game may write extras its game does not read back).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [s0, s1] = self.stores;
        write!(
            f,
            "{}_{}_{}_{s0}.{s1}",
            self.config,
            self.to_move,
            Counts(&self.holes)
        )?;
        if let Some(mask) = self.opening {
            f.write_str("_o")?;
            let mut first = true;
            for h in (0..16).filter(|h| mask & (1 << h) != 0) {
                if !first {
                    f.write_str(".")?;
                }
                first = false;
                write!(f, "{h}")?;
            }
        }
        if let Some(l) = self.last_sower {
            write!(f, "_l{l}")?;
        }
        if self.removals > 0 {
            write!(f, "_r{}", self.removals)?;
        }
        if let Some(reason) = self.end {
            write!(f, "_end-{}", reason.as_str())?;
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

fn parse_player(s: &str) -> Result<Player, NotationError> {
    match s {
        "0" => Ok(Player::Zero),
        "1" => Ok(Player::One),
        _ => Err(NotationError::BadSide),
    }
}

impl FromStr for Setup {
    type Err = NotationError;

    /// Reads the position notation (module docs, `docs/notation.md`) into its fields,
    /// checking the syntax only: [`Position::from_setup`] checks the rest. Fields may be
    /// separated by spaces as well as `_`, list items by `,` as well as `.`; case is
    /// ignored. Each extra is read only for its game (`o…` Adji-Boto, `l…` Ayoayo, `r…`
    /// Nsolo).
    fn from_str(s: &str) -> Result<Setup, NotationError> {
        let s = s.trim();
        let mut f = fields(s);
        let config: Config = f.next().ok_or(NotationError::Empty)?.parse()?;
        let to_move = parse_player(
            f.next()
                .ok_or(NotationError::MissingField("side to move"))?,
        )?;
        let holes = parse_counts(
            f.next().ok_or(NotationError::MissingField("holes"))?,
            "holes",
        )?;
        let stores = parse_counts(
            f.next().ok_or(NotationError::MissingField("stores"))?,
            "stores",
        )?;
        let stores: [u16; 2] =
            stores
                .as_slice()
                .try_into()
                .map_err(|_| NotationError::WrongLength {
                    field: "stores",
                    expected: 2,
                    found: stores.len(),
                })?;
        let mut setup = Setup {
            config,
            holes,
            stores,
            to_move,
            opening: None,
            last_sower: None,
            removals: 0,
            end: None,
        };
        for (n, extra) in f.enumerate() {
            let number = n + 5;
            let lower = extra.as_bytes()[0].to_ascii_lowercase();
            let rest = extra.get(1..).unwrap_or("");
            if let Some(reason) = extra
                .get(..4)
                .filter(|p| p.eq_ignore_ascii_case("end-"))
                .and(extra.get(4..))
            {
                let reason = EndReason::ALL
                    .into_iter()
                    .find(|r| r.as_str().eq_ignore_ascii_case(reason));
                setup.end = Some(reason.ok_or(NotationError::UnknownExtra(number))?);
            } else if lower == b'o' && config.game() == GameId::AdjiBoto {
                let mut mask = 0u16;
                for (i, h) in items(rest).enumerate() {
                    let h = parse_u16(h)
                        .filter(|&h| h < 10)
                        .ok_or(NotationError::BadNumber {
                            field: "opening",
                            item: i + 1,
                        })?;
                    mask |= 1 << h;
                }
                setup.opening = Some(mask);
            } else if lower == b'l' && config.game() == GameId::Ayoayo {
                setup.last_sower = Some(parse_player(rest)?);
            } else if lower == b'r' && config.game() == GameId::Nsolo {
                setup.removals = parse_u16(rest).ok_or(NotationError::BadNumber {
                    field: "removals",
                    item: 1,
                })?;
            } else {
                return Err(NotationError::UnknownExtra(number));
            }
        }
        Ok(setup)
    }
}

impl FromStr for Position {
    type Err = NotationError;

    /// Reads a [`Setup`] and checks it with [`Position::from_setup`]. A position whose game
    /// is over but is not marked `end-…` is finished as the rules finish it.
    fn from_str(s: &str) -> Result<Position, NotationError> {
        Ok(Position::from_setup(s.parse()?)?)
    }
}
