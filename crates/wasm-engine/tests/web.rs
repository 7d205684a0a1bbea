//! The wasm `Engine` handle and `benchPlayouts`, run in a real browser (headless Chromium) by
//! `wasm-bindgen-test-runner`: `cargo test -p mancala-wasm-engine --target
//! wasm32-unknown-unknown` (see `docs/wasm-api.md` for the environment it needs).
//!
//! Answers are compared as JSON text, exactly as JavaScript sees them.

#![cfg(target_arch = "wasm32")]

use mancala_wasm_engine::Engine;
#[cfg(feature = "bench")]
use mancala_wasm_engine::bench_playouts;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::JsError;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

fn json(v: &JsValue) -> String {
    js_sys::JSON::stringify(v)
        .expect("serializable")
        .as_string()
        .expect("a string")
}

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &s(key)).expect("an object")
}

/// The message of the `Error` a call threw; fails if it did not throw.
fn thrown<T>(r: Result<T, JsError>) -> String {
    match r {
        Ok(_) => panic!("expected an Error"),
        Err(e) => js_sys::Error::from(JsValue::from(e)).message().into(),
    }
}

#[wasm_bindgen_test]
fn runs_in_chromium() {
    let navigator =
        js_sys::Reflect::get(&js_sys::global(), &s("navigator")).expect("a browser global");
    let agent = get(&navigator, "userAgent").as_string().unwrap();
    assert!(agent.contains("HeadlessChrome"), "user agent: {agent}");
}

#[wasm_bindgen_test]
fn thinks_a_legal_move_at_every_level() {
    let mut engine = Engine::new(1.0).unwrap();
    // Ayoayo after 3.9: player 0 to move; his playable holes are those of 0..5 holding seeds.
    for level in ["beginner", "casual", "strong", "expert", "random", "greedy"] {
        let a = engine.think(&s("ayoayo_m3.9"), &s(level), 42.0).unwrap();
        let mv = get(&a, "move").as_string().unwrap();
        assert!(
            ["0", "1", "2", "4", "5"].contains(&mv.as_str()),
            "{level}: {}",
            json(&a)
        );
        assert!(get(&a, "ms").as_f64().unwrap() >= 0.0);
    }
    // A forced move needs no search: the only move, no score.
    let a = engine
        .think(&s("ayoayo_1_0.0.0.0.2.2.0x6_20.24"), &s("expert"), 0.0)
        .unwrap();
    assert_eq!(get(&a, "move").as_string().unwrap(), "pass");
    // An Nsolo bonus removal is a move of its own.
    let a = engine
        .think(
            &s("nsolo_0_0x6.2.0x13.2.0x10.3_30.23_m6"),
            &s("expert"),
            0.0,
        )
        .unwrap();
    assert_eq!(get(&a, "move").as_string().unwrap(), "x20");
}

#[cfg(feature = "bench")]
#[wasm_bindgen_test]
fn the_same_seed_and_budget_give_the_same_answer() {
    let mut engine = Engine::new(0.0).unwrap();
    let a = json(&engine.analyse(&s("nsolo_m0"), 20_000.0).unwrap());
    let b = json(&engine.analyse(&s("nsolo_m0"), 20_000.0).unwrap());
    // `ms` differs from run to run: compare the rest.
    let cut = |t: &str| t[..t.find(r#","ms":"#).expect("an ms field")].to_string();
    assert_eq!(cut(&a), cut(&b));
    assert!(
        a.contains(r#""depth":"#) && a.contains(r#""nodes":"#),
        "{a}"
    );
    // A hint is Expert's move. Both search by the clock, so the depth they reach (and, in a
    // position with a real choice, the move) depends on the machine's load: compare them
    // where player 0 has one move (hole 8 holds a single seed), which any depth finds.
    let forced = s("adji-boto_0_10.10.10.10.10.0.0.0.1.20_20.9");
    let hint = engine.hint(&forced).unwrap();
    let think = engine.think(&forced, &s("expert"), 0.0).unwrap();
    assert_eq!(get(&hint, "move").as_string().as_deref(), Some("9"));
    assert_eq!(get(&think, "move").as_string().as_deref(), Some("9"));
}

/// A review's answer says how many moves the mover could choose from: the page's summary
/// leaves forced moves (one choice) unjudged (a tester counted three forced passes among
/// "moves: 28").
#[wasm_bindgen_test]
fn review_counts_the_choices() {
    let mut engine = Engine::new(1.0).unwrap();
    let cases = [
        ("adji-boto_0_4.0.3.0.2.1.0.1.0.1_44.44", "pass", 1), // a forced pass
        ("ayoayo_0_3.0x3.3.0x7_20.22_l1", "4", 1),            // only hole 4 feeds
        ("ayoayo_m", "2", 6),                                 // the start: six holes
    ];
    for (record, played, choices) in cases {
        let a = engine.review(&s(record), &s(played), 2000.0).unwrap();
        assert_eq!(
            get(&a, "choices").as_f64(),
            Some(choices as f64),
            "{record}: {}",
            json(&a)
        );
        if choices == 1 {
            assert_eq!(
                get(&a, "loss").as_f64(),
                Some(0.0),
                "{record}: {}",
                json(&a)
            );
        }
    }
    // a finished game: nothing to choose, no count
    let over = "ayoayo_0_0.0.0.0.0.1.1.0.0.0.0.0_23.23_m5";
    let a = engine.review(&s(over), &JsValue::NULL, 2000.0).unwrap();
    assert!(get(&a, "choices").is_undefined(), "{}", json(&a));
}

#[wasm_bindgen_test]
fn bad_input_throws() {
    let table = "the table size must be a whole number of MiB from 1 to 256 (0 = 16)";
    for mb in [-1.0, 1.5, 257.0, f64::NAN, f64::INFINITY] {
        assert_eq!(thrown(Engine::new(mb)), table, "{mb}");
    }
    let mut engine = Engine::new(1.0).unwrap();
    assert!(
        thrown(engine.think(&s("ayoayo_m"), &s("grandmaster"), 0.0)).starts_with("unknown player")
    );
    assert_eq!(
        thrown(engine.think(&s("ayoayo_m"), &JsValue::NULL, 0.0)),
        "the level must be a string"
    );
    for seed in [-1.0, 0.5, f64::NAN, 1e300] {
        assert_eq!(
            thrown(engine.think(&s("ayoayo_m"), &s("expert"), seed)),
            "the seed must be a whole number from 0 to 2^53",
            "{seed}"
        );
    }
    assert_eq!(
        thrown(engine.think(&JsValue::from_f64(3.0), &s("expert"), 0.0)),
        "a game record must be a string"
    );
    assert!(thrown(engine.hint(&s("ayoayo_m6"))).starts_with("move 1 (6) is illegal"));
    // A finished game has no move to choose.
    let over = "ayoayo_0_0.0.0.0.0.1.1.0.0.0.0.0_23.23_m5";
    assert_eq!(
        thrown(engine.think(&s(over), &s("expert"), 0.0)),
        "the game is over: there is no move to choose"
    );
    #[cfg(feature = "bench")]
    {
        assert_eq!(
            thrown(engine.analyse(&s(over), 1000.0)),
            "the game is over: there is nothing to analyse"
        );
        assert_eq!(
            thrown(engine.analyse(&s("ayoayo_m"), 0.0)),
            "the node budget must be a whole number above 0"
        );
    }
}

#[cfg(feature = "bench")]
#[wasm_bindgen_test]
fn bench_playouts_counts_and_repeats() {
    let a = json(&bench_playouts(&s("nsolo.12"), 5, 7).unwrap());
    let b = json(&bench_playouts(&s("nsolo.12"), 5, 7).unwrap());
    assert_eq!(a, b);
    assert!(a.starts_with(r#"{"games":5,"moves":"#), "{a}");
    assert_ne!(a, json(&bench_playouts(&s("nsolo.12"), 5, 8).unwrap()));
    assert_eq!(
        thrown(bench_playouts(&s("go"), 1, 1)),
        "unknown game: expected adji-boto, nsolo or ayoayo"
    );
    assert!(thrown(bench_playouts(&s("nsolo.99"), 1, 1)).contains("out of range"));
}
