//! The one option parser of every command, and its number reader.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use lexopt::prelude::*;
use mancala_rules::{Config, ConfigError, GameId, NSOLO_SIZES};

use crate::{Failure, bad, shown};

/// Options that take no value.
const FLAGS: [&str; 4] = ["help", "records", "game", "verbose"];

/// A command line after the command: its values (positional arguments) and the options
/// the command takes, by long name.
#[derive(Default)]
pub struct Opts {
    /// Positional arguments, in order.
    pub values: Vec<String>,
    /// `--rule NAME=VALUE`, in order (the only option that may repeat).
    pub rules: Vec<String>,
    /// Every other option given, by long name (the last wins); flags map to "".
    options: BTreeMap<&'static str, String>,
}

impl Opts {
    /// Reads the rest of the command line, taking only the options in `allowed` (long
    /// names; `--help` always). Short forms: `-n` is `--size`, `-r` `--rule`, `-h` `--help`.
    pub fn parse(parser: &mut lexopt::Parser, allowed: &[&'static str]) -> Result<Opts, Failure> {
        let mut o = Opts::default();
        while let Some(arg) = parser.next()? {
            let given = match &arg {
                Value(_) => None,
                Long(n) => Some(*n),
                Short('h') => Some("help"),
                Short('n') => Some("size"),
                Short('r') => Some("rule"),
                // Negative numbers are not options either: they are refused here.
                _ => return Err(arg.unexpected().into()),
            };
            let Some(given) = given else {
                if let Value(v) = arg {
                    o.values.push(string(v)?);
                }
                continue;
            };
            let Some(&name) = allowed.iter().chain(&["help"]).find(|&&n| n == given) else {
                return Err(arg.unexpected().into());
            };
            if FLAGS.contains(&name) {
                o.options.insert(name, String::new());
            } else if name == "rule" {
                o.rules.push(string(parser.value()?)?);
            } else {
                o.options.insert(name, string(parser.value()?)?);
            }
        }
        Ok(o)
    }

    /// The value of `--name`, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.options.get(name).map(String::as_str)
    }

    /// Whether the flag `--name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.options.contains_key(name)
    }

    /// `--name N`: a whole number within `range`; `default` when it is not given.
    pub fn number(
        &self,
        name: &str,
        default: u64,
        range: RangeInclusive<u64>,
    ) -> Result<u64, Failure> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => number(&format!("--{name}"), v, range),
        }
    }

    /// The game config from `<game> [--size N] [--rule NAME=VALUE]...` (the first value).
    pub fn config(&self) -> Result<Config, Failure> {
        let id = self
            .values
            .first()
            .ok_or_else(|| bad("missing game: expected adji-boto, nsolo or ayoayo"))?;
        let game: GameId = id
            .parse()
            .map_err(|e| bad(format!("{e} (got '{}')", shown(id))))?;
        let mut config = Config::new(game);
        if let Some(size) = self.get("size") {
            // Any whole number here: the rules say which sizes a board takes (and name it).
            let sizes = u64::from(*NSOLO_SIZES.start())..=u64::from(*NSOLO_SIZES.end());
            let n: u32 = size
                .trim()
                .parse()
                .map_err(|_| not_a_number("--size", size, sizes))?;
            config = config.with_size(n).map_err(|e| match e {
                ConfigError::SizeNotAllowed(g) => {
                    bad(format!("{g} has one board size; --size is for nsolo"))
                }
                e => bad(e),
            })?;
        }
        for rule in &self.rules {
            let (name, value) = rule.split_once('=').ok_or_else(|| {
                bad(format!(
                    "--rule: expected NAME=VALUE, got '{}'",
                    shown(rule)
                ))
            })?;
            config = config.with_rule(name, value).map_err(bad)?;
        }
        Ok(config)
    }

    /// Refuses a second value (after the game, position or record).
    pub fn one_value(&self) -> Result<(), Failure> {
        match self.values.get(1) {
            Some(extra) => Err(bad(format!("unexpected argument '{}'", shown(extra)))),
            None => Ok(()),
        }
    }
}

/// A whole number within `range`, or an error naming `label` (`--games`, `depth`).
pub fn number(label: &str, text: &str, range: RangeInclusive<u64>) -> Result<u64, Failure> {
    match text.trim().parse::<u64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(not_a_number(label, text, range)),
    }
}

fn not_a_number(label: &str, text: &str, range: RangeInclusive<u64>) -> Failure {
    bad(format!(
        "{label}: expected a number from {} to {}, got '{}'",
        range.start(),
        range.end(),
        shown(text)
    ))
}

fn string(v: std::ffi::OsString) -> Result<String, Failure> {
    v.into_string()
        .map_err(|v| bad(format!("not valid text: {}", v.to_string_lossy())))
}
