//! `mancala tune`: fits weights to positions scored by deep searches (a tiny run).

use std::process::Command;

fn mancala(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn tune_prints_weights_and_errors() {
    let out = mancala(&["tune", "ayoayo", "--positions", "12", "--nodes", "2000"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["positions"], 12);
    let weights = json["weights"].as_object().unwrap();
    assert_eq!(weights.len(), 9);
    assert!(weights.contains_key("threat_theirs"));
    assert!(
        json["test_rmse_seeds"]["store_difference"]
            .as_f64()
            .unwrap()
            >= 0.0
    );
    assert_eq!(json["alone"].as_array().unwrap().len(), 9);
    // the same seed, the same positions and fit
    let again = mancala(&["tune", "ayoayo", "--positions", "12", "--nodes", "2000"]);
    assert_eq!(out.stdout, again.stdout);
}

#[test]
fn tune_refuses_adji_boto_and_unknown_options() {
    for args in [
        &["tune", "adji-boto"][..],
        &["tune", "ayoayo", "--games", "3"],
        &["tune", "ayoayo", "--positions", "0"],
    ] {
        let out = mancala(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
    }
}
