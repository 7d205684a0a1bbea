//! `resign` through the command line (docs/spec/interface.md): `replay` ends the game at once
//! with the opponent winning, board and stores unchanged, `result.reason` containing
//! `resign`, never listed in `legal`; anything after it, or a resignation after the end,
//! is refused with exit status 2; `play` and `show` keep it in the record.

use std::process::{Command, Output};

use serde_json::Value;

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

#[track_caller]
fn check_resign_line(before: &Value, last: &Value, loser: u64) {
    assert_eq!(last["move"], "resign");
    assert_eq!(last["ply"], before["ply"].as_u64().unwrap() + 1);
    assert_eq!(last["holes"], before["holes"], "board unchanged");
    assert_eq!(last["stores"], before["stores"], "stores unchanged");
    assert_eq!(last["to_move"], loser, "the player who would have moved");
    assert_eq!(last["pending_removals"], 0);
    assert_eq!(last["legal"], Value::Array(vec![]));
    assert_eq!(last["result"]["winner"], 1 - loser, "the opponent wins");
    let reason = last["result"]["reason"].as_str().unwrap();
    assert!(reason.contains("resign"), "{reason}");
    assert!(reason.contains(&format!("player {loser}")), "{reason}");
    for l in [before, last] {
        let legal = l["legal"].as_array().unwrap();
        assert!(
            !legal.iter().any(|m| m == "resign"),
            "never listed in legal"
        );
    }
}

#[test]
fn replay_resign_in_each_game_by_either_player() {
    for (game, extra, moves) in [
        ("adji-boto", &[][..], &[][..]),
        ("adji-boto", &[], &["5"][..]),
        ("nsolo", &["--size", "12"], &[]),
        ("nsolo", &[], &["7"]),
        ("ayoayo", &[], &["2", "8"]),
        ("ayoayo", &["--rule", "remainder=row-owner"], &["2"]),
    ] {
        let mut args = vec!["replay", game];
        args.extend_from_slice(extra);
        args.extend_from_slice(moves);
        args.push("resign");
        let out = mancala(&args);
        assert!(out.status.success(), "{args:?}: {:?}", out);
        let l = lines(&out);
        assert_eq!(l.len(), moves.len() + 2, "{args:?}");
        let before = &l[l.len() - 2];
        assert!(before["result"].is_null());
        let loser = before["to_move"].as_u64().unwrap();
        check_resign_line(before, &l[l.len() - 1], loser);
    }
}

#[test]
fn replay_resign_while_owing_nsolo_removals() {
    let out = mancala(&["replay", "nsolo", "7", "17", "13", "resign"]);
    assert!(out.status.success());
    let l = lines(&out);
    assert_eq!(l[3]["pending_removals"], 3);
    check_resign_line(&l[3], &l[4], 0);
}

#[test]
fn replay_refuses_moves_after_resign_and_resign_after_the_end() {
    for (args, needle, written) in [
        (
            &["replay", "ayoayo", "2", "resign", "8"][..],
            "move 3 (8) refused: the game is over",
            3,
        ),
        (
            &["replay", "nsolo", "7", "resign", "resign"],
            "move 3 (resign) refused: the game is over",
            3,
        ),
        (
            &["replay", "nsolo", "7", "17", "13", "resign", "x30"],
            "move 5 (x30) refused",
            5,
        ),
    ] {
        let out = mancala(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert_eq!(
            lines(&out).len(),
            written,
            "{args:?}: the lines before are written"
        );
    }
    // A game the rules ended: resign is refused like any move.
    let out = mancala(&["play", "ayoayo_0_0x12_23.25_l1_end-cannot-feed", "resign"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the game is over"));
}

#[test]
fn play_and_show_keep_the_resignation_in_the_record() {
    let out = mancala(&["play", "ayoayo", "2", "8", "resign"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("ayoayo_m2.8.resign\n"), "{text}");
    assert!(text.contains("_end-resign\n"), "{text}");
    assert!(
        text.contains("game over: player 1 wins (player 0 resigned)"),
        "{text}"
    );
    let out = mancala(&["show", "ayoayo_m2.8.resign"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("player 0 resigned"), "{text}");
    let out = mancala(&["legal", "ayoayo_m2.8"]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("resign"));
    let out = mancala(&["legal", "ayoayo_m2.8.resign"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "");
}
