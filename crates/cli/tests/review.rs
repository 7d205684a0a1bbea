//! `mancala analyse <record> --game`: the whole-game review (issue 12). Fixed records with a
//! fixed node budget give fixed lines, compared byte for byte with
//! `tests/golden/review-<name>.jsonl`; `tests/unit/review-parity.test.mjs` checks that the
//! wasm engine's `Engine.review` (the page's worker) gives the very same values from the
//! same files. A move planted as a blunder is found.
//!
//! After an intended change of the search or the output, regenerate them with
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test -p mancala-cli --test review
//! ```

use std::path::PathBuf;
use std::process::Command;

/// The node budget each position gets in these tests (the Node parity test uses it too).
const NODES: &str = "20000";

/// (name, record): short games of each kind, a finished one, and one with a planted blunder
/// (Ayoayo, move 10, "9": the engine's best moves otherwise; see `planted_blunder_is_found`).
const RECORDS: &[(&str, &str)] = &[
    ("adji-boto", "adji-boto_m9.4.6.2.7.0.8.1.5.3.5.1.7.2"),
    (
        "nsolo",
        "nsolo_m14.16.13.30.5.x22.28.x14.x6.4.x17.27.x0.3.26.x10",
    ),
    (
        "ayoayo-finished",
        "ayoayo_m5.11.3.6.4.10.0.10.0.7.2.6.3.11.1.9.0.11.0.6.4.7",
    ),
    (
        "ayoayo-blunder",
        "ayoayo_m2.6.3.9.5.9.0.10.1.9.0.8.2.8.4.10",
    ),
];

fn review(record: &str, nodes: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["analyse", record, "--game", "--nodes", nodes])
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{record}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn golden(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/golden/review-{name}.jsonl"))
}

fn lines(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect()
}

#[test]
fn whole_game_review_matches_the_golden_files() {
    for &(name, record) in RECORDS {
        let got = review(record, NODES);
        let path = golden(name);
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&path, &got).expect("write the golden file");
            continue;
        }
        let want = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 makes it)", path.display()));
        assert_eq!(
            got, want,
            "{name}: the review changed (UPDATE_GOLDEN=1 to accept)"
        );
        // one line per ply, from the start to the record's end
        let ls = lines(&got);
        let plies = record
            .split("_m")
            .nth(1)
            .map_or(0, |m| m.split('.').count());
        assert_eq!(ls.len(), plies + 1, "{name}");
        for (i, l) in ls.iter().enumerate() {
            assert_eq!(l["ply"], i, "{name}");
            let proven = !l["win_in"].is_null();
            assert!(
                proven || l["eval"].is_number(),
                "{name} ply {i}: an evaluation or a proven result"
            );
        }
    }
}

#[test]
fn a_finished_game_ends_on_its_result() {
    let ls = lines(&review(RECORDS[2].1, NODES));
    let last = ls.last().expect("lines");
    assert!(last["best"].is_null() && last["played"].is_null());
    assert_eq!(last["win_in"], 0);
    assert!(last["win_for"] == 0 || last["win_for"] == 1 || last["eval"] == 0.0);
}

#[test]
fn planted_blunder_is_found() {
    let ls = lines(&review(RECORDS[3].1, NODES));
    // what each move cost its mover, in seeds (the same search scored the best move and it)
    let loss = |i: usize| {
        ls[i]["loss"]
            .as_f64()
            .expect("a loss for every move played")
    };
    for (i, l) in ls.iter().enumerate().take(ls.len() - 1) {
        if l["played"] == l["best"] {
            assert_eq!(loss(i), 0.0, "ply {i}: the best move loses nothing");
        }
    }
    let worst = (0..ls.len() - 1)
        .max_by(|&a, &b| loss(a).total_cmp(&loss(b)))
        .expect("moves");
    assert_eq!(worst, 9, "the planted move (ply 9 → 10) loses the most");
    assert!(loss(9) >= 3.0, "it loses {} seeds", loss(9));
    assert_eq!(ls[9]["played"], "9");
    assert_ne!(ls[9]["best"], "9", "the review names a better move");
}

#[test]
fn review_settings_are_checked() {
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["analyse", "ayoayo_m2", "--game", "--level", "expert"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--game takes --nodes only"));
}

/// A position with a single legal move (Adji-Boto's opening laps: plies 8 and 9 here) is
/// searched as deeply as any other: its value was once the one-ply search that a forced
/// move needs to be *chosen*, −4.0 seeds between +2.3 and +4.5 (a dip in the graph that no
/// move caused).
#[test]
fn forced_moves_get_a_searched_value() {
    let ls = lines(&review("adji-boto_m7.3.8.2.6.4.9.1.5.0.7.1", "100000"));
    let eval = |i: usize| ls[i]["eval"].as_f64().expect("an evaluation");
    let loss = |i: usize| ls[i]["loss"].as_f64().expect("a loss");
    for i in [8, 9] {
        assert!(ls[i]["depth"].as_u64() > Some(4), "ply {i}: {}", ls[i]);
        assert_eq!(loss(i), 0.0, "ply {i}: a forced move loses nothing");
    }
    // player 1 moved at ply 7: what that move lost is player 0's gain
    assert!(
        (eval(8) - (eval(7) + loss(7))).abs() <= 1.0,
        "ply 8 ({}) follows from ply 7 ({} + {})",
        eval(8),
        eval(7),
        loss(7)
    );
    assert!(
        (eval(9) - eval(8)).abs() <= 1.0,
        "{} then {}",
        eval(8),
        eval(9)
    );
}
