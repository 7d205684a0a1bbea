//! `mancala`: the command-line face of the rules and the engine.
//!
//! Every error on user input is one line on standard error and exit status 2. One option
//! parser (`opts.rs`) serves every command; each command names the options it takes, and
//! any other is refused.

mod bench;
mod board;
mod cpu;
mod engine_cmds;
mod opts;
mod replay;
mod tune;

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use lexopt::prelude::*;
use mancala_rules::{Game, Move, Record, Rules, perft};

pub use opts::Opts;

const HELP: &str = "\
mancala: play and check Adji-Boto, Nsolo and Ayoayo from the command line

Usage: mancala <command> [options]

Commands:
  new <game> [--size N] [--rule NAME=VALUE]   print the start position (notation and board)
  show <game|position|record>                 draw the board and say who is to move
  legal <game|position|record>                list the legal moves
  play <game|position|record> [MOVE]...       play moves, print the new position and board
  replay <game> [--size N] [--rule NAME=VALUE] [MOVE]...
                                              one JSON line per position (docs/spec/interface.md)
  perft <game|position|record> <DEPTH>        count the move paths DEPTH moves deep
  bench [GAME] [--games N] [--seed S]         random games per second, as JSON lines
  match <game> [--size N] [--rule NAME=VALUE] --a LEVEL --b LEVEL [--games N] [--seed S]
                                              engine against engine: wins, draws, losses as JSON
  analyse <position|record> [--level L | --nodes N | --ms T | --exact N]
                                              the engine's best move, score, depth and speed
  tune <ayoayo|nsolo> [--size N] [--positions N] [--nodes N] [--seed S]
                                              fit evaluation weights to deep searches
  help [command]                              this text, or a command's

Games: adji-boto, nsolo (--size 8 to 36, default 8), ayoayo (--rule remainder=last-mover|row-owner).
Moves: a hole index (7), x<index> for an Nsolo bonus removal (x40), pass, or resign
(the player to move resigns; always allowed while the game goes on, never listed as legal).
Positions and records are written in the notation of docs/notation.md, e.g.
ayoayo_0_4x12_0.0 (a position) or ayoayo_m2.8 (a record).";

/// Options of the commands that take a game id (`--size`, `--rule`); the commands that
/// read the notation take them too, to refuse them with a hint.
const GAME_OPTIONS: &[&str] = &["size", "rule"];

/// A command's help text and the options it takes (long names; `--help` always).
fn command(cmd: &str) -> Option<(&'static str, &'static [&'static str])> {
    Some(match cmd {
        "new" => (
            "Usage: mancala new <game> [--size N] [--rule NAME=VALUE]...\n\nPrints the start position in the position notation, then the board.",
            GAME_OPTIONS,
        ),
        "show" => (
            "Usage: mancala show <game|position|record>\n\nDraws the board (player 0 at the bottom, hole indices beside the counts) and says whose turn it is, with the legal moves, or how the game ended.",
            GAME_OPTIONS,
        ),
        "legal" => (
            "Usage: mancala legal <game|position|record>\n\nPrints the legal moves, ascending, separated by spaces (an empty line when the game is over).",
            GAME_OPTIONS,
        ),
        "play" => (
            "Usage: mancala play <game|position|record> [MOVE]...\n\nPlays the moves and prints the resulting position, its record, and the board.",
            GAME_OPTIONS,
        ),
        "replay" => (
            "Usage: mancala replay <game> [--size N] [--rule NAME=VALUE]... [MOVE]...\n\nPlays the moves from the start and writes one JSON object per line: ply, move, to_move, holes,\nstores, pending_removals, legal, result. An illegal move stops with a message and exit status 2.",
            GAME_OPTIONS,
        ),
        "perft" => (
            "Usage: mancala perft <game|position|record> <DEPTH>\n\nCounts the leaf positions 1 to DEPTH (at most 20) moves deep, one line per depth.",
            GAME_OPTIONS,
        ),
        "bench" => (
            "Usage: mancala bench [GAME] [--games N] [--seed S]\n\nPlays seeded random games with the full rules for each game (Nsolo at 8 and 36), checking\nconservation and termination, and prints one JSON line per game (only GAME if given):\n{\"game\": .., \"size\": .., \"games_per_s\": .., \"moves_per_s\": ..}",
            bench::OPTIONS,
        ),
        "match" => (engine_cmds::MATCH_HELP, engine_cmds::MATCH_OPTIONS),
        "analyse" | "analyze" => (engine_cmds::ANALYSE_HELP, engine_cmds::ANALYSE_OPTIONS),
        "tune" => (tune::HELP, tune::OPTIONS),
        "help" => (HELP, &[]),
        _ => return None,
    })
}

/// A failure: bad input (exit 2) or an I/O error writing the output.
pub enum Failure {
    /// Bad input: the message, one line.
    Input(String),
    /// Writing failed (a closed pipe ends quietly).
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Io(e)
    }
}

impl From<lexopt::Error> for Failure {
    fn from(e: lexopt::Error) -> Self {
        // lexopt's messages quote the argument: quoted as `shown` quotes one
        Failure::Input(match e {
            lexopt::Error::UnexpectedOption(o) => format!("invalid option '{}'", shown(&o)),
            lexopt::Error::UnexpectedArgument(a) => {
                format!("unexpected argument '{}'", shown(&a.to_string_lossy()))
            }
            e => e.to_string(),
        })
    }
}

/// Shorthand for an input error.
pub fn bad(msg: impl std::fmt::Display) -> Failure {
    Failure::Input(msg.to_string())
}

/// What the user wrote, for a message: at most [`SHOWN`] characters, then "…" (a message
/// echoed a 100 KB argument whole).
pub fn shown(s: &str) -> std::borrow::Cow<'_, str> {
    match s.char_indices().nth(SHOWN) {
        Some((i, _)) => format!("{}…", &s[..i]).into(),
        None => s.into(),
    }
}

/// The most characters of an argument a message repeats.
const SHOWN: usize = 60;

fn main() -> ExitCode {
    match run(std::env::args_os().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Io(e)) => {
            eprintln!("mancala: {e}");
            ExitCode::FAILURE
        }
        Err(Failure::Input(msg)) => {
            eprintln!("mancala: {msg}");
            ExitCode::from(2)
        }
    }
}

/// Runs one command line (without the program name). Public for the fuzz target
/// `replay_args` (fuzz/), which compiles this file as a module.
pub fn run(args: Vec<OsString>) -> Result<(), Failure> {
    let args = if args.first().is_some_and(|a| a == "replay") {
        moves_as_values(args)
    } else {
        args
    };
    let mut parser = lexopt::Parser::from_args(args);
    let cmd = match parser.next()? {
        Some(Value(v)) => v.string()?,
        Some(Long("help") | Short('h')) | None => return print(HELP),
        Some(Long("version") | Short('V')) => {
            return print(concat!("mancala ", env!("CARGO_PKG_VERSION")));
        }
        Some(other) => return Err(other.unexpected().into()),
    };
    if cmd == "help" {
        // `help bogus` and `bogus` are refused in the same words; an option is named as written
        let topic = parser.next()?.map(|a| match a {
            Value(v) => v.to_string_lossy().into_owned(),
            Long(l) => format!("--{l}"),
            Short(c) => format!("-{c}"),
        });
        return match topic {
            None => print(HELP),
            Some(t) => print(command(&t).ok_or_else(|| unknown_command(&t))?.0),
        };
    }
    let Some((help, options)) = command(&cmd) else {
        return Err(unknown_command(&cmd));
    };
    let opts = Opts::parse(&mut parser, options)?;
    if opts.flag("help") {
        return print(help);
    }
    match cmd.as_str() {
        "new" => cmd_new(&opts),
        "show" => cmd_show(&opts),
        "legal" => cmd_legal(&opts),
        "play" => cmd_play(&opts),
        "replay" => replay::run(&opts),
        "perft" => cmd_perft(&opts),
        "bench" => bench::run(&opts),
        "match" => engine_cmds::run_match(&opts),
        "analyse" | "analyze" => engine_cmds::run_analyse(&opts),
        "tune" => tune::run(&opts),
        _ => Err(unknown_command(&cmd)),
    }
}

/// The refusal of a command name the tool does not have (`mancala bogus`, `mancala help bogus`).
fn unknown_command(name: &str) -> Failure {
    bad(format!(
        "unknown command '{}' (try mancala --help)",
        shown(name)
    ))
}

/// The game a command works on, from its first value: a game (`nsolo.12`), a position or
/// a record, replayed to its end. `--size` and `--rule` are refused: the notation says it.
pub fn game_from_notation(o: &Opts) -> Result<Game, Failure> {
    if o.get("size").is_some() || !o.rules.is_empty() {
        return Err(bad(
            "--size and --rule go with a game id; write them in the notation here (nsolo.12, ayoayo.row-owner)",
        ));
    }
    let text = o.values.first().ok_or_else(|| {
        bad("missing game, position or record (like ayoayo, nsolo.12 or ayoayo_m2.8)")
    })?;
    let record: Record = text
        .parse()
        .map_err(|e| bad(format!("cannot read '{}': {e}", shown(text))))?;
    Game::from_record(&record).map_err(|e| bad(format!("cannot replay '{}': {e}", shown(text))))
}

/// `replay`'s moves may look like options (`-5`, `--x40`): from the first argument after the
/// command that is none of its options, the rest are values (a `--` is put before it), so that
/// such a move is refused as a move, after the lines before it (docs/spec/interface.md).
fn moves_as_values(mut args: Vec<OsString>) -> Vec<OsString> {
    let mut i = 1;
    while i < args.len() {
        let a = args[i].to_string_lossy();
        if a == "--" || !a.starts_with('-') || a == "-" {
            if a == "--" {
                break;
            }
            i += 1;
            continue;
        }
        let takes_value = matches!(&*a, "--size" | "--rule" | "-n" | "-r");
        let whole = takes_value
            || matches!(&*a, "--help" | "-h")
            || a.starts_with("--size=")
            || a.starts_with("--rule=")
            || (!a.starts_with("--") && (a.starts_with("-n") || a.starts_with("-r")));
        if !whole {
            args.insert(i, OsString::from("--"));
            break;
        }
        i += if takes_value { 2 } else { 1 };
    }
    args
}

/// Writes text and a newline to standard output.
pub fn print(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")?;
    out.flush()?;
    Ok(())
}

fn parse_moves(values: &[String]) -> Result<Vec<Move>, Failure> {
    values
        .iter()
        .enumerate()
        .map(|(i, m)| {
            m.parse::<Move>().map_err(|e| {
                bad(format!(
                    "move {} ('{}') is not a move: {e}",
                    i + 1,
                    shown(m)
                ))
            })
        })
        .collect()
}

fn cmd_new(o: &Opts) -> Result<(), Failure> {
    o.one_value()?;
    let game = Game::new(o.config()?);
    print(&format!(
        "{}\n\n{}",
        game.position(),
        board::draw(game.position())
    ))
}

fn cmd_show(o: &Opts) -> Result<(), Failure> {
    o.one_value()?;
    let game = game_from_notation(o)?;
    let pos = game.position();
    print(&format!("{}\n{}", board::draw(pos), board::status(pos)))
}

fn cmd_legal(o: &Opts) -> Result<(), Failure> {
    o.one_value()?;
    let game = game_from_notation(o)?;
    let moves: Vec<String> = game
        .position()
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    print(&moves.join(" "))
}

fn cmd_play(o: &Opts) -> Result<(), Failure> {
    let mut game = game_from_notation(o)?;
    let start = game.ply();
    for (i, mv) in parse_moves(&o.values[1..])?.into_iter().enumerate() {
        game.play(mv)
            .map_err(|e| bad(format!("move {} ({mv}) refused: {e}", start + i + 1)))?;
    }
    let pos = game.position();
    print(&format!(
        "{pos}\n{}\n\n{}{}",
        game.record(),
        board::draw(pos),
        board::status(pos)
    ))
}

fn cmd_perft(o: &Opts) -> Result<(), Failure> {
    let [_, depth] = o.values.as_slice() else {
        return Err(bad("usage: mancala perft <game|position|record> <DEPTH>"));
    };
    let depth = opts::number("depth", depth, 1..=20)? as u32;
    let game = game_from_notation(o)?;
    let mut out = io::stdout().lock();
    for d in 1..=depth {
        writeln!(out, "depth {d}: {}", perft(game.position(), d))?;
        out.flush()?;
    }
    Ok(())
}
