//! What the page's strings become, with no JavaScript involved: the game config of
//! `Game.create`, the record or position of `Game.load`, the move of `Game.play`; and what
//! `Game.undo` and `Game.movers` read from the history. The `#[wasm_bindgen]` methods call
//! these and turn the `String` errors into thrown `Error`s; the fuzz target `wasm_inputs`
//! (fuzz/) calls them natively with arbitrary strings. Nothing here panics on any input.

use mancala_rules::{Config, Event, Game, Move, Record, Rules};

/// The game config of `Game.create(text)`: the notation's `adji-boto`, `nsolo.12`,
/// `ayoayo.row-owner` (`Config`'s own reading).
pub fn config(text: &str) -> Result<Config, String> {
    text.parse::<Config>().map_err(|e| e.to_string())
}

/// The game of `Game.load(text)`: a record (`ayoayo_m3.9.1`) or a position, its moves
/// replayed through the rules.
pub fn load(text: &str) -> Result<Game, String> {
    let record = text.parse::<Record>().map_err(|e| e.to_string())?;
    Game::from_record(&record).map_err(|e| e.to_string())
}

/// `Game.play(text)`: reads the move, plays it, and returns its account; on an error the game
/// is unchanged. The error is its message and, for a move the rules refuse, the refusal's
/// name (`PlayError::name`).
pub fn play(game: &mut Game, text: &str) -> Result<Vec<Event>, (String, Option<&'static str>)> {
    let m: Move = text.parse().map_err(|e| {
        (
            format!("\"{}\" is not a move: {e}", crate::clip(text)),
            None,
        )
    })?;
    let mut events = Vec::new();
    game.play_observed(m, &mut events)
        .map_err(|e| (format!("move {m} is not legal: {e}"), Some(e.name())))?;
    Ok(events)
}

/// `Game.undo()`: steps back one move and returns its account (the move replayed from the
/// position before it, the repetition end included); `None` at the start.
pub fn undo(game: &mut Game) -> Option<Vec<Event>> {
    if !game.undo() {
        return None;
    }
    let mut events = Vec::new();
    game.redo_observed(&mut events);
    game.undo();
    Some(events)
}

/// `Game.movers()`: who made each move up to the current position (0 or 1 per ply).
pub fn movers(game: &Game) -> Vec<u8> {
    (0..game.ply())
        .filter_map(|k| game.position_at(k))
        .map(|p| p.to_move().index() as u8)
        .collect()
}
