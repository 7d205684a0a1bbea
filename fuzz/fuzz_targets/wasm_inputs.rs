//! The strings the page hands the wasm module, through the same Rust the `#[wasm_bindgen]`
//! methods run (`mancala_wasm::input`): `Game.load(text)` with a record or a position (from
//! the URL fragment or local storage), else `Game.create(config)`, then `Game.play(move)`
//! for each following line, with `undo`/`redo` lines in between; and the computer's level
//! string. Every error must leave the game unchanged, `undo` must hand back an account
//! exactly when it steps back, `movers` must name one player per ply, the game's own record
//! must load back to the same position, and nothing may panic.
//!
//! Input: UTF-8 lines: line 1 a record, a position or a config (`nsolo.12`), then moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala_engine::Agent;
use mancala_rules::ParseMoveError;
use mancala_wasm::input;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut lines = text.split('\n');
    let head = lines.next().unwrap_or("");
    let _ = head.parse::<Agent>(); // the level string of engine.think
    let mut game = match input::load(head) {
        Ok(g) => g,
        Err(_) => match input::config(head) {
            Ok(config) => mancala_rules::Game::new(config),
            Err(_) => return,
        },
    };
    for line in lines {
        let before = *game.position();
        let ply = game.ply();
        match line {
            "undo" => {
                let account = input::undo(&mut game);
                assert_eq!(account.is_some(), ply > 0);
                assert!(
                    account.is_none_or(|a| !a.is_empty()),
                    "an undo without an account"
                );
            }
            "redo" => {
                let _ = game.redo();
            }
            mv => match input::play(&mut game, mv) {
                Ok(events) => {
                    assert_eq!(game.ply(), ply + 1);
                    assert!(!events.is_empty(), "a move without an account");
                }
                Err(refused) => {
                    assert!(!refused.message.is_empty());
                    // every reason is named (the page says it in its language): a text that
                    // is not a move as such, a move the rules refuse by the refusal's name
                    assert_eq!(
                        refused.name == ParseMoveError::NAME,
                        !refused.message.starts_with("move "),
                        "{refused:?}"
                    );
                    assert_eq!(*game.position(), before, "a refused move changed the game");
                    assert_eq!(game.ply(), ply);
                }
            },
        }
    }
    assert_eq!(input::movers(&game).len(), game.ply());
    // What the page saves (the record) must load back to the same position.
    let record = game.record().to_string();
    let back = input::load(&record)
        .unwrap_or_else(|e| panic!("own record {record:?} does not load: {e:?}"));
    assert_eq!(back.position(), game.position(), "{record}");
    let pos = game.position().to_string();
    let again =
        input::load(&pos).unwrap_or_else(|e| panic!("own position {pos:?} does not load: {e:?}"));
    assert_eq!(again.position().to_string(), pos);
});
