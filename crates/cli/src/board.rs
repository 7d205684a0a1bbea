//! ASCII boards drawn the way the real boards lie, player 0 at the bottom.

use std::fmt::Write;

use mancala_rules::{Config, EndReason, Outcome, Position, Rules};

/// One row of holes: the index line, then the counts, each cell 5 wide.
fn row(out: &mut String, indent: usize, holes: &[usize], counts: &[u16], index_above: bool) {
    let pad = " ".repeat(indent);
    let idx: String = holes.iter().map(|h| format!("{h:>4} ")).collect();
    let cnt: String = holes
        .iter()
        .map(|&h| format!("({:>3})", counts[h]))
        .collect();
    if index_above {
        let _ = writeln!(out, "{pad}{}", idx.trim_end());
        let _ = writeln!(out, "{pad}{cnt}");
    } else {
        let _ = writeln!(out, "{pad}{cnt}");
        let _ = writeln!(out, "{pad}{}", idx.trim_end());
    }
}

/// Draws a board: holes with their counts and global indices, stores at their ends.
pub fn draw(pos: &Position) -> String {
    let h = pos.holes();
    let [s0, s1] = pos.stores();
    let mut out = String::new();
    let ends = |out: &mut String, width: usize| {
        let _ = writeln!(out, "[{s1:>3}]{}[{s0:>3}]", " ".repeat(width));
    };
    match pos.config() {
        Config::AdjiBoto => {
            let _ = writeln!(out, "        player 1 (store on the left)");
            row(&mut out, 5, &[0, 1, 2, 3, 4], h, true);
            ends(&mut out, 27);
            row(&mut out, 5, &[9, 8, 7, 6, 5], h, false);
            let _ = writeln!(out, "        player 0 (store on the right)");
        }
        Config::Ayoayo { .. } => {
            let _ = writeln!(out, "        player 1 (store on the left)");
            row(&mut out, 5, &[11, 10, 9, 8, 7, 6], h, true);
            ends(&mut out, 32);
            row(&mut out, 5, &[0, 1, 2, 3, 4, 5], h, false);
            let _ = writeln!(out, "        player 0 (store on the right)");
        }
        Config::Nsolo { size } => {
            let n = usize::from(size);
            let _ = writeln!(out, "player 1 (captured {s1})");
            row(
                &mut out,
                0,
                &(2 * n..3 * n).rev().collect::<Vec<_>>(),
                h,
                true,
            );
            row(&mut out, 0, &(3 * n..4 * n).collect::<Vec<_>>(), h, false);
            let _ = writeln!(out);
            row(&mut out, 0, &(n..2 * n).rev().collect::<Vec<_>>(), h, true);
            row(&mut out, 0, &(0..n).collect::<Vec<_>>(), h, false);
            let _ = writeln!(out, "player 0 (captured {s0})");
        }
    }
    out
}

/// Why a game ended, for people: the rule, or who resigned (the player to move).
pub fn reason(pos: &Position, outcome: Outcome) -> String {
    match outcome.reason {
        EndReason::Resign => format!("player {} resigned", pos.to_move()),
        r => r.describe().into(),
    }
}

/// How the game ended (`player 1 wins (…)`, `a draw (…)`); `None` while it goes on.
pub fn end(pos: &Position) -> Option<String> {
    let o = pos.outcome()?;
    let why = reason(pos, o);
    Some(match o.winner {
        Some(p) => format!("player {p} wins ({why})"),
        None => format!("a draw ({why})"),
    })
}

/// A line on whose turn it is or how the game ended.
pub fn status(pos: &Position) -> String {
    match end(pos) {
        Some(end) => format!("game over: {end}"),
        None => {
            let who = pos.to_move();
            let owed = pos.pending_removals();
            let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
            if owed > 0 {
                let stones = if owed == 1 { "stone" } else { "stones" };
                format!(
                    "player {who} to remove {owed} more {stones}: {}",
                    moves.join(" ")
                )
            } else {
                format!("player {who} to move: {}", moves.join(" "))
            }
        }
    }
}
