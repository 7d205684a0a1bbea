//! What the page's strings become, with no JavaScript involved: the game config of
//! `Game.create`, the record or position of `Game.load`, the move of `Game.play`; and what
//! `Game.undo` and `Game.movers` read from the history. The `#[wasm_bindgen]` methods call
//! these and turn a `Refused` into a thrown `Error` (its message, `refusal` and `moveNumber`); the fuzz target `wasm_inputs`
//! (fuzz/) calls them natively with arbitrary strings. Nothing here panics on any input.

use mancala_rules::{Config, Event, Game, Move, NotationError, ParseMoveError, Record, Rules};

/// A text the rules could not take: the message (English, for the console and developers),
/// the reason's stable name (`unknown-game`, `empty-hole`, …: `NotationError::name`,
/// `PlayError::name`, `ParseMoveError::NAME`) for the page to say it in the player's
/// language, and for a record's move its number (1-based).
#[derive(Debug)]
pub struct Refused {
    /// What went wrong, in English.
    pub message: String,
    /// The reason's name.
    pub name: &'static str,
    /// The record's move that could not be read or played.
    pub move_number: Option<usize>,
}

impl From<NotationError> for Refused {
    fn from(e: NotationError) -> Refused {
        Refused {
            message: e.to_string(),
            name: e.name(),
            move_number: e.move_number(),
        }
    }
}

/// The game config of `Game.create(text)`: the notation's `adji-boto`, `nsolo.12`,
/// `ayoayo.row-owner` (`Config`'s own reading).
pub fn config(text: &str) -> Result<Config, Refused> {
    Ok(text.parse::<Config>()?)
}

/// The game of `Game.load(text)`: a record (`ayoayo_m3.9.1`) or a position, its moves
/// replayed through the rules.
pub fn load(text: &str) -> Result<Game, Refused> {
    Ok(Game::from_record(&text.parse::<Record>()?)?)
}

/// `Game.play(text)`: reads the move, plays it, and returns its account; on an error the game
/// is unchanged.
pub fn play(game: &mut Game, text: &str) -> Result<Vec<Event>, Refused> {
    let m: Move = text.parse().map_err(|e| Refused {
        message: format!("\"{}\" is not a move: {e}", crate::clip(text)),
        name: ParseMoveError::NAME,
        move_number: None,
    })?;
    let mut events = Vec::new();
    game.play_observed(m, &mut events).map_err(|e| Refused {
        message: format!("move {m} is not legal: {e}"),
        name: e.name(),
        move_number: None,
    })?;
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
