//! The wasm `Game` handle, run in a real browser (headless Chromium) by
//! `wasm-bindgen-test-runner`: `cargo test -p mancala-wasm --target wasm32-unknown-unknown`
//! (see `docs/wasm-api.md` for the environment it needs).
//!
//! Accounts and results are compared as JSON text, exactly as JavaScript sees them.

#![cfg(target_arch = "wasm32")]

use mancala_wasm::Game;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

fn create(config: &str) -> Result<Game, JsValue> {
    Game::create(&s(config))
}

fn new(config: &str) -> Game {
    create(config).unwrap_or_else(|e| panic!("{config} should be created: {}", message(e)))
}

/// The current position in the notation, read by the rules crate from the game's record
/// (the module exports no position text: the page never needs one).
fn position(g: &Game) -> String {
    let record: mancala_rules::Record = g.record().parse().expect("the game's own record");
    mancala_rules::Game::from_record(&record)
        .expect("the game's own record replays")
        .position()
        .to_string()
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

fn message(e: impl Into<JsValue>) -> String {
    js_sys::Error::from(e.into()).message().into()
}

/// The message of the `Error` a call threw; fails if it did not throw.
fn thrown<T, E: Into<JsValue>>(r: Result<T, E>) -> String {
    match r {
        Ok(_) => panic!("expected an Error"),
        Err(e) => message(e),
    }
}

/// The `refusal` property of the `Error` a call threw (`None` when it has none).
fn refusal<T>(r: Result<T, JsValue>) -> Option<String> {
    match r {
        Ok(_) => panic!("expected an Error"),
        Err(e) => js_sys::Reflect::get(&e, &s("refusal"))
            .ok()
            .and_then(|v| v.as_string()),
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
        position(g),
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
    let g = new("adji-boto");
    assert_eq!(
        (g.game_id(), g.config(), g.size(), g.num_holes()),
        ("adji-boto".into(), "adji-boto".into(), 0, 10)
    );
    assert_eq!(g.holes(), vec![10; 10]);
    assert_eq!(g.legal_moves(), ["5", "6", "7", "8", "9"]);
    assert_eq!(g.owners(), [1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);

    let g = new("ayoayo");
    assert_eq!(
        (g.game_id(), g.config(), g.size(), g.num_holes()),
        ("ayoayo".into(), "ayoayo".into(), 0, 12)
    );
    assert_eq!(g.holes(), vec![4; 12]);
    assert_eq!(g.legal_moves(), ["0", "1", "2", "3", "4", "5"]);
    assert_eq!(g.owners(), [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    let g = new("ayoayo.row-owner");
    assert_eq!(g.config(), "ayoayo.row-owner");
    assert_eq!(g.record(), "ayoayo.row-owner_m");

    let g = new("nsolo");
    assert_eq!(
        (g.game_id(), g.config(), g.size(), g.num_holes()),
        ("nsolo".into(), "nsolo".into(), 8, 32)
    );
    let g = new("nsolo.36");
    assert_eq!(
        (g.config(), g.size(), g.num_holes()),
        ("nsolo.36".into(), 36, 144)
    );
    let holes = g.holes();
    // 2 in every hole but each player's circuit position N (global 36 and 72+36).
    assert_eq!(holes.iter().map(|&h| u32::from(h)).sum::<u32>(), 8 * 36 - 4);
    assert_eq!((holes[36], holes[108], holes[35], holes[37]), (0, 0, 2, 2));
    // Player 0 owns the two bottom rows (0..72), player 1 the two top rows.
    let owners = g.owners();
    assert_eq!(owners.len(), 144);
    assert!(owners[..72].iter().all(|&o| o == 0) && owners[72..].iter().all(|&o| o == 1));

    for g in [new("adji-boto"), new("ayoayo"), new("nsolo.12")] {
        assert_eq!(g.stores(), [0, 0]);
        assert_eq!((g.to_move(), g.pending_removals(), g.ply()), (0, 0, 0));
        assert!(g.result().is_null());
        assert!(!g.can_undo() && !g.can_redo());
        assert!(g.moves().is_empty() && g.movers().is_empty());
    }
}

#[wasm_bindgen_test]
fn ayoayo_first_move_account() {
    let mut g = new("ayoayo");
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
    let mut g = new("ayoayo");
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
        assert_eq!(snapshot(&g), before);
    }
}

#[wasm_bindgen_test]
fn a_refused_move_names_its_refusal() {
    let mut g = new("ayoayo");
    play(&mut g, "3");
    for (mv, name) in [
        ("3", Some("not-your-hole")),
        ("12", Some("no-such-hole")),
        ("pass", Some("pass-not-allowed")),
        ("x7", Some("no-removal-owed")),
        ("zz", Some("not-a-move")),
    ] {
        assert_eq!(refusal(g.play(&s(mv))).as_deref(), name, "{mv}");
    }
    let mut g = load("adji-boto_m5.0");
    assert_eq!(
        refusal(g.play(&s("5"))).as_deref(),
        Some("played-in-opening")
    );
}

/// A record, position or config that cannot be read: the reason's name as `refusal`, and the
/// record's move at fault as `moveNumber`, for the page to say them in the player's language.
#[wasm_bindgen_test]
fn an_unreadable_record_names_its_reason() {
    let number = |r: &Result<Game, JsValue>| match r {
        Ok(_) => panic!("expected an Error"),
        Err(e) => js_sys::Reflect::get(e, &s("moveNumber"))
            .ok()
            .and_then(|v| v.as_f64()),
    };
    for (text, name, n) in [
        ("garbage!!%%", "unknown-game", None),
        ("", "empty", None),
        ("nsolo.99", "bad-option", None),
        ("ayoayo_2_4x12_0.0", "bad-position", None),
        ("ayoayo_0_4x12_0.1", "impossible-position", None),
        ("ayoayo_m2.x", "not-a-move", Some(2.0)),
        ("ayoayo_m3.99", "no-such-hole", Some(2.0)),
    ] {
        let r = Game::load(&s(text));
        assert_eq!(number(&r), n, "{text}");
        assert_eq!(refusal(r).as_deref(), Some(name), "{text}");
    }
    assert_eq!(refusal(create("chess")).as_deref(), Some("unknown-game"));
    assert_eq!(refusal(create("nsolo.7")).as_deref(), Some("bad-option"));
}

#[wasm_bindgen_test]
fn create_takes_the_notations_config() {
    let games = "unknown game: expected adji-boto, nsolo or ayoayo";
    let cases: &[(&str, &str)] = &[
        ("chess", games),
        ("ñsolo", games),
        ("nsolo-nsolo-nsolo-nsolo", games),
        ("ayoayo_m3", games),
        (
            "",
            "empty: expected a game such as ayoayo, nsolo.12 or adji-boto",
        ),
        (
            "nsolo.7",
            "Nsolo board size 7 is out of range: it takes 8 to 36 holes per row",
        ),
        (
            "nsolo.37",
            "Nsolo board size 37 is out of range: it takes 8 to 36 holes per row",
        ),
        ("nsolo.-8", "unknown game option"),
        ("nsolo.8.5", "Nsolo board size 5 is out of range"),
        ("nsolo.NaN", "unknown game option"),
        ("ayoayo.12", "ayoayo has one board size"),
        ("adji-boto.8", "adji-boto has one board size"),
        ("ayoayo.nobody", "unknown game option"),
        (
            "ayoayo.remainder=nobody",
            "bad value for remainder: expected last-mover or row-owner",
        ),
        (
            "ayoayo.speed=fast",
            "unknown rule option: ayoayo has remainder=last-mover|row-owner",
        ),
        (
            "nsolo.remainder=row-owner",
            "unknown rule option: nsolo has no rule options",
        ),
        ("adji-boto.row-owner", "unknown game option"),
    ];
    for &(config, expected) in cases {
        let e = thrown(create(config));
        assert!(e.starts_with(expected), "{config}: {e}");
    }
    for v in [JsValue::from_f64(1.0), JsValue::NULL, JsValue::UNDEFINED] {
        assert_eq!(thrown(Game::create(&v)), "the game must be a string");
    }
    // Lenient forms the notation documents; the config comes back canonical.
    for (text, canonical) in [
        ("Nsolo", "nsolo"),
        ("nsolo.8", "nsolo"),
        ("NSOLO.size=12", "nsolo.12"),
        ("ADJI_BOTO", "adji-boto"),
        (" ayoayo.row-owner ", "ayoayo.row-owner"),
        ("ayoayo.remainder=last-mover", "ayoayo"),
    ] {
        assert_eq!(new(text).config(), canonical, "{text}");
    }
    // A game's config creates the same game again.
    let g = load("ayoayo.row-owner_m2.8");
    assert_eq!(new(&g.config()).config(), "ayoayo.row-owner");
}

#[wasm_bindgen_test]
fn options_name_each_rule_option_with_its_value() {
    for (config, options) in [
        ("ayoayo.row-owner", r#"{"remainder":"row-owner"}"#),
        ("ayoayo", r#"{"remainder":"last-mover"}"#),
        ("adji-boto", "{}"),
        ("nsolo.12", "{}"),
    ] {
        assert_eq!(json(&new(config).options()), options, "{config}");
    }
}

#[wasm_bindgen_test]
fn the_catalog_lists_games_sizes_options_and_levels() {
    assert_eq!(
        json(&mancala_wasm::catalog()),
        concat!(
            r#"{"games":[{"id":"adji-boto","config":"adji-boto","sizes":null,"options":[]},"#,
            r#"{"id":"nsolo","config":"nsolo","sizes":{"min":8,"max":36,"default":8},"options":[]},"#,
            r#"{"id":"ayoayo","config":"ayoayo","sizes":null,"options":[{"name":"remainder","#,
            r#""values":["last-mover","row-owner"],"default":"last-mover"}]}],"#,
            r#""levels":["beginner","casual","strong","expert"]}"#
        )
    );
    // Every game's default config creates that game.
    for id in ["adji-boto", "nsolo", "ayoayo"] {
        assert_eq!(new(id).game_id(), id);
    }
}

#[wasm_bindgen_test]
fn movers_and_undo_accounts() {
    // Nsolo: after a capture the capturer removes stones, so one player moves several
    // plies in a row; movers() says who made each.
    let mut g = load("nsolo_0_0x6.2.0x13.2.0x10.3_30.23");
    let sow = play(&mut g, "6");
    let remove = play(&mut g, "x20");
    assert_eq!(g.movers(), [0, 0]);
    // undo() hands back the account of the move it takes back, as play() gave it.
    assert_eq!(json(&g.undo()), remove);
    assert_eq!(g.movers(), [0]);
    assert_eq!(json(&g.undo()), sow);
    assert!(g.movers().is_empty());
    assert!(g.undo().is_null());

    let mut g = new("ayoayo");
    for mv in ["0", "6", "1"] {
        play(&mut g, mv);
    }
    assert_eq!(g.movers(), [0, 1, 0]);
    assert_eq!(load(&g.record()).movers(), [0, 1, 0]);
    // An account that ends the game (resign) comes back with its end.
    let resign = play(&mut g, "resign");
    assert_eq!(g.movers(), [0, 1, 0, 1]);
    assert_eq!(json(&g.undo()), resign);
    assert_eq!(json(&g.redo()), resign);
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
    let mut h = new("ayoayo");
    for mv in ["3", "9", "1"] {
        play(&mut h, mv);
    }
    assert_eq!(snapshot(&g), snapshot(&h));
    // The record is replayed, so undo steps back through it.
    assert!(!g.undo().is_null());
    assert_eq!(g.record(), "ayoayo_m3.9");

    // Nsolo 4×12's start: 2 stones everywhere but global holes 12 and 36.
    let text = "nsolo.12_0_2x12.0.2x23.0.2x11_0.0";
    assert_eq!(position(&new("nsolo.12")), text);
    let g = load(text);
    assert_eq!(
        (position(&g), g.size(), g.ply(), g.record()),
        (text.into(), 12, 0, "nsolo.12_m".into())
    );
    // Positions are written canonically (runs of three or more as `<count>x<times>`).
    let text = "ayoayo_1_0x5.1.4x6_10.13_l0";
    assert_eq!(
        position(&load("ayoayo_1_0.0.0.0.0.1.4.4.4.4.4.4_10.13_l0")),
        text
    );
    let g = load(text);
    assert_eq!(
        (position(&g), g.to_move(), g.stores()),
        (text.into(), 1, vec![10, 13])
    );
    assert_eq!(g.record(), format!("{text}_m"));
    assert_eq!(position(&load(&g.record())), text);

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
    let mut g = new("adji-boto");
    assert!(g.undo().is_null());
    assert!(g.redo().is_null());
    let start = snapshot(&g);
    let first = play(&mut g, "9");
    let after_first = snapshot(&g);
    let second = play(&mut g, "0");
    let after_second = snapshot(&g);

    assert!(!g.undo().is_null());
    assert_eq!(snapshot(&g).0, after_first.0);
    assert!(g.can_undo() && g.can_redo());
    assert!(!g.undo().is_null());
    assert_eq!(snapshot(&g).0, start.0);
    assert_eq!((g.ply(), g.record()), (0, "adji-boto_m".into()));
    assert!(g.undo().is_null());

    // Redo hands back each move's account again.
    assert_eq!(json(&g.redo()), first);
    assert_eq!(json(&g.redo()), second);
    assert_eq!(snapshot(&g), after_second);
    assert!(g.redo().is_null());

    // A new move after undo drops the redo tail.
    assert!(!g.undo().is_null());
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
        json(&g.result()),
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
    assert!(json(&g.result()).starts_with(r#"{"winner":null,"reason":"cannot-feed""#));
    // Undo reopens the game.
    assert!(!g.undo().is_null());
    assert!(g.result().is_null());
}

#[wasm_bindgen_test]
fn ayoayo_must_feed() {
    // Player 1's row is empty: player 0 must leave him a seed (hole 1 would not), and says so.
    let mut g = load("ayoayo_0_1.1.0.3.0x8_22.21_l1");
    assert!(g.must_feed());
    assert_eq!(g.legal_moves(), ["0", "3"]);
    play(&mut g, "0");
    assert!(!g.must_feed(), "player 0's row has seeds");
    for g in [new("adji-boto"), new("ayoayo"), new("nsolo")] {
        assert!(!g.must_feed());
    }
}

#[wasm_bindgen_test]
fn adji_boto_in_opening() {
    // The first ten moves: each player's five holes once; then no more, and again after an undo.
    let mut g = load("adji-boto_m5.0.6.1.7.2.8.3.9");
    assert!(g.in_opening());
    assert_eq!(g.legal_moves(), ["4"]);
    play(&mut g, "4");
    assert!(!g.in_opening());
    assert!(!g.undo().is_null());
    assert!(g.in_opening());
    for g in [new("ayoayo"), new("nsolo")] {
        assert!(!g.in_opening());
    }
    assert!(new("adji-boto").in_opening());
}

#[wasm_bindgen_test]
fn pass_endless() {
    // 4×8: player 0's only hole of 2 or more (hole 8, 3 stones) would sow for ever, and with
    // it on the board his single stones may not move: he must pass, for that reason.
    let g = load("nsolo_0_0.1.0.1.0.1.0.1.3.1.0.1.0.1.0.1.2.0.1.2.0.2.0.2.1.0.1.0.2.1.0.1_0.34");
    assert_eq!(g.legal_moves(), ["pass"]);
    assert!(g.pass_endless());
    // The usual pass: every stone of player 0's alone, each with a stone after it.
    let g = load("nsolo_0_1x16.2x16_6.6");
    assert_eq!(g.legal_moves(), ["pass"]);
    assert!(!g.pass_endless());
    // Not a pass at all, and a finished game.
    assert!(!new("nsolo").pass_endless());
    let mut g = new("ayoayo");
    g.play(&s("resign"))
        .unwrap_or_else(|e| panic!("resign: {}", message(e)));
    assert!(!g.pass_endless());
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
    let e = thrown(g.play(&s("7")));
    assert_eq!(
        e,
        "move 7 is not legal: bonus removals are owed first (x<index>)"
    );
    assert_eq!(
        thrown(g.play(&s("x31"))),
        "move x31 is not legal: that hole is empty" // the opponent's hole just captured
    );
    assert_eq!(
        thrown(g.play(&s("x6"))),
        "move x6 is not legal: a removal takes a stone from a hole of the opponent"
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
        json(&g.result()),
        r#"{"winner":0,"reason":"no-stones-left","text":"the loser has no stones left"}"#
    );
    assert_eq!(g.record(), "nsolo_0_0x6.2.0x13.2.0x10.3_30.23_m6.x20.x20");
    assert_eq!(position(&load(&g.record())), position(&g));
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
        assert_eq!(
            play(&mut g, "resign"),
            format!(
                r#"[{{"kind":"end","outcome":{{"winner":{},"reason":"resign"}}}}]"#,
                1 - loser
            )
        );
        assert_eq!(
            json(&g.result()),
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
        assert_eq!(json(&h.result()), json(&g.result()));
        // Undo reopens the game; redo resigns again.
        assert!(!g.undo().is_null());
        assert!(g.result().is_null());
        assert!(json(&g.redo()).contains(r#""reason":"resign""#));
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
