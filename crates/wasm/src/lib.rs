//! # mancala-wasm
//!
//! The browser face of the rules crate: one opaque [`Game`] handle that JavaScript drives
//! with small calls (see `docs/wasm-api.md`). It holds a game and its history, converts to
//! and from JS values, and turns every error into a thrown JS `Error`. It knows no rule: a
//! move goes to `mancala_rules`, and its account (the list of events) comes back for the
//! page to animate.
//!
//! This is the page's module (`web/pkg/mancala_wasm.js`), loaded before the first board is
//! drawn, so it holds the rules only: the computer opponent is a module of its own
//! (`crates/wasm-engine`, `web/pkg/mancala_wasm_engine.js`) that the Web Worker loads when
//! the computer first thinks.
//!
//! Nothing here panics on what JavaScript passes in: strings that are not strings, numbers
//! that are not whole, negative, huge or NaN, holes off the board and unknown moves all
//! come back as an `Error` with a message for people.
//!
//! Built with `cargo build -p mancala-wasm --target wasm32-unknown-unknown --release` and
//! `wasm-bindgen --target web` (see `scripts/build-wasm.sh`).

pub mod input;
mod json;
#[cfg(feature = "test-hooks")]
mod test_hooks;

use mancala_rules::{Config, Move, Rules};
use wasm_bindgen::prelude::*;

/// Size classes in place of std's dlmalloc: a tenth of the module less (`crates/wasm-alloc`).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: mancala_wasm_alloc::SizeClasses = mancala_wasm_alloc::SizeClasses::new();

/// Runs once when the module is instantiated: a panic (a bug, never bad input) is then
/// reported on the console by `console_error_panic_hook` (`console.error("panicked at
/// <file:line>: <message>")` and the stack) instead of a bare `unreachable`, and the page's
/// crash handling (`web/js/crash.js`) takes over.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// A game in progress: its position, the moves played, undo and redo.
#[wasm_bindgen]
pub struct Game {
    inner: mancala_rules::Game,
}

#[wasm_bindgen]
impl Game {
    /// A new game from its start position. `game`: `adji-boto`, `nsolo` or `ayoayo`.
    /// `size`: Nsolo's holes per row, 8 to 36, or 0 for the default (8); must be 0 for the
    /// other games. `rules`: options `NAME=VALUE` separated by commas or spaces, like
    /// `remainder=row-owner` (`""` for the defaults).
    pub fn create(game: &JsValue, size: f64, rules: &JsValue) -> Result<Game, JsError> {
        let config = config(
            &text(game, "the game")?,
            size,
            &text(rules, "the rule options")?,
        )?;
        Ok(Game {
            inner: mancala_rules::Game::new(config),
        })
    }

    /// A game from a game record (`ayoayo_m3.9.1`) or a position (`ayoayo_0_4x12_0.0`); the
    /// record's moves are replayed through the rules.
    pub fn load(record: &JsValue) -> Result<Game, JsError> {
        Ok(Game {
            inner: input::load(&text(record, "a game record")?).map_err(|e| JsError::new(&e))?,
        })
    }

    /// `adji-boto`, `nsolo` or `ayoayo`.
    #[wasm_bindgen(js_name = gameId)]
    pub fn game_id(&self) -> String {
        self.config().game().as_str().into()
    }

    /// Nsolo's holes per row; 0 for the other games.
    pub fn size(&self) -> u32 {
        self.config().size().map_or(0, u32::from)
    }

    /// Ayoayo's remainder rule (`last-mover` or `row-owner`); `""` for the other games.
    pub fn remainder(&self) -> String {
        match self.config() {
            Config::Ayoayo { remainder } => remainder.as_str().into(),
            _ => String::new(),
        }
    }

    /// Holes on the board: 10, 12 or 4 × size.
    #[wasm_bindgen(js_name = numHoles)]
    pub fn num_holes(&self) -> u32 {
        self.pos().holes().len() as u32
    }

    /// Seed counts by global hole index (a `Uint16Array`, a fresh copy).
    pub fn holes(&self) -> Vec<u16> {
        self.pos().holes().to_vec()
    }

    /// `[player 0, player 1]`: store contents (Nsolo: stones captured by each).
    pub fn stores(&self) -> Vec<u16> {
        self.pos().stores().to_vec()
    }

    /// The player to move: 0 or 1 (after the end, the one who would have moved).
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> u8 {
        self.pos().to_move().index() as u8
    }

    /// Nsolo bonus removals still owed by the player to move; 0 otherwise.
    #[wasm_bindgen(js_name = pendingRemovals)]
    pub fn pending_removals(&self) -> u16 {
        self.pos().pending_removals()
    }

    /// The legal moves as strings, ascending (`["5","6"]`, `["x40"]`, `["pass"]`); `[]` when
    /// the game is over.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.pos()
            .legal_moves()
            .iter()
            .map(Move::to_string)
            .collect()
    }

    /// Whether `mv` (a string like `7`, `x40`, `pass`) is legal now; `false` for anything
    /// that is not a move.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(&self, mv: &JsValue) -> bool {
        mv.as_string()
            .and_then(|s| s.parse::<Move>().ok())
            .is_some_and(|m| self.pos().is_legal(m))
    }

    /// The owner of a hole: 0 or 1. Throws for an index off the board.
    pub fn owner(&self, hole: f64) -> Result<u8, JsError> {
        let n = self.pos().holes().len();
        let i = whole(hole).filter(|&i| i < n as u64).ok_or_else(|| {
            JsError::new(&format!(
                "no such hole: this board has holes 0 to {}",
                n - 1
            ))
        })?;
        Ok(self.pos().owner(i as usize).index() as u8)
    }

    /// `null` while the game goes on; else `{winner: 0|1|null, reason, text}`.
    pub fn result(&self) -> Result<JsValue, JsError> {
        Ok(match self.pos().outcome() {
            None => JsValue::NULL,
            Some(o) => json::result(&o),
        })
    }

    /// Plays a move (`7`, `x40`, `pass`) and returns its account: an array of events. An
    /// illegal or unreadable move throws and changes nothing.
    pub fn play(&mut self, mv: &JsValue) -> Result<JsValue, JsError> {
        #[cfg(feature = "test-hooks")]
        test_hooks::panic_if_asked();
        let events =
            input::play(&mut self.inner, &text(mv, "a move")?).map_err(|e| JsError::new(&e))?;
        Ok(json::events(&events))
    }

    /// Steps back one move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// Steps forward one undone move and returns its account again; `null` if there is
    /// nothing to redo.
    pub fn redo(&mut self) -> Result<JsValue, JsError> {
        let mut events = Vec::new();
        match self.inner.redo_observed(&mut events) {
            Some(_) => Ok(json::events(&events)),
            None => Ok(JsValue::NULL),
        }
    }

    /// Whether there is a move to undo.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.inner.can_undo()
    }

    /// Whether there is an undone move to redo.
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.inner.can_redo()
    }

    /// Moves played up to the current position.
    pub fn ply(&self) -> u32 {
        self.inner.ply() as u32
    }

    /// The moves up to the current position, as strings.
    pub fn moves(&self) -> Vec<String> {
        self.inner.moves().iter().map(Move::to_string).collect()
    }

    /// The game record up to the current position (for the URL and local storage).
    pub fn record(&self) -> String {
        self.inner.record().to_string()
    }

    /// The current position in the position notation.
    pub fn position(&self) -> String {
        self.pos().to_string()
    }
}

/// For other Rust modules of this crate.
impl Game {
    /// The game inside.
    pub fn rules(&self) -> &mancala_rules::Game {
        &self.inner
    }

    fn pos(&self) -> &mancala_rules::Position {
        self.inner.position()
    }

    fn config(&self) -> Config {
        self.pos().config()
    }
}

/// The game config from `create`'s arguments (`input::config`, errors thrown).
fn config(game: &str, size: f64, rules: &str) -> Result<Config, JsError> {
    input::config(game, size, rules).map_err(|e| JsError::new(&e))
}

/// The string inside a JS value, or an error naming what was expected.
fn text(v: &JsValue, what: &str) -> Result<String, JsError> {
    v.as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

/// A JS number that is a whole number from 0 to 2^53, as an integer.
fn whole(x: f64) -> Option<u64> {
    ((0.0..=9_007_199_254_740_992.0).contains(&x) && x.trunc() == x).then_some(x as u64)
}

/// At most 24 characters of what JS passed, for an error message.
fn clip(s: &str) -> &str {
    s.char_indices()
        .nth(24)
        .map_or(s, |(i, _)| s.get(..i).unwrap_or(s))
}
