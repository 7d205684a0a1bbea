//! The small types every game shares: players, moves, outcomes, games and their options.

use core::fmt;
use core::str::FromStr;

use arrayvec::ArrayVec;

/// The largest number of holes any board has (Nsolo on 4×36).
pub const MAX_HOLES: usize = 4 * 36;

/// The most moves any position can offer: Nsolo on 4×36, where a player owns 72 holes
/// and may have to remove a stone from any of the opponent's 72.
pub const MAX_MOVES: usize = 72;

/// A list of moves that never allocates.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// One of the two players. Player 0 moves first and sits at the bottom of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Player 0, who moves first.
    Zero,
    /// Player 1.
    One,
}

impl Player {
    /// The other player.
    #[inline]
    pub fn other(self) -> Player {
        match self {
            Player::Zero => Player::One,
            Player::One => Player::Zero,
        }
    }

    /// 0 or 1.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The player with index 0 or 1; `None` for anything else.
    pub fn from_index(i: usize) -> Option<Player> {
        match i {
            0 => Some(Player::Zero),
            1 => Some(Player::One),
            _ => None,
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Player {
    /// As the number 0 or 1.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.index() as u8)
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.index())
    }
}

/// A move, written as in `docs/spec/interface.md`: the global hole index sown from (`7`),
/// `pass`, `x<index>` for one Nsolo bonus removal, or `resign`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Sow from this hole (global index).
    Sow(u8),
    /// Nsolo bonus: take one stone from this opponent hole (global index).
    Remove(u8),
    /// The forced pass of a player who has no other legal move.
    Pass,
    /// The player to move resigns: the game ends at once and the opponent wins, with the
    /// board and the stores as they are. Always allowed while the game goes on, never
    /// listed among the legal moves.
    Resign,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow(h) => write!(f, "{h}"),
            Move::Remove(h) => write!(f, "x{h}"),
            Move::Pass => f.write_str("pass"),
            Move::Resign => f.write_str("resign"),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A move that could not be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError;

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a hole index (like 7), x<index> (like x40), pass or resign")
    }
}

impl core::error::Error for ParseMoveError {}

impl ParseMoveError {
    /// Its stable name, as [`PlayError::name`](crate::PlayError::name) gives a refusal's:
    /// what a front end looks up to say it in the player's language.
    pub const NAME: &'static str = "not-a-move";
}

fn parse_index(s: &str) -> Result<u8, ParseMoveError> {
    if s.is_empty() || s.len() > 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseMoveError);
    }
    let v: u32 = s.parse().map_err(|_| ParseMoveError)?;
    u8::try_from(v).map_err(|_| ParseMoveError)
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Accepts `7`, `x40` (or `X40`), `pass` (any case, or `p`), `resign` (any case), with
    /// surrounding spaces.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") || s.eq_ignore_ascii_case("p") {
            return Ok(Move::Pass);
        }
        if s.eq_ignore_ascii_case("resign") {
            return Ok(Move::Resign);
        }
        if let Some(rest) = s.strip_prefix(['x', 'X']) {
            return parse_index(rest).map(Move::Remove);
        }
        parse_index(s).map(Move::Sow)
    }
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum EndReason {
    /// Neither player has a legal move (Adji-Boto, Ayoayo), or the board is empty.
    NoMoves,
    /// The same position came round too often (the safeguard or Nsolo's repetition draw).
    Repetition,
    /// Nsolo: the opponent has no stones left.
    NoStonesLeft,
    /// Nsolo: both players have stones but neither can move.
    BothStuck,
    /// Ayoayo: the mover's row is empty and the opponent, to move, has no move that gives
    /// him seeds.
    CannotFeed,
    /// Ayoayo: the mover's move emptied the opponent's row, and no move of the mover's can give
    /// him seeds (the opponent, with none, cannot move either).
    MoverCannotFeed,
    /// The player to move resigned (any game); the opponent wins.
    Resign,
}

impl EndReason {
    /// Every reason, in the order above.
    pub const ALL: [EndReason; 7] = [
        EndReason::NoMoves,
        EndReason::Repetition,
        EndReason::NoStonesLeft,
        EndReason::BothStuck,
        EndReason::CannotFeed,
        EndReason::MoverCannotFeed,
        EndReason::Resign,
    ];

    /// A stable short name, used in the position notation.
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::NoMoves => "no-moves",
            EndReason::Repetition => "repetition",
            EndReason::NoStonesLeft => "no-stones-left",
            EndReason::BothStuck => "both-stuck",
            EndReason::CannotFeed => "cannot-feed",
            EndReason::MoverCannotFeed => "mover-cannot-feed",
            EndReason::Resign => "resign",
        }
    }

    /// A sentence for people.
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::NoMoves => "neither player can move",
            EndReason::Repetition => "the same position came round again",
            EndReason::NoStonesLeft => "the loser has no stones left",
            EndReason::BothStuck => "both players are stuck",
            EndReason::CannotFeed | EndReason::MoverCannotFeed => {
                "the opponent's row is empty and no move can feed it"
            }
            EndReason::Resign => "the player to move resigned",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// How a finished game ended: the winner (`None` for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// The outcome of a resignation by `loser` (the player to move): the opponent wins.
    pub fn resign(loser: Player) -> Outcome {
        Outcome {
            winner: Some(loser.other()),
            reason: EndReason::Resign,
        }
    }

    /// The outcome decided by comparing the two stores.
    pub fn by_score(stores: [u16; 2], reason: EndReason) -> Outcome {
        let winner = match stores[0].cmp(&stores[1]) {
            core::cmp::Ordering::Greater => Some(Player::Zero),
            core::cmp::Ordering::Less => Some(Player::One),
            core::cmp::Ordering::Equal => None,
        };
        Outcome { winner, reason }
    }
}

/// The three games, by their stable ids `adji-boto`, `nsolo`, `ayoayo`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    /// Adji-Boto of the Saramaka Maroons (Suriname).
    AdjiBoto,
    /// Nsolo of the Ngoni (Malawi and eastern Zambia).
    Nsolo,
    /// Ayoayo of the Yoruba (Nigeria).
    Ayoayo,
}

impl GameId {
    /// All games, in menu order.
    pub const ALL: [GameId; 3] = [GameId::AdjiBoto, GameId::Nsolo, GameId::Ayoayo];

    /// The stable id.
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::AdjiBoto => "adji-boto",
            GameId::Nsolo => "nsolo",
            GameId::Ayoayo => "ayoayo",
        }
    }

    /// The ways this game can end (each is a rule of the game, see its module).
    pub fn end_reasons(self) -> &'static [EndReason] {
        use EndReason::*;
        match self {
            GameId::AdjiBoto => &[NoMoves, Repetition, Resign],
            GameId::Nsolo => &[NoStonesLeft, BothStuck, Repetition, Resign],
            GameId::Ayoayo => &[NoMoves, CannotFeed, MoverCannotFeed, Repetition, Resign],
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An unknown game id.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame;

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown game: expected adji-boto, nsolo or ayoayo")
    }
}

impl core::error::Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    /// Accepts the ids in any case, with `_` or nothing for the hyphen (`AdjiBoto`).
    fn from_str(s: &str) -> Result<GameId, UnknownGame> {
        let s = s.trim();
        let mut buf = [0u8; 16];
        let mut n = 0;
        for b in s.bytes() {
            if b == b'-' || b == b'_' {
                continue;
            }
            if n == buf.len() {
                return Err(UnknownGame);
            }
            buf[n] = b.to_ascii_lowercase();
            n += 1;
        }
        match &buf[..n] {
            b"adjiboto" => Ok(GameId::AdjiBoto),
            b"nsolo" => Ok(GameId::Nsolo),
            b"ayoayo" | b"ayo" => Ok(GameId::Ayoayo),
            _ => Err(UnknownGame),
        }
    }
}

/// Ayoayo: who takes the seeds left on the board when the game ends.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Remainder {
    /// The player who made the last sowing move takes them all (the seed's rule; default).
    #[default]
    LastMover,
    /// Each player takes the seeds on his own row (Wikipedia, MancalaGames).
    RowOwner,
}

impl Remainder {
    /// `last-mover` or `row-owner`.
    pub fn as_str(self) -> &'static str {
        match self {
            Remainder::LastMover => "last-mover",
            Remainder::RowOwner => "row-owner",
        }
    }

    /// Every value, the default first.
    pub const ALL: [Remainder; 2] = [Remainder::LastMover, Remainder::RowOwner];

    /// Reads `last-mover` or `row-owner` (any case).
    pub fn parse(s: &str) -> Option<Remainder> {
        Remainder::ALL
            .into_iter()
            .find(|r| r.as_str().eq_ignore_ascii_case(s.trim()))
    }
}

/// Smallest and largest Nsolo board (holes per row).
pub const NSOLO_SIZES: core::ops::RangeInclusive<u8> = NsoloSize::MIN.get()..=NsoloSize::MAX.get();

/// A Nsolo board size (holes per row), 8 to 36: it cannot hold anything else, so a
/// [`Config`] cannot name a board that does not exist.
///
/// ```
/// use mancala_rules::{Config, ConfigError, NsoloSize};
///
/// assert_eq!(NsoloSize::new(200), None);
/// assert_eq!(Config::nsolo(200), Err(ConfigError::BadSize(200)));
/// let size = NsoloSize::new(12).unwrap();
/// assert_eq!(Config::Nsolo { size }.holes(), 48);
/// ```
///
/// ```compile_fail
/// // A number is not a size: this does not compile.
/// let config = mancala_rules::Config::Nsolo { size: 200 };
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NsoloSize(u8);

impl NsoloSize {
    /// The smallest board, 4×8 (also the default).
    pub const MIN: NsoloSize = NsoloSize(8);
    /// The largest board, 4×36.
    pub const MAX: NsoloSize = NsoloSize(36);

    /// The size `n`, if it is 8 to 36.
    pub const fn new(n: u32) -> Option<NsoloSize> {
        if n >= NsoloSize::MIN.0 as u32 && n <= NsoloSize::MAX.0 as u32 {
            Some(NsoloSize(n as u8))
        } else {
            None
        }
    }

    /// Holes per row.
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl Default for NsoloSize {
    fn default() -> Self {
        NsoloSize::MIN
    }
}

impl From<NsoloSize> for u8 {
    fn from(s: NsoloSize) -> u8 {
        s.0
    }
}

impl From<NsoloSize> for usize {
    fn from(s: NsoloSize) -> usize {
        usize::from(s.0)
    }
}

impl TryFrom<u32> for NsoloSize {
    type Error = ConfigError;

    fn try_from(n: u32) -> Result<NsoloSize, ConfigError> {
        NsoloSize::new(n).ok_or(ConfigError::BadSize(n))
    }
}

impl fmt::Display for NsoloSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A game with its options: everything needed to set up the start position. Every value
/// is a valid game: the options are types that hold only valid values.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Config {
    /// Adji-Boto (no options).
    AdjiBoto,
    /// Nsolo on 4 rows of `size` holes.
    Nsolo {
        /// Holes per row (8 to 36).
        size: NsoloSize,
    },
    /// Ayoayo.
    Ayoayo {
        /// Who takes the seeds left at the end.
        remainder: Remainder,
    },
}

/// A game option that was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// Nsolo's size out of 8 to 36.
    BadSize(u32),
    /// A Nsolo size that is not a number.
    SizeNotANumber,
    /// A size given for a game that has only one board.
    SizeNotAllowed(GameId),
    /// A rule option name this game does not have.
    UnknownRule(GameId),
    /// A known rule with a value it does not take.
    BadRuleValue,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::BadSize(n) => {
                write!(
                    f,
                    "Nsolo board size {n} is out of range: it takes 8 to 36 holes per row"
                )
            }
            ConfigError::SizeNotANumber => {
                f.write_str("the Nsolo board size is a number of holes per row, 8 to 36")
            }
            ConfigError::SizeNotAllowed(g) => {
                write!(f, "{g} has one board size: only nsolo takes a size")
            }
            ConfigError::UnknownRule(GameId::Ayoayo) => {
                f.write_str("unknown rule option: ayoayo has remainder=last-mover|row-owner")
            }
            ConfigError::UnknownRule(g) => {
                write!(f, "unknown rule option: {g} has no rule options")
            }
            ConfigError::BadRuleValue => {
                f.write_str("bad value for remainder: expected last-mover or row-owner")
            }
        }
    }
}

impl core::error::Error for ConfigError {}

impl Config {
    /// The game with its default options (Nsolo on 4×8).
    pub fn new(game: GameId) -> Config {
        match game {
            GameId::AdjiBoto => Config::AdjiBoto,
            GameId::Nsolo => Config::Nsolo {
                size: NsoloSize::default(),
            },
            GameId::Ayoayo => Config::Ayoayo {
                remainder: Remainder::default(),
            },
        }
    }

    /// Nsolo on 4×`size` (8 to 36).
    pub fn nsolo(size: u32) -> Result<Config, ConfigError> {
        Ok(Config::Nsolo {
            size: size.try_into()?,
        })
    }

    /// Which game this is.
    pub fn game(self) -> GameId {
        match self {
            Config::AdjiBoto => GameId::AdjiBoto,
            Config::Nsolo { .. } => GameId::Nsolo,
            Config::Ayoayo { .. } => GameId::Ayoayo,
        }
    }

    /// Nsolo's holes per row; `None` for the other games.
    pub fn size(self) -> Option<u8> {
        match self {
            Config::Nsolo { size } => Some(size.get()),
            _ => None,
        }
    }

    /// Sets Nsolo's board size (8 to 36).
    pub fn with_size(self, size: u32) -> Result<Config, ConfigError> {
        match self {
            Config::Nsolo { .. } => Config::nsolo(size),
            other => Err(ConfigError::SizeNotAllowed(other.game())),
        }
    }

    /// Sets a rule option by name (`remainder`, `last-mover`). Ayoayo has
    /// `remainder=last-mover|row-owner`; the other games have none.
    pub fn with_rule(self, name: &str, value: &str) -> Result<Config, ConfigError> {
        match self {
            Config::Ayoayo { .. } if name.trim().eq_ignore_ascii_case("remainder") => {
                let remainder = Remainder::parse(value).ok_or(ConfigError::BadRuleValue)?;
                Ok(Config::Ayoayo { remainder })
            }
            other => Err(ConfigError::UnknownRule(other.game())),
        }
    }

    /// Number of holes on the board.
    pub fn holes(self) -> usize {
        match self {
            Config::AdjiBoto => crate::adji_boto::HOLES,
            Config::Nsolo { size } => 4 * usize::from(size),
            Config::Ayoayo { .. } => crate::ayoayo::HOLES,
        }
    }

    /// Seeds or stones in play at the start.
    pub fn total_seeds(self) -> u16 {
        match self {
            Config::AdjiBoto => crate::adji_boto::HOLES as u16 * crate::adji_boto::START_SEEDS,
            // Two stones in every hole but one per player.
            Config::Nsolo { .. } => 2 * (self.holes() as u16 - 2),
            Config::Ayoayo { .. } => crate::ayoayo::HOLES as u16 * crate::ayoayo::START_SEEDS,
        }
    }
}

impl fmt::Display for Config {
    /// The config as written in the notation: `adji-boto`, `nsolo.12`, `ayoayo.row-owner`.
    /// Default options are left out (`nsolo`, `ayoayo`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Config::AdjiBoto => f.write_str("adji-boto"),
            Config::Nsolo {
                size: NsoloSize::MIN,
            } => f.write_str("nsolo"),
            Config::Nsolo { size } => write!(f, "nsolo.{size}"),
            Config::Ayoayo {
                remainder: Remainder::LastMover,
            } => f.write_str("ayoayo"),
            Config::Ayoayo { remainder } => write!(f, "ayoayo.{}", remainder.as_str()),
        }
    }
}
