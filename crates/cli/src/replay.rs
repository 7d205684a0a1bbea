//! `mancala replay`: the fixed interface of `docs/spec/interface.md`.

use std::io::{self, BufWriter, Write};

use mancala_rules::{Game, Move, Position, Rules};
use serde::Serialize;

use crate::{Failure, Opts, bad, shown};

#[derive(Serialize)]
struct Line<'a> {
    ply: usize,
    #[serde(rename = "move")]
    mv: Option<String>,
    to_move: usize,
    holes: &'a [u16],
    stores: [u16; 2],
    pending_removals: u16,
    legal: Vec<String>,
    result: Option<Outcome>,
}

#[derive(Serialize)]
struct Outcome {
    winner: Option<usize>,
    reason: String,
}

fn line(ply: usize, mv: Option<Move>, pos: &Position) -> Line<'_> {
    Line {
        ply,
        mv: mv.map(|m| m.to_string()),
        to_move: pos.to_move().index(),
        holes: pos.holes(),
        stores: pos.stores(),
        pending_removals: pos.pending_removals(),
        legal: pos.legal_moves().iter().map(|m| m.to_string()).collect(),
        result: pos.outcome().map(|o| Outcome {
            winner: o.winner.map(|p| p.index()),
            // A resignation names who resigned (it contains "resign", as the spec asks).
            reason: super::board::reason(pos, o),
        }),
    }
}

fn write_line(out: &mut impl Write, l: &Line<'_>) -> Result<(), Failure> {
    serde_json::to_writer(&mut *out, l).map_err(|e| Failure::Io(e.into()))?;
    out.write_all(b"\n")?;
    Ok(())
}

/// `mancala replay <game> [--size N] [--rule NAME=VALUE]... [MOVE]...`
pub fn run(o: &Opts) -> Result<(), Failure> {
    let config = o.config()?;
    let mut game = Game::new(config);
    let mut out = BufWriter::new(io::stdout().lock());
    write_line(&mut out, &line(0, None, game.position()))?;
    let mut failure = None;
    for (i, text) in o.values[1..].iter().enumerate() {
        let number = i + 1;
        let mv = match text.parse::<Move>() {
            Ok(mv) => mv,
            Err(e) => {
                failure = Some(bad(format!(
                    "move {number} ('{}') is not a move: {e}",
                    shown(text)
                )));
                break;
            }
        };
        if let Err(e) = game.play(mv) {
            failure = Some(bad(format!("move {number} ({mv}) refused: {e}")));
            break;
        }
        write_line(&mut out, &line(game.ply(), Some(mv), game.position()))?;
    }
    out.flush()?;
    failure.map_or(Ok(()), Err)
}
