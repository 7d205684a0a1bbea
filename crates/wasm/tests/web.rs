//! The wasm `Game` handle, run in a real browser (headless Chromium) by
//! `wasm-bindgen-test-runner`: `cargo test -p mancala-wasm --target wasm32-unknown-unknown`
//! (see `docs/wasm-api.md` for the environment it needs).
//!
//! Accounts and results are compared as JSON text, exactly as JavaScript sees them.

#![cfg(target_arch = "wasm32")]

use mancala_wasm::Game;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::JsError;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

fn create(game: &str, size: f64, rules: &str) -> Result<Game, JsError> {
    Game::create(&s(game), size, &s(rules))
}

fn new(game: &str, size: f64) -> Game {
    create(game, size, "").unwrap_or_else(|_| panic!("{game} {size} should be created"))
}

fn load(text: &str) -> Game {
    Game::load(&s(text)).unwrap_or_else(|e| panic!("{text} should load: {}", message(e)))
}

fn json(v: &JsValue) -> String {
    js_sys::JSON::stringify(v)
        .expect("serializable")
        .as_string()
        .expect("a string")
}

fn message(e: JsError) -> String {
    js_sys::Error::from(JsValue::from(e)).message().into()
}

/// The message of the `Error` a call threw; fails if it did not throw.
fn thrown<T>(r: Result<T, JsError>) -> String {
    match r {
        Ok(_) => panic!("expected an Error"),
        Err(e) => message(e),
    }
}

fn play(g: &mut Game, mv: &str) -> String {
    json(
        &g.play(&s(mv))
            .unwrap_or_else(|e| panic!("{mv} should be legal: {}", message(e))),
    )
}

fn snapshot(g: &Game) -> (String, String, Vec<u16>, Vec<u16>, u8, u32, bool, bool) {
    (
        g.position(),
        g.record(),
        g.holes(),
        g.stores(),
        g.to_move(),
        g.ply(),
        g.can_undo(),
        g.can_redo(),
    )
}

#[wasm_bindgen_test]
fn runs_in_chromium() {
    let navigator =
        js_sys::Reflect::get(&js_sys::global(), &s("navigator")).expect("a browser global");
    let agent = js_sys::Reflect::get(&navigator, &s("userAgent"))
        .unwrap()
        .as_string()
        .unwrap();
    assert!(agent.contains("HeadlessChrome"), "user agent: {agent}");
}

#[wasm_bindgen_test]
fn creates_each_game() {
    let g = new("adji-boto", 0.0);
    assert_eq!(
        (g.game_id(), g.size(), g.remainder(), g.num_holes()),
        ("adji-boto".into(), 0, String::new(), 10)
    );
    assert_eq!(g.holes(), vec![10; 10]);
    assert_eq!(g.legal_moves(), ["5", "6", "7", "8", "9"]);
    assert_eq!(g.owner(0.0).unwrap(), 1);
    assert_eq!(g.owner(9.0).unwrap(), 0);

    let g = new("ayoayo", 0.0);
    assert_eq!(
        (g.game_id(), g.size(), g.remainder(), g.num_holes()),
        ("ayoayo".into(), 0, "last-mover".into(), 12)
    );
    assert_eq!(g.holes(), vec![4; 12]);
    assert_eq!(g.legal_moves(), ["0", "1", "2", "3", "4", "5"]);
    let g = create("ayoayo", 0.0, "remainder=row-owner").unwrap();
    assert_eq!(g.remainder(), "row-owner");
    assert_eq!(g.record(), "ayoayo.row-owner_m");

    let g = new("nsolo", 0.0);
    assert_eq!(
        (g.game_id(), g.size(), g.remainder(), g.num_holes()),
        ("nsolo".into(), 8, String::new(), 32)
    );
    let g = new("nsolo", 36.0);
    assert_eq!((g.size(), g.num_holes()), (36, 144));
    let holes = g.holes();
    // 2 in every hole but each player's circuit position N (global 36 and 72+36).
    assert_eq!(holes.iter().map(|&h| u32::from(h)).sum::<u32>(), 8 * 36 - 4);
    assert_eq!((holes[36], holes[108], holes[35], holes[37]), (0, 0, 2, 2));
    assert_eq!(
        (
            g.owner(71.0).unwrap(),
            g.owner(72.0).unwrap(),
            g.owner(143.0).unwrap()
        ),
        (0, 1, 1)
    );

    for g in [
        new("adji-boto", 0.0),
        new("ayoayo", 0.0),
        new("nsolo", 12.0),
    ] {
        assert_eq!(g.stores(), [0, 0]);
        assert_eq!((g.to_move(), g.pending_removals(), g.ply()), (0, 0, 0));
        assert!(g.result().unwrap().is_null());
        assert!(!g.can_undo() && !g.can_redo());
        assert!(g.moves().is_empty());
    }
}

#[wasm_bindgen_test]
fn ayoayo_first_move_account() {
    let mut g = new("ayoayo", 0.0);
    // Hole 0's 4 seeds reach hole 4 (occupied): relay from 4, then 9, 2 and 8; the last
    // seed lands in the emptied hole 2 on player 0's row, opposite hole 9 holds 1: both go
    // to the store.
    let lap = |hole: u8, count: u16, lap: u32, sown: &[u8]| {
        let mut s = format!(r#"{{"kind":"lift","hole":{hole},"count":{count},"lap":{lap}}}"#);
        for h in sown {
            s += &format!(r#",{{"kind":"sow","hole":{h}}}"#);
        }
        s
    };
    let expected = [
        lap(0, 4, 0, &[1, 2, 3, 4]),
        lap(4, 5, 1, &[5, 6, 7, 8, 9]),
        lap(9, 5, 2, &[10, 11, 0, 1, 2]),
        lap(2, 6, 3, &[3, 4, 5, 6, 7, 8]),
        lap(8, 6, 4, &[9, 10, 11, 0, 1, 2]),
        r#"{"kind":"capture","hole":9,"count":1,"by":0},{"kind":"capture","hole":2,"count":1,"by":0}"#.into(),
    ]
    .join(",");
    assert_eq!(play(&mut g, "0"), format!("[{expected}]"));
    assert_eq!(g.holes(), [2, 7, 0, 6, 1, 6, 6, 6, 0, 0, 6, 6]);
    assert_eq!(g.stores(), [2, 0]);
    assert_eq!((g.to_move(), g.ply()), (1, 1));
    assert_eq!(g.moves(), ["0"]);
    assert_eq!(g.record(), "ayoayo_m0");
    assert_eq!(g.legal_moves(), ["6", "7", "10", "11"]);
}

#[wasm_bindgen_test]
fn illegal_moves_throw_and_change_nothing() {
    let mut g = new("ayoayo", 0.0);
    play(&mut g, "3");
    let before = snapshot(&g);
    let cases = [
        (
            "3",
            "move 3 is not legal: that hole belongs to the other player",
        ),
        (
            "12",
            "move 12 is not legal: there is no such hole on this board",
        ),
        (
            "255",
            "move 255 is not legal: there is no such hole on this board",
        ),
        (
            "pass",
            "move pass is not legal: a pass is only allowed with no other legal move",
        ),
        ("x7", "move x7 is not legal: no bonus removal is owed"),
        (
            "",
            "\"\" is not a move: expected a hole index (like 7), x<index> (like x40), pass or resign",
        ),
        ("-1", "\"-1\" is not a move"),
        ("256", "\"256\" is not a move"),
        (
            "99999999999999999999",
            "\"99999999999999999999\" is not a move",
        ),
        ("1e3", "\"1e3\" is not a move"),
        ("７", "\"７\" is not a move"),
        (
            "🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱",
            "\"🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱\" is not a move",
        ),
    ];
    for (mv, expected) in cases {
        let e = thrown(g.play(&s(mv)));
        assert!(e.starts_with(expected), "{mv}: {e}");
        assert!(!g.is_legal(&s(mv)), "{mv}");
        assert_eq!(snapshot(&g), before, "{mv} changed the game");
    }
    for v in [
        JsValue::from_f64(7.0),
        JsValue::NULL,
        JsValue::UNDEFINED,
        JsValue::TRUE,
        js_sys::Array::new().into(),
    ] {
        assert_eq!(thrown(g.play(&v)), "a move must be a string");
        assert!(!g.is_legal(&v));
        assert_eq!(snapshot(&g), before);
    }
    assert!(g.is_legal(&s("7")) && g.is_legal(&s(" 7 ")));
}

#[wasm_bindgen_test]
fn create_validates_its_arguments() {
    let games = "unknown game: expected adji-boto, nsolo or ayoayo";
    let whole =
        "the board size must be a whole number: 8 to 36 holes per row for nsolo, 0 for the default";
    let cases: &[(&str, f64, &str, &str)] = &[
        ("chess", 0.0, "", games),
        ("", 0.0, "", games),
        ("ñsolo", 0.0, "", games),
        ("nsolo-nsolo-nsolo-nsolo", 0.0, "", games),
        ("nsolo", -1.0, "", whole),
        ("nsolo", -8.0, "", whole),
        ("nsolo", 8.5, "", whole),
        ("nsolo", f64::NAN, "", whole),
        ("nsolo", f64::INFINITY, "", whole),
        ("nsolo", 1e300, "", whole),
        ("nsolo", 4294967304.0, "", whole), // 2^32 + 8
        (
            "nsolo",
            7.0,
            "",
            "Nsolo board size 7 is out of range: it takes 8 to 36 holes per row",
        ),
        (
            "nsolo",
            37.0,
            "",
            "Nsolo board size 37 is out of range: it takes 8 to 36 holes per row",
        ),
        (
            "nsolo",
            4294967295.0,
            "",
            "Nsolo board size 4294967295 is out of range: it takes 8 to 36 holes per row",
        ),
        (
            "ayoayo",
            12.0,
            "",
            "ayoayo has one board size: pass 0 (a size is for nsolo)",
        ),
        (
            "adji-boto",
            8.0,
            "",
            "adji-boto has one board size: pass 0 (a size is for nsolo)",
        ),
        (
            "ayoayo",
            0.0,
            "remainder",
            "rule option \"remainder\": expected NAME=VALUE, like remainder=row-owner",
        ),
        (
            "ayoayo",
            0.0,
            "remainder=nobody",
            "bad value for remainder: expected last-mover or row-owner",
        ),
        (
            "ayoayo",
            0.0,
            "speed=fast",
            "unknown rule option: ayoayo has remainder=last-mover|row-owner",
        ),
        (
            "nsolo",
            0.0,
            "remainder=row-owner",
            "unknown rule option: nsolo has no rule options",
        ),
        (
            "adji-boto",
            0.0,
            "x=y",
            "unknown rule option: adji-boto has no rule options",
        ),
    ];
    for &(game, size, rules, expected) in cases {
        assert_eq!(
            thrown(create(game, size, rules)),
            expected,
            "{game} {size} {rules}"
        );
    }
    for v in [JsValue::from_f64(1.0), JsValue::NULL, JsValue::UNDEFINED] {
        assert_eq!(
            thrown(Game::create(&v, 0.0, &s(""))),
            "the game must be a string"
        );
        assert_eq!(
            thrown(Game::create(&s("ayoayo"), 0.0, &v)),
            "the rule options must be a string"
        );
    }
    // Lenient forms the rules crate documents, and several options at once.
    assert_eq!(new("Nsolo", 8.0).size(), 8);
    assert_eq!(new("ADJI_BOTO", 0.0).game_id(), "adji-boto");
    let g = create("ayoayo", 0.0, " remainder=row-owner, remainder=last-mover ").unwrap();
    assert_eq!(g.remainder(), "last-mover");
}

#[wasm_bindgen_test]
fn owner_refuses_holes_off_the_board() {
    let g = new("ayoayo", 0.0);
    assert_eq!(g.owner(5.0).unwrap(), 0);
    assert_eq!(g.owner(6.0).unwrap(), 1);
    for hole in [
        -1.0,
        12.0,
        1.5,
        f64::NAN,
        f64::INFINITY,
        -f64::INFINITY,
        1e300,
        4294967296.0,
    ] {
        assert_eq!(
            thrown(g.owner(hole)),
            "no such hole: this board has holes 0 to 11",
            "{hole}"
        );
    }
    assert_eq!(
        thrown(new("nsolo", 36.0).owner(144.0)),
        "no such hole: this board has holes 0 to 143"
    );
}

#[wasm_bindgen_test]
fn loads_a_record_and_a_position() {
    let mut g = load("ayoayo_m3.9.1");
    assert_eq!(
        (g.ply(), g.moves(), g.record()),
        (
            3,
            vec!["3".to_string(), "9".into(), "1".into()],
            "ayoayo_m3.9.1".into()
        )
    );
    // The same moves played one by one reach the same position.
    let mut h = new("ayoayo", 0.0);
    for mv in ["3", "9", "1"] {
        play(&mut h, mv);
    }
    assert_eq!(snapshot(&g), snapshot(&h));
    // The record is replayed, so undo steps back through it.
    assert!(g.undo());
    assert_eq!(g.record(), "ayoayo_m3.9");

    // Nsolo 4×12's start: 2 stones everywhere but global holes 12 and 36.
    let text = "nsolo.12_0_2x12.0.2x23.0.2x11_0.0";
    assert_eq!(new("nsolo", 12.0).position(), text);
    let g = load(text);
    assert_eq!(
        (g.position(), g.size(), g.ply(), g.record()),
        (text.into(), 12, 0, "nsolo.12_m".into())
    );
    // Positions are written canonically (runs of three or more as `<count>x<times>`).
    let text = "ayoayo_1_0x5.1.4x6_10.13_l0";
    assert_eq!(
        load("ayoayo_1_0.0.0.0.0.1.4.4.4.4.4.4_10.13_l0").position(),
        text
    );
    let g = load(text);
    assert_eq!(
        (g.position(), g.to_move(), g.stores()),
        (text.into(), 1, vec![10, 13])
    );
    assert_eq!(g.record(), format!("{text}_m"));
    assert_eq!(load(&g.record()).position(), text);

    let g = load("adji-boto_m5.0");
    assert_eq!(
        (g.game_id(), g.ply(), g.to_move()),
        ("adji-boto".into(), 2, 0)
    );
}

#[wasm_bindgen_test]
fn corrupt_records_throw() {
    let cases = [
        (
            "",
            "empty: expected a game such as ayoayo, nsolo.12 or adji-boto",
        ),
        ("   ", "empty"),
        (
            "chess_m1",
            "unknown game: expected adji-boto, nsolo or ayoayo",
        ),
        (
            "ayoayo_m6",
            "move 1 (6) is illegal: that hole belongs to the other player",
        ),
        (
            "ayoayo_m0.zz",
            "move 2: expected a hole index (like 7), x<index>, pass or resign",
        ),
        (
            "nsolo.7_m",
            "Nsolo board size 7 is out of range: it takes 8 to 36 holes per row",
        ),
        (
            "ayoayo_0_4x11_0.0",
            "not a possible position: expected 12 hole counts, found 11",
        ),
        (
            "ayoayo_0_4x12_1.0",
            "not a possible position: seeds must add up to 48, these add up to 49",
        ),
        ("ayoayo_2_4x12_0.0", "side to move: expected 0 or 1"),
        (
            "ayoayo_0_4x12_0.0_q1",
            "field 5: expected o<holes> (opening), l<player> (last sower), r<count> (removals) or end-<reason>",
        ),
        (
            "ayoayo_0_99999999999x12_0.0",
            "holes: item 1 is not a count",
        ),
        ("ayoayo_0_4x4294967308_0.0", "holes: item 1 is not a count"),
        ("🌱🌱🌱", "unknown game"),
    ];
    for (text, expected) in cases {
        let e = thrown(Game::load(&s(text)));
        assert!(e.starts_with(expected), "{text}: {e}");
    }
    for v in [JsValue::from_f64(3.0), JsValue::NULL, JsValue::UNDEFINED] {
        assert_eq!(thrown(Game::load(&v)), "a game record must be a string");
    }
    // A long garbage string is refused, not a hang or a crash.
    let long = "ayoayo_m".to_string() + &"0.".repeat(50_000);
    assert!(thrown(Game::load(&s(&long))).starts_with("move 2 (0) is illegal"));
}

#[wasm_bindgen_test]
fn undo_and_redo() {
    let mut g = new("adji-boto", 0.0);
    assert!(!g.undo());
    assert!(g.redo().unwrap().is_null());
    let start = snapshot(&g);
    let first = play(&mut g, "9");
    let after_first = snapshot(&g);
    let second = play(&mut g, "0");
    let after_second = snapshot(&g);

    assert!(g.undo());
    assert_eq!(snapshot(&g).0, after_first.0);
    assert!(g.can_undo() && g.can_redo());
    assert!(g.undo());
    assert_eq!(snapshot(&g).0, start.0);
    assert_eq!((g.ply(), g.record()), (0, "adji-boto_m".into()));
    assert!(!g.undo());

    // Redo hands back each move's account again.
    assert_eq!(json(&g.redo().unwrap()), first);
    assert_eq!(json(&g.redo().unwrap()), second);
    assert_eq!(snapshot(&g), after_second);
    assert!(g.redo().unwrap().is_null());

    // A new move after undo drops the redo tail.
    assert!(g.undo());
    play(&mut g, "1");
    assert!(!g.can_redo());
    assert_eq!(g.moves(), ["9", "1"]);
    assert_eq!(g.record(), "adji-boto_m9.1");
}

#[wasm_bindgen_test]
fn result_at_the_end_of_a_forced_game() {
    // Player 0's last seed relays through player 1's row and leaves player 0's row empty;
    // player 1 cannot feed him, so the game ends and the last sower takes what is left.
    let mut g = load("ayoayo_0_0.0.0.0.0.1.1.0.0.0.0.0_23.23");
    assert_eq!(g.legal_moves(), ["5"]);
    assert_eq!(
        play(&mut g, "5"),
        concat!(
            r#"[{"kind":"lift","hole":5,"count":1,"lap":0},{"kind":"sow","hole":6},"#,
            r#"{"kind":"lift","hole":6,"count":2,"lap":1},{"kind":"sow","hole":7},{"kind":"sow","hole":8},"#,
            r#"{"kind":"collect","hole":7,"count":1,"to":0},{"kind":"collect","hole":8,"count":1,"to":0},"#,
            r#"{"kind":"end","outcome":{"winner":0,"reason":"cannot-feed"}}]"#
        )
    );
    assert_eq!(
        json(&g.result().unwrap()),
        r#"{"winner":0,"reason":"cannot-feed","text":"the opponent's row is empty and no move can feed it"}"#
    );
    assert_eq!((g.holes(), g.stores()), (vec![0; 12], vec![25, 23]));
    assert!(g.legal_moves().is_empty());
    assert_eq!(
        thrown(g.play(&s("5"))),
        "move 5 is not legal: the game is over"
    );

    // The same with 22–24 in the stores: 24–24 is a draw, and the winner is null (not
    // undefined) both in the account and in the result.
    let mut g = load("ayoayo_0_0.0.0.0.0.1.1.0.0.0.0.0_22.24");
    assert!(
        play(&mut g, "5")
            .ends_with(r#"{"kind":"end","outcome":{"winner":null,"reason":"cannot-feed"}}]"#)
    );
    assert!(json(&g.result().unwrap()).starts_with(r#"{"winner":null,"reason":"cannot-feed""#));
    // Undo reopens the game.
    assert!(g.undo());
    assert!(g.result().unwrap().is_null());
}

#[wasm_bindgen_test]
fn nsolo_pending_removals() {
    // 4×8: player 0 sows hole 6's two stones into 7 and 8, both empty: the move ends on
    // his inner hole 8, facing player 1's hole 31 (3 stones): captured, and a bonus of
    // min(3, 2 stones left) = 2 removals, both from hole 20.
    let mut g = load("nsolo_0_0x6.2.0x13.2.0x10.3_30.23");
    assert_eq!(g.legal_moves(), ["6"]);
    assert_eq!(
        play(&mut g, "6"),
        concat!(
            r#"[{"kind":"lift","hole":6,"count":2,"lap":0},{"kind":"sow","hole":7},{"kind":"sow","hole":8},"#,
            r#"{"kind":"capture","hole":31,"count":3,"by":0},{"kind":"bonus-owed","count":2}]"#
        )
    );
    assert_eq!(
        (g.to_move(), g.pending_removals(), g.stores()),
        (0, 2, vec![33, 23])
    );
    assert_eq!(g.legal_moves(), ["x20"]);
    assert!(g.is_legal(&s("x20")) && !g.is_legal(&s("x31")) && !g.is_legal(&s("7")));
    let e = thrown(g.play(&s("7")));
    assert_eq!(
        e,
        "move 7 is not legal: bonus removals are owed first (x<index>)"
    );
    assert_eq!(
        thrown(g.play(&s("x31"))),
        "move x31 is not legal: a removal takes a stone from an occupied hole of the opponent"
    );
    assert_eq!(
        play(&mut g, "x20"),
        r#"[{"kind":"remove","hole":20,"by":0}]"#
    );
    assert_eq!(
        (g.to_move(), g.pending_removals(), g.holes()[20]),
        (0, 1, 1)
    );
    assert_eq!(
        play(&mut g, "x20"),
        r#"[{"kind":"remove","hole":20,"by":0},{"kind":"end","outcome":{"winner":0,"reason":"no-stones-left"}}]"#
    );
    assert_eq!(g.pending_removals(), 0);
    assert_eq!(
        json(&g.result().unwrap()),
        r#"{"winner":0,"reason":"no-stones-left","text":"the loser has no stones left"}"#
    );
    assert_eq!(g.record(), "nsolo_0_0x6.2.0x13.2.0x10.3_30.23_m6.x20.x20");
    assert_eq!(load(&g.record()).position(), g.position());
}

#[wasm_bindgen_test]
fn passes_are_played_and_reported() {
    // Player 1 is to move with an empty row while player 0 can still move: his only move
    // is pass, and then player 0 must feed him.
    let mut g = load("ayoayo_1_0.0.0.0.2.2.0x6_20.24");
    assert_eq!(g.legal_moves(), ["pass"]);
    assert_eq!(play(&mut g, "pass"), r#"[{"kind":"pass","by":1}]"#);
    assert_eq!(g.to_move(), 0);
    assert_eq!(g.legal_moves(), ["4", "5"]); // both reach his row
}

#[wasm_bindgen_test]
fn resign_ends_the_game_and_stays_in_the_record() {
    for (start, moves) in [
        ("adji-boto", &["5"][..]),
        ("nsolo", &["7", "17", "13"]),
        ("ayoayo", &["2", "8"]),
    ] {
        let mut g = load(start);
        for m in moves {
            play(&mut g, m);
        }
        let (holes, stores, loser) = (g.holes(), g.stores(), g.to_move());
        assert!(!g.legal_moves().iter().any(|m| m == "resign"));
        assert!(!g.is_legal(&s("resign")));
        assert_eq!(
            play(&mut g, "resign"),
            format!(
                r#"[{{"kind":"end","outcome":{{"winner":{},"reason":"resign"}}}}]"#,
                1 - loser
            )
        );
        assert_eq!(
            json(&g.result().unwrap()),
            format!(
                r#"{{"winner":{},"reason":"resign","text":"the player to move resigned"}}"#,
                1 - loser
            )
        );
        assert_eq!((g.holes(), g.stores(), g.to_move()), (holes, stores, loser));
        assert!(g.legal_moves().is_empty());
        assert_eq!(g.pending_removals(), 0);
        assert!(g.record().ends_with(".resign"), "{}", g.record());
        assert_eq!(
            thrown(g.play(&s("resign"))),
            "move resign is not legal: the game is over"
        );
        // The record gives the same ending back.
        let h = load(&g.record());
        assert_eq!(snapshot(&h).0, snapshot(&g).0);
        assert_eq!(json(&h.result().unwrap()), json(&g.result().unwrap()));
        // Undo reopens the game; redo resigns again.
        assert!(g.undo());
        assert!(g.result().unwrap().is_null());
        assert!(json(&g.redo().unwrap()).contains(r#""reason":"resign""#));
        // Nothing after resign in a record.
        assert_eq!(
            thrown(Game::load(&s(&format!("{}.pass", g.record())))),
            format!(
                "move {} (pass) is illegal: the game is over",
                moves.len() + 2
            )
        );
    }
}
