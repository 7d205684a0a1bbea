//! What the page's strings become, with no JavaScript involved: the game config of
//! `Game.create`, the record or position of `Game.load`, the move of `Game.play`. The
//! `#[wasm_bindgen]` methods call these and turn the `String` errors into thrown `Error`s; the
//! fuzz target `wasm_inputs` (fuzz/) calls them natively with arbitrary strings and numbers.
//! Nothing here panics on any input.

use mancala_rules::{Config, ConfigError, Event, Game, GameId, Move, Record};

/// The game config from `Game.create(game, size, rules)`: a game id, Nsolo's holes per row
/// (0 = the default; any other number must be whole), and `NAME=VALUE` options separated by
/// commas, semicolons or spaces.
pub fn config(game: &str, size: f64, rules: &str) -> Result<Config, String> {
    let mut config = Config::new(game.parse::<GameId>().map_err(|e| e.to_string())?);
    if size != 0.0 {
        let n = crate::whole(size).and_then(|n| u32::try_from(n).ok()).ok_or_else(|| {
            String::from("the board size must be a whole number: 8 to 36 holes per row for nsolo, 0 for the default")
        })?;
        config = config.with_size(n).map_err(|e| match e {
            ConfigError::SizeNotAllowed(g) => {
                format!("{g} has one board size: pass 0 (a size is for nsolo)")
            }
            e => e.to_string(),
        })?;
    }
    for option in rules
        .split([',', ';', ' ', '\t', '\n'])
        .filter(|s| !s.is_empty())
    {
        let (name, value) = option.split_once('=').ok_or_else(|| {
            format!(
                "rule option \"{}\": expected NAME=VALUE, like remainder=row-owner",
                crate::clip(option)
            )
        })?;
        config = config.with_rule(name, value).map_err(|e| e.to_string())?;
    }
    Ok(config)
}

/// The game of `Game.load(text)`: a record (`ayoayo_m3.9.1`) or a position, its moves
/// replayed through the rules.
pub fn load(text: &str) -> Result<Game, String> {
    let record = text.parse::<Record>().map_err(|e| e.to_string())?;
    Game::from_record(&record).map_err(|e| e.to_string())
}

/// `Game.play(text)`: reads the move, plays it, and returns its account; on an error the game
/// is unchanged.
pub fn play(game: &mut Game, text: &str) -> Result<Vec<Event>, String> {
    let m: Move = text
        .parse()
        .map_err(|e| format!("\"{}\" is not a move: {e}", crate::clip(text)))?;
    let mut events = Vec::new();
    game.play_observed(m, &mut events)
        .map_err(|e| format!("move {m} is not legal: {e}"))?;
    Ok(events)
}
