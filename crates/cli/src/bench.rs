//! `mancala bench`: seeded random games with the full rules, per game, as JSON lines.

use std::io::{self, Write};
use std::time::Instant;

use mancala_rules::playout;
use mancala_rules::{Config, GameId, NsoloSize};
use serde::Serialize;

use crate::{Failure, Opts, bad, shown};

#[derive(Serialize)]
struct Figures {
    game: &'static str,
    size: Option<u8>,
    games: u64,
    moves: u64,
    seconds: f64,
    /// The thread's CPU seconds for the same games (Linux; absent elsewhere): the figure to
    /// compare on a loaded machine, where the wall clock counts the waits for a core too.
    #[serde(skip_serializing_if = "Option::is_none")]
    cpu_seconds: Option<f64>,
    games_per_s: f64,
    moves_per_s: f64,
    checksum: String,
}

/// The boards measured: every game, Nsolo at its smallest and largest.
pub fn configs() -> [(Config, u32); 4] {
    [
        (Config::new(GameId::AdjiBoto), 1),
        (
            Config::Nsolo {
                size: NsoloSize::MIN,
            },
            1,
        ),
        (
            Config::Nsolo {
                size: NsoloSize::MAX,
            },
            20,
        ),
        (Config::new(GameId::Ayoayo), 1),
    ]
}

/// The options `bench` takes.
pub const OPTIONS: &[&str] = &["games", "seed"];

/// `mancala bench [game] [--games N] [--seed S]`: `--games` is the number for the small boards
/// (4×36 Nsolo plays a twentieth of it: its games are ten times longer).
pub fn run(o: &Opts) -> Result<(), Failure> {
    let only: Option<GameId> = match o.values.as_slice() {
        [] => None,
        [g] => Some(
            g.parse()
                .map_err(|e| bad(format!("{e} (got '{}')", shown(g))))?,
        ),
        [_, extra, ..] => return Err(bad(format!("unexpected argument '{}'", shown(extra)))),
    };
    let games = o.number("games", 100_000, 1..=u64::from(u32::MAX))? as u32;
    let seed = o.number("seed", 1, 0..=u64::MAX)?;
    let mut out = io::stdout().lock();
    for (config, divisor) in configs()
        .into_iter()
        .filter(|(c, _)| only.is_none_or(|g| c.game() == g))
    {
        let n = (games / divisor).max(1);
        let start = Instant::now();
        let cpu_start = super::cpu::thread_seconds();
        let totals =
            playout::run(config, n, seed).map_err(|e| bad(format!("{config}: rules bug: {e}")))?;
        let seconds = start.elapsed().as_secs_f64().max(1e-9);
        let cpu_seconds = super::cpu::since(cpu_start);
        let f = Figures {
            game: config.game().as_str(),
            size: config.size(),
            games: totals.games,
            moves: totals.moves,
            seconds,
            cpu_seconds,
            games_per_s: (totals.games as f64 / seconds).round(),
            moves_per_s: (totals.moves as f64 / seconds).round(),
            checksum: format!("{:016x}", totals.checksum),
        };
        serde_json::to_writer(&mut out, &f).map_err(|e| Failure::Io(e.into()))?;
        writeln!(out)?;
        out.flush()?;
    }
    Ok(())
}
