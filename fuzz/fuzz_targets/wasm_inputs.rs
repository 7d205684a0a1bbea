//! The strings the page hands the wasm module, through the same Rust the `#[wasm_bindgen]`
//! methods run (`mancala_wasm::input`): `Game.load(text)` with a record or a position (from
//! the URL fragment or local storage), else `Game.create(game, size, rules)`, then
//! `Game.play(move)` for each following line, with `undo`/`redo` lines in between; and the
//! computer's level string. Every error must leave the game unchanged, the game's own record
//! must load back to the same position, and nothing may panic.
//!
//! Input: byte 0 picks the board size passed to `create` (including NaN, negatives,
//! fractions and huge numbers); the rest is UTF-8 lines: line 1 a record, a position or a
//! game id, line 2 rule options, then moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala_engine::Agent;
use mancala_wasm::input;

const SIZES: [f64; 12] = [
    0.0,
    8.0,
    36.0,
    37.0,
    -8.0,
    8.5,
    f64::NAN,
    f64::INFINITY,
    1e300,
    9_007_199_254_740_993.0,
    4_294_967_304.0,
    12.0,
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let mut lines = text.split('\n');
    let head = lines.next().unwrap_or("");
    let rules = lines.next().unwrap_or("");
    let _ = head.parse::<Agent>(); // the level string of engine.think
    let size = if first < 200 {
        SIZES[usize::from(first) % SIZES.len()]
    } else {
        f64::from(first - 200)
    };
    let mut game = match input::load(head) {
        Ok(g) => g,
        Err(_) => match input::config(head, size, rules) {
            Ok(config) => mancala_rules::Game::new(config),
            Err(_) => return,
        },
    };
    for line in lines {
        let before = *game.position();
        let ply = game.ply();
        match line {
            "undo" => {
                let _ = game.undo();
            }
            "redo" => {
                let _ = game.redo();
            }
            mv => match input::play(&mut game, mv) {
                Ok(events) => {
                    assert_eq!(game.ply(), ply + 1);
                    assert!(!events.is_empty(), "a move without an account");
                }
                Err(e) => {
                    assert!(!e.is_empty());
                    assert_eq!(*game.position(), before, "a refused move changed the game");
                    assert_eq!(game.ply(), ply);
                }
            },
        }
    }
    // What the page saves (the record) must load back to the same position.
    let record = game.record().to_string();
    let back =
        input::load(&record).unwrap_or_else(|e| panic!("own record {record:?} does not load: {e}"));
    assert_eq!(back.position(), game.position(), "{record}");
    let pos = game.position().to_string();
    let again =
        input::load(&pos).unwrap_or_else(|e| panic!("own position {pos:?} does not load: {e}"));
    assert_eq!(again.position().to_string(), pos);
});
