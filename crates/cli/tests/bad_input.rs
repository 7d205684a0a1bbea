//! Bad input of any kind gets one line on standard error and exit status 2, never a panic;
//! `replay` writes the lines up to a refused move first (docs/spec/interface.md).

use std::process::{Command, Output};

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Asserts exit status 2 and a single `mancala: …` line on stderr containing `needle`.
fn refused(args: &[&str], needle: &str) -> Output {
    let out = mancala(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?}: status {:?}, stderr {err}",
        out.status
    );
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err:?}");
    assert!(err.starts_with("mancala: "), "{args:?}: {err:?}");
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
    assert!(!err.contains("panicked"), "{args:?}: {err:?}");
    out
}

#[test]
fn unknown_game_size_and_rule_options() {
    refused(&["replay", "mancala"], "unknown game");
    refused(
        &["replay", "nsolo", "--size", "7"],
        "size 7 is out of range",
    );
    refused(
        &["replay", "nsolo", "--size", "37"],
        "size 37 is out of range",
    );
    refused(&["replay", "nsolo", "--size", "-3"], "--size");
    refused(
        &["replay", "nsolo", "--size", "99999999999999999999999"],
        "--size",
    );
    refused(&["replay", "ayoayo", "--size", "8"], "--size is for nsolo");
    refused(
        &["replay", "ayoayo", "--rule", "remainder=nobody"],
        "remainder",
    );
    refused(
        &["replay", "ayoayo", "--rule", "colour=red"],
        "unknown rule option",
    );
    refused(
        &["replay", "adji-boto", "--rule", "remainder=row-owner"],
        "no rule options",
    );
    refused(&["replay", "ayoayo", "--rule", "remainder"], "NAME=VALUE");
    refused(&["replay"], "missing game");
    refused(
        &["frobnicate"],
        "unknown command 'frobnicate' (try mancala --help)",
    );
    // help about a command that does not exist: the same words
    refused(
        &["help", "frobnicate"],
        "unknown command 'frobnicate' (try mancala --help)",
    );
    refused(&["help", "--size"], "unknown command '--size'");
    refused(&["replay", "ayoayo", "--bogus"], "bogus");
}

#[test]
fn replay_writes_the_lines_before_a_refused_move() {
    let out = refused(&["replay", "ayoayo", "2", "2", "9"], "move 2 (2) refused");
    let lines = String::from_utf8_lossy(&out.stdout).lines().count();
    assert_eq!(lines, 2, "the start and the first move are written");
    let out = refused(
        &["replay", "nsolo", "6", "x99999"],
        "move 2 ('x99999') is not a move",
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 2);
    refused(&["replay", "adji-boto", "pass"], "pass is only allowed");
    refused(&["replay", "adji-boto", "x3"], "no bonus removal is owed");
    refused(&["replay", "adji-boto", "ü"], "is not a move");
    // moves that look like options are moves still: the lines before them are written
    for (args, bad, lines) in [
        (
            &["replay", "ayoayo", "0", "-5"][..],
            "move 2 ('-5') is not a move",
            2,
        ),
        (
            &["replay", "nsolo", "--size", "12", "0", "--x40"],
            "move 2 ('--x40') is not a move",
            2,
        ),
        (
            &["replay", "ayoayo", "--rule", "remainder=row-owner", "-x"],
            "move 1 ('-x') is not a move",
            1,
        ),
    ] {
        let out = refused(args, bad);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).lines().count(),
            lines,
            "{args:?}"
        );
    }
}

#[test]
fn a_long_argument_is_not_echoed_whole() {
    let long = "a".repeat(100_000);
    for args in [
        vec!["show", long.as_str()],
        vec!["replay", long.as_str()],
        vec!["replay", "ayoayo", long.as_str()],
        vec!["bench", long.as_str()],
        vec![long.as_str()],
        vec!["help", long.as_str()],
    ] {
        let out = mancala(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{}: {err:.200}", args[0]);
        assert!(
            err.len() < 400 && err.contains("aaaa…"),
            "{}: {} bytes: {err:.200}",
            args[0],
            err.len()
        );
    }
    // an option's name, quoted whole but for its cut: its closing quote kept
    let option = format!("--{long}");
    refused(&["new", "ayoayo", &option], "invalid option '--aaaa");
    let err = String::from_utf8_lossy(&mancala(&["new", "ayoayo", &option]).stderr).into_owned();
    assert!(
        err.len() < 400 && err.trim_end().ends_with("…'"),
        "{err:.200}"
    );
}

#[test]
fn malformed_notation_and_numbers() {
    refused(&["show", "ayoayo_0_4x11_0.0"], "expected 12 hole counts");
    refused(&["show", "ayoayo_2_4x12_0.0"], "side to move");
    refused(&["show", "nsolo.37"], "out of range");
    refused(&["show", "ayoayo_mzz"], "move 1");
    refused(&["show", "ayoayo_m2.2"], "move 2 (2) is illegal");
    refused(&["legal", "\u{1F600}"], "unknown game");
    refused(&["play", "ayoayo", "99"], "no such hole");
    refused(&["perft", "ayoayo", "21"], "depth");
    refused(
        &["perft", "ayoayo", "0"],
        "depth: expected a number from 1 to 20",
    );
    refused(
        &["bench", "ayoayo", "--games", "0"],
        "--games: expected a number from 1",
    );
    refused(
        &["analyse", "nsolo.36", "--exact", "1000"],
        "--exact is for Adji-Boto and Ayoayo",
    );
    refused(&["perft", "ayoayo"], "usage");
    refused(&["bench", "--games", "-1"], "--games");
    refused(
        &["match", "ayoayo", "--a", "grandmaster", "--b", "random"],
        "grandmaster",
    );
    refused(
        &[
            "match",
            "ayoayo",
            "--a",
            "negamax:depth=21",
            "--b",
            "random",
        ],
        "depth=N (1 to 20)",
    );
    refused(
        &["analyse", "ayoayo_m2", "--level", "negamax:depth=3"],
        "not levels",
    );
    refused(&["analyse", "ayoayo_0_4x12_1.0"], "add up to 48");
}

#[test]
fn end_reasons_of_another_game_and_bad_sizes_are_named() {
    // Ayoayo's "cannot feed" is no way for Adji-Boto to end.
    refused(
        &["show", "adji-boto_0_0x10_50.50_end-cannot-feed"],
        "adji-boto never ends by cannot-feed: its games end by no-moves, repetition or resign",
    );
    refused(
        &["show", "nsolo_0_0x32_30.30_end-no-moves"],
        "nsolo never ends by no-moves",
    );
    // A bad size names the size (or says it is not a number), never a flag the text lacks.
    for (text, needle) in [
        ("nsolo.200", "size 200 is out of range"),
        (
            "nsolo.size=abc",
            "the Nsolo board size is a number of holes per row, 8 to 36",
        ),
        (
            "ayoayo.12",
            "ayoayo has one board size: only nsolo takes a size",
        ),
    ] {
        let out = refused(&["show", text], needle);
        assert!(
            !String::from_utf8_lossy(&out.stderr).contains("--"),
            "{text}"
        );
    }
}

#[test]
fn help_and_good_input_exit_zero() {
    for args in [
        &["--help"][..],
        &["help", "replay"],
        &["replay", "--help"],
        &["new", "nsolo", "--size", "36"],
    ] {
        let out = mancala(args);
        assert!(out.status.success(), "{args:?}: {:?}", out.status);
        assert!(!out.stdout.is_empty());
    }
}

#[test]
fn each_command_takes_only_its_options() {
    // analyse plays no random move: a seed is refused, not read and dropped.
    refused(&["analyse", "ayoayo_m2", "--seed", "3"], "--seed");
    refused(&["show", "ayoayo", "--games", "3"], "--games");
    refused(&["bench", "--a", "random"], "--a");
    refused(
        &["show", "nsolo", "--size", "12"],
        "write them in the notation",
    );
    // One number reader: the same message everywhere.
    refused(
        &["bench", "--seed", "x"],
        "--seed: expected a number from 0 to 18446744073709551615, got 'x'",
    );
    refused(
        &[
            "match", "ayoayo", "--a", "random", "--b", "random", "--games", "0",
        ],
        "--games: expected a number from 1 to 100000, got '0'",
    );
    refused(
        &["replay", "nsolo", "--size", "abc"],
        "--size: expected a number from 8 to 36, got 'abc'",
    );
}

#[test]
fn one_end_of_game_text() {
    let end = "player 0 wins (player 1 resigned)";
    refused(
        &["analyse", "ayoayo_m2.resign"],
        &format!("the game is over: {end}"),
    );
    let show = mancala(&["show", "ayoayo_m2.resign"]);
    assert!(show.status.success());
    let text = String::from_utf8_lossy(&show.stdout);
    assert_eq!(text.lines().last(), Some(&*format!("game over: {end}")));
    let replay = mancala(&["replay", "ayoayo", "2", "resign"]);
    let text = String::from_utf8_lossy(&replay.stdout);
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.contains(r#""result":{"winner":0,"reason":"player 1 resigned"}"#),
        "{last}"
    );
    let finished = "ayoayo_0_0x12_23.25_l1_end-cannot-feed";
    refused(
        &["analyse", finished],
        "the game is over: player 1 wins (the opponent's row is empty and no move can feed it)",
    );
}
