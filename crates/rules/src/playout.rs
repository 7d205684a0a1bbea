//! Seeded random playouts, for benchmarks and soak tests. Needs the `alloc` feature.
//!
//! The same routine serves the native benchmark (`mancala bench`) and the wasm one
//! (`bench/wasm-vs-native.mjs`), so both play exactly the same games from the same seed and
//! their [`Tally::checksum`]s must agree.
//!
//! The crate has no randomness of its own: the caller passes a seed, and [`SplitMix64`] (a
//! tiny, well-known generator) turns it into moves. Each playout goes through [`Game`], so
//! the repetition rules apply, and checks at every move that the position offers a move
//! while the game goes on, that every seed is still accounted for, and that `play` accepts
//! the move it listed.
//!
//! ```
//! use mancala_rules::{Config, GameId, playout};
//!
//! let tally = playout::run(Config::new(GameId::Ayoayo), 20, 1).unwrap();
//! assert_eq!(tally.games, 20);
//! assert_eq!(tally.wins[0] + tally.wins[1] + tally.draws, 20);
//! assert_eq!(playout::run(Config::new(GameId::Ayoayo), 20, 1).unwrap(), tally);
//! ```

use core::fmt;

use crate::error::PlayError;
use crate::game::Game;
use crate::rules::Rules;
use crate::types::{Config, Move};

/// The SplitMix64 generator (Steele, Lea and Flood, 2014): 64 bits of state, one add and
/// three mixing steps per number. Good enough to pick moves; not for cryptography.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started from `seed` (any value, 0 included).
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0), by multiply-and-shift of the high 32 bits.
    pub fn below(&mut self, n: usize) -> usize {
        let r = self.next_u64() >> 32;
        ((r * (n as u64 & 0xffff_ffff)) >> 32) as usize
    }
}

/// Playouts longer than this are reported as [`PlayoutError::TooLong`]: not a rule of any
/// game (the repetition rules end every game), only a guard for the benchmark.
pub const MAX_PLAYOUT_MOVES: usize = 1_000_000;

/// What a batch of playouts added up to.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games played to the end.
    pub games: u64,
    /// Moves played in all (passes and removals count).
    pub moves: u64,
    /// Games won by player 0 and by player 1.
    pub wins: [u64; 2],
    /// Drawn games.
    pub draws: u64,
    /// A hash of every game's length, final stores and winner: two runs played the same
    /// games exactly when their checksums agree.
    pub checksum: u64,
}

/// A playout that found the rules contradicting themselves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlayoutError {
    /// A game not over refused even `pass`: it offered no legal move.
    Refused {
        /// Moves played before.
        ply: usize,
        /// The move.
        mv: Move,
        /// Why `play` refused it.
        error: PlayError,
    },
    /// Seeds on the board and in the stores no longer add up to the game's total.
    NotConserved {
        /// Moves played (the count is wrong after this many).
        ply: usize,
        /// The total found.
        found: u32,
    },
    /// A game ran past [`MAX_PLAYOUT_MOVES`].
    TooLong,
}

impl fmt::Display for PlayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayoutError::Refused { ply, mv, error } => {
                write!(
                    f,
                    "after {ply} moves the game is not over but refused {mv}: {error}"
                )
            }
            PlayoutError::NotConserved { ply, found } => {
                write!(
                    f,
                    "after {ply} moves the seeds add up to {found}, not the game's total"
                )
            }
            PlayoutError::TooLong => write!(f, "a playout ran past {MAX_PLAYOUT_MOVES} moves"),
        }
    }
}

impl core::error::Error for PlayoutError {}

/// Plays one game from the start of `config` to its end, choosing each move uniformly
/// among the legal ones, and returns it.
///
/// A game not over always has a legal move (`pass` at worst); a refused pass is reported
/// as [`PlayoutError::Refused`].
pub fn playout(config: Config, rng: &mut SplitMix64) -> Result<Game, PlayoutError> {
    let total = u32::from(config.total_seeds());
    let mut game = Game::new(config);
    loop {
        let pos = game.position();
        let ply = game.ply();
        let seeds = pos.board_seeds() + pos.stores().iter().map(|&s| u32::from(s)).sum::<u32>();
        if seeds != total {
            return Err(PlayoutError::NotConserved { ply, found: seeds });
        }
        if pos.outcome().is_some() {
            return Ok(game);
        }
        if ply >= MAX_PLAYOUT_MOVES {
            return Err(PlayoutError::TooLong);
        }
        // Uniform among the legal moves without playing each one out first: draw among
        // the candidates, and drop any that `play` refuses (a sowing that never ends, or
        // that fails to feed); with none left, the player must pass.
        let mut candidates = pos.candidate_moves();
        loop {
            if candidates.is_empty() {
                let mv = Move::Pass;
                game.play(mv)
                    .map_err(|error| PlayoutError::Refused { ply, mv, error })?;
                break;
            }
            let i = rng.below(candidates.len());
            if game.play(candidates[i]).is_ok() {
                break;
            }
            candidates.swap_remove(i);
        }
    }
}

/// Plays `games` playouts of `config` from one generator seeded with `seed`.
pub fn run(config: Config, games: u32, seed: u64) -> Result<Tally, PlayoutError> {
    let mut rng = SplitMix64::new(seed);
    let mut tally = Tally {
        checksum: 0xcbf2_9ce4_8422_2325,
        ..Tally::default()
    };
    for _ in 0..games {
        let game = playout(config, &mut rng)?;
        let pos = game.position();
        let winner = pos.outcome().and_then(|o| o.winner);
        match winner {
            Some(p) => tally.wins[p.index()] += 1,
            None => tally.draws += 1,
        }
        tally.games += 1;
        tally.moves += game.ply() as u64;
        let [s0, s1] = pos.stores();
        let w = winner.map_or(2, |p| p.index() as u64);
        for v in [game.ply() as u64, u64::from(s0), u64::from(s1), w] {
            tally.checksum = (tally.checksum ^ v).wrapping_mul(0x0100_0000_01b3);
        }
    }
    Ok(tally)
}
