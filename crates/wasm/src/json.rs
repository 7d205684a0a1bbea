//! The JS values the page receives (move accounts and results), written as JSON text and
//! turned into objects by the browser's own `JSON.parse`: the module then carries no
//! serialization framework (it was a fifth of the module's size). The shapes are those of
//! `docs/wasm-api.md`; `crates/wasm/tests/web.rs` compares them as JSON text.

use core::fmt::Write;

use mancala_rules::{Event, Outcome, Player};
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
