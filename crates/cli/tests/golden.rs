//! Golden transcripts: for each game, two whole seeded random games replayed through the
//! real `mancala replay`, compared byte for byte with `tests/golden/<name>.jsonl`.
//!
//! After an intended change of the output or of the rules, regenerate them with
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test -p mancala-cli --test golden
//! ```
//!
//! and review the diff. A game without a transcript fails the test.

use std::path::PathBuf;
use std::process::Command;

use mancala_rules::{Config, Game, GameId, Remainder, Rules};

/// (file name, game id, extra arguments, config)
fn games() -> Vec<(&'static str, &'static str, Vec<&'static str>, Config)> {
    vec![
        ("adji-boto", "adji-boto", vec![], Config::AdjiBoto),
        (
            "nsolo-8",
            "nsolo",
            vec!["--size", "8"],
            Config::new(GameId::Nsolo),
        ),
        (
            "nsolo-13",
            "nsolo",
            vec!["--size", "13"],
            Config::nsolo(13).unwrap(),
        ),
        (
            "ayoayo",
            "ayoayo",
            vec![],
            Config::Ayoayo {
                remainder: Remainder::LastMover,
            },
        ),
        (
            "ayoayo-row-owner",
            "ayoayo",
            vec!["--rule", "remainder=row-owner"],
            Config::Ayoayo {
                remainder: Remainder::RowOwner,
            },
        ),
    ]
}

/// splitmix64.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The moves of a whole random game, played through `Game` (with the repetition rules).
fn random_moves(config: Config, seed: u64) -> Vec<String> {
    let mut state = seed;
    let mut game = Game::new(config);
    while !game.position().is_over() {
        let legal = game.position().legal_moves();
        let m = legal[(next(&mut state) % legal.len() as u64) as usize];
        game.play(m).unwrap();
        assert!(game.ply() < 10_000, "{config}: a random game did not end");
    }
    game.moves().iter().map(|m| m.to_string()).collect()
}

fn transcript(game: &str, args: &[&str], moves: &[String]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .arg("replay")
        .arg(game)
        .args(args)
        .args(moves)
        .output()
        .expect("run mancala");
    assert!(
        out.status.success(),
        "mancala replay {game} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn golden_transcripts() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    for (name, game, args, config) in games() {
        let mut text = String::new();
        for seed in [1u64, 2] {
            let moves = random_moves(config, seed * 1000 + name.len() as u64);
            let t = transcript(game, &args, &moves);
            let last = t.lines().last().unwrap_or("");
            assert!(
                !last.contains("\"result\":null"),
                "{name}: the game did not end: {last}"
            );
            text.push_str(&t);
        }
        let path = dir.join(format!("{name}.jsonl"));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
            continue;
        }
        match std::fs::read_to_string(&path) {
            Err(_) => failures.push(format!(
                "{name}: no transcript at {} (run with UPDATE_GOLDEN=1)",
                path.display()
            )),
            Ok(golden) if golden != text => {
                let line = golden
                    .lines()
                    .zip(text.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(0);
                failures.push(format!(
                    "{name}: differs from {} first at line {}",
                    path.display(),
                    line + 1
                ));
            }
            Ok(_) => {}
        }
    }
    assert!(
        failures.is_empty(),
        "golden transcripts:\n{}",
        failures.join("\n")
    );
}
