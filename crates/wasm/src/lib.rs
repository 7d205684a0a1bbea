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

use mancala_rules::{Move, Rules};
use wasm_bindgen::prelude::*;

// The allocator: crates/wasm-alloc's size classes (its feature `global`), in place of std's
// dlmalloc, a tenth of the module less.
use mancala_wasm_alloc as _;

/// Runs once when the module is instantiated: a panic (a bug, never bad input) is then
/// reported on the console by `console_error_panic_hook` (`console.error("panicked at
/// <file:line>: <message>")` and the stack) instead of a bare `unreachable`, and the page's
/// crash handling (`web/js/crash.js`) takes over.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

#[wasm_bindgen]
extern "C" {
    /// `Reflect.set`: names the reason on the `Error` that `Game.create`, `Game.load` and
    /// `Game.play` throw.
    #[wasm_bindgen(js_namespace = Reflect, js_name = set)]
    fn reflect_set(target: &JsValue, key: &JsValue, value: &JsValue) -> bool;
}

/// The `Error` thrown for a text the rules could not take: its message, and the reason's
/// name as its `refusal` property (and, for a record's move, the move's number as
/// `moveNumber`), for the page to say it in the player's language.
fn thrown(r: input::Refused) -> JsValue {
    let e = JsValue::from(JsError::new(&r.message));
    reflect_set(
        &e,
        &JsValue::from_str("refusal"),
        &JsValue::from_str(r.name),
    );
    if let Some(n) = r.move_number {
        reflect_set(
            &e,
            &JsValue::from_str("moveNumber"),
            &JsValue::from(n as u32),
        );
    }
    e
}

/// A game in progress: its position, the moves played, undo and redo.
#[wasm_bindgen]
pub struct Game {
    inner: mancala_rules::Game,
}

#[wasm_bindgen]
impl Game {
    /// A new game from its start position. `config`: the game and its options as the
    /// notation writes them (`adji-boto`, `nsolo.12`, `ayoayo.row-owner`; see
    /// `docs/notation.md`). A config it cannot read throws an `Error` with a `refusal`
    /// property (`unknown-game`, `bad-option`).
    pub fn create(config: &JsValue) -> Result<Game, JsValue> {
        let config = input::config(&text(config, "the game")?).map_err(thrown)?;
        Ok(Game {
            inner: mancala_rules::Game::new(config),
        })
    }

    /// A game from a game record (`ayoayo_m3.9.1`) or a position (`ayoayo_0_4x12_0.0`); the
    /// record's moves are replayed through the rules. A text it cannot read throws an `Error`
    /// whose `refusal` names the reason (`unknown-game`, `bad-position`, a refused move's name,
    /// …; `docs/wasm-api.md`) and whose `moveNumber` is the record's move at fault, if any.
    pub fn load(record: &JsValue) -> Result<Game, JsValue> {
        Ok(Game {
            inner: input::load(&text(record, "a game record")?).map_err(thrown)?,
        })
    }

    /// The game and its options as the notation writes them: `adji-boto`, `nsolo.12`,
    /// `ayoayo.row-owner` (what `Game.create` takes).
    pub fn config(&self) -> String {
        self.pos().config().to_string()
    }

    /// The game's rule options by name, each with its value: `{remainder: "row-owner"}`
    /// for Ayoayo, `{}` for the games without any (as `catalog()` names them).
    pub fn options(&self) -> JsValue {
        json::options(self.pos().config())
    }

    /// `adji-boto`, `nsolo` or `ayoayo`.
    #[wasm_bindgen(js_name = gameId)]
    pub fn game_id(&self) -> String {
        self.pos().config().game().as_str().into()
    }

    /// Nsolo's holes per row; 0 for the other games.
    pub fn size(&self) -> u32 {
        self.pos().config().size().map_or(0, u32::from)
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

    /// The owner (0 or 1) of every hole, by global hole index (a `Uint8Array`).
    pub fn owners(&self) -> Vec<u8> {
        let p = self.pos();
        (0..p.holes().len())
            .map(|i| p.owner(i).index() as u8)
            .collect()
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

    /// Ayoayo's feeding in force: the opponent of the player to move has an empty row, so
    /// only moves that leave him a seed are legal (`false` in the other games, and at the end).
    #[wasm_bindgen(js_name = mustFeed)]
    pub fn must_feed(&self) -> bool {
        self.pos().must_feed()
    }

    /// Adji-Boto's opening in force: each player plays each of his five holes once, nothing
    /// is captured (`false` in the other games, and at the end).
    #[wasm_bindgen(js_name = inOpening)]
    pub fn in_opening(&self) -> bool {
        self.pos().in_opening()
    }

    /// `true` when the player to move must pass although the game lets him choose a hole:
    /// every such move's sowing would never end, which the rules forbid (rare: met in Nsolo).
    /// The page then says this reason for the pass instead of its game's usual one.
    #[wasm_bindgen(js_name = passEndless)]
    pub fn pass_endless(&self) -> bool {
        self.pos().pass_is_endless()
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

    /// `null` while the game goes on; else `{winner: 0|1|null, reason, text}`.
    pub fn result(&self) -> JsValue {
        self.pos()
            .outcome()
            .map_or(JsValue::NULL, |o| json::result(&o))
    }

    /// Plays a move (`7`, `x40`, `pass`, `resign`) and returns its account: an array of
    /// events. An illegal or unreadable move throws and changes nothing: an `Error` with a
    /// `refusal` property, the reason's name (`empty-hole`, …; `not-a-move` for a text that
    /// is not a move), for the page to say it in the player's language.
    pub fn play(&mut self, mv: &JsValue) -> Result<JsValue, JsValue> {
        #[cfg(feature = "test-hooks")]
        test_hooks::panic_if_asked();
        let events = input::play(&mut self.inner, &text(mv, "a move")?).map_err(thrown)?;
        Ok(json::events(&events))
    }

    /// Steps back one move and returns that move's account (as `play` gave it, for the page
    /// to play backwards); `null` at the start.
    pub fn undo(&mut self) -> JsValue {
        input::undo(&mut self.inner).map_or(JsValue::NULL, |events| json::events(&events))
    }

    /// Steps forward one undone move and returns its account again; `null` if there is
    /// nothing to redo.
    pub fn redo(&mut self) -> JsValue {
        let mut events = Vec::new();
        match self.inner.redo_observed(&mut events) {
            Some(_) => json::events(&events),
            None => JsValue::NULL,
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

    /// Who made each move up to the current position: 0 or 1 per ply (a `Uint8Array`).
    pub fn movers(&self) -> Vec<u8> {
        input::movers(&self.inner)
    }

    /// The game record up to the current position (for the URL and local storage).
    pub fn record(&self) -> String {
        self.inner.record().to_string()
    }
}

impl Game {
    fn pos(&self) -> &mancala_rules::Position {
        self.inner.position()
    }
}

/// What the page offers, from the rules and the engine themselves (so that no JS file keeps
/// a copy): `{games: [{id, config, sizes, options}], levels}`. `sizes`: `{min, max, default}`
/// (Nsolo's holes per row) or `null`; `options`: `[{name, values, default}]` (Ayoayo's
/// `remainder`); `config`: the game's default config (what `Game.create` takes);
/// `levels`: the computer's levels, weakest first.
#[wasm_bindgen]
pub fn catalog() -> JsValue {
    json::catalog()
}

/// The string inside a JS value, or an error naming what was expected.
fn text(v: &JsValue, what: &str) -> Result<String, JsError> {
    v.as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

/// At most 24 characters of what JS passed, for an error message.
fn clip(s: &str) -> &str {
    s.char_indices()
        .nth(24)
        .map_or(s, |(i, _)| s.get(..i).unwrap_or(s))
}
