//! The JS values the page receives (move accounts, results and the catalog), written as JSON text and
//! turned into objects by the browser's own `JSON.parse`: the module then carries no
//! serialization framework (it was a fifth of the module's size). The shapes are those of
//! `docs/wasm-api.md`; `crates/wasm/tests/web.rs` compares them as JSON text.

use core::fmt::Write;

use mancala_engine::Level;
use mancala_rules::{Config, Event, GameId, NSOLO_SIZES, Outcome, Player, Remainder};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `JSON.parse`: only ever given the text written here.
    #[wasm_bindgen(js_namespace = JSON, js_name = parse)]
    fn json_parse(text: &str) -> JsValue;
}

/// A JSON array of the events of a move, as a JS array of objects.
pub fn events(events: &[Event]) -> JsValue {
    let mut s = String::with_capacity(24 * events.len() + 2);
    s.push('[');
    for (i, e) in events.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        event(&mut s, e);
    }
    s.push(']');
    json_parse(&s)
}

/// `{winner, reason, text}` for a finished game.
pub fn result(outcome: &Outcome) -> JsValue {
    let mut s = String::from("{\"winner\":");
    winner(&mut s, outcome.winner);
    // The reason's name and sentence are fixed ASCII texts without quotes or backslashes.
    let _ = write!(
        s,
        ",\"reason\":\"{}\",\"text\":\"{}\"}}",
        outcome.reason.as_str(),
        outcome.reason.describe()
    );
    json_parse(&s)
}

fn winner(s: &mut String, w: Option<Player>) {
    match w {
        Some(p) => {
            let _ = write!(s, "{}", p.index());
        }
        None => s.push_str("null"),
    }
}

fn event(s: &mut String, e: &Event) {
    let _ = match *e {
        Event::Lift { hole, count, lap } => write!(
            s,
            r#"{{"kind":"lift","hole":{hole},"count":{count},"lap":{lap}}}"#
        ),
        Event::Sow { hole } => write!(s, r#"{{"kind":"sow","hole":{hole}}}"#),
        Event::Skip { hole } => write!(s, r#"{{"kind":"skip","hole":{hole}}}"#),
        Event::Capture { hole, count, by } => write!(
            s,
            r#"{{"kind":"capture","hole":{hole},"count":{count},"by":{}}}"#,
            by.index()
        ),
        Event::BonusOwed { count } => write!(s, r#"{{"kind":"bonus-owed","count":{count}}}"#),
        Event::Remove { hole, by } => write!(
            s,
            r#"{{"kind":"remove","hole":{hole},"by":{}}}"#,
            by.index()
        ),
        Event::Pass { by } => write!(s, r#"{{"kind":"pass","by":{}}}"#, by.index()),
        Event::Collect { hole, count, to } => write!(
            s,
            r#"{{"kind":"collect","hole":{hole},"count":{count},"to":{}}}"#,
            to.index()
        ),
        Event::End { outcome } => {
            s.push_str(r#"{"kind":"end","outcome":{"winner":"#);
            winner(s, outcome.winner);
            write!(s, r#","reason":"{}"}}}}"#, outcome.reason.as_str())
        }
    };
}

/// `g.options()`: the config's rule options by name, each with its value (`{}` for a game
/// that has none), named as `catalog()` names them.
pub fn options(config: Config) -> JsValue {
    json_parse(&match config {
        Config::Ayoayo { remainder } => format!(r#"{{"remainder":"{}"}}"#, remainder.as_str()),
        _ => String::from("{}"),
    })
}

/// `catalog()`: the games with their default config, sizes and options, and the levels.
pub fn catalog() -> JsValue {
    let mut s = String::from(r#"{"games":["#);
    for (i, id) in GameId::ALL.into_iter().enumerate() {
        let config = Config::new(id);
        let _ = write!(
            s,
            r#"{}{{"id":"{id}","config":"{config}","sizes":"#,
            if i > 0 { "," } else { "" }
        );
        let _ = match config.size() {
            Some(d) => write!(
                s,
                r#"{{"min":{},"max":{},"default":{d}}}"#,
                NSOLO_SIZES.start(),
                NSOLO_SIZES.end()
            ),
            None => write!(s, "null"),
        };
        s.push_str(r#","options":["#);
        if id == GameId::Ayoayo {
            s.push_str(r#"{"name":"remainder","values":["#);
            for (i, r) in Remainder::ALL.into_iter().enumerate() {
                let _ = write!(s, r#"{}"{}""#, if i > 0 { "," } else { "" }, r.as_str());
            }
            let _ = write!(s, r#"],"default":"{}"}}"#, Remainder::default().as_str());
        }
        s.push_str("]}");
    }
    s.push_str(r#"],"levels":["#);
    for (i, l) in Level::ALL.into_iter().enumerate() {
        let _ = write!(s, r#"{}"{}""#, if i > 0 { "," } else { "" }, l.as_str());
    }
    s.push_str("]}");
    json_parse(&s)
}
