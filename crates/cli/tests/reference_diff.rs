//! Differential test: the independent Python reference model (`tests/reference/`, written
//! from `docs/spec/rules.md` alone) against the real `mancala replay`, field by field on every
//! line of 40 seeded random games per configuration (fewer on the big Nsolo boards).
//!
//! Run by hand, with more games or another seed:
//!
//! ```text
//! cargo build -p mancala-cli && python3 tests/reference/diff.py --games 1000 --seed 7 --bin target/debug/mancala
//! ```

use std::path::Path;
use std::process::Command;

#[test]
fn reference_model_agrees_with_mancala_replay() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let script = root.join("tests/reference/diff.py");
    let out = Command::new("python3")
        .arg(&script)
        .args([
            "--games",
            "40",
            "--seed",
            "1",
            "--bin",
            env!("CARGO_BIN_EXE_mancala"),
        ])
        .output()
        .expect("python3 is needed to run the reference model");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "the reference model and mancala replay disagree:\n{stdout}\n{stderr}"
    );
    assert!(stdout.contains(" 0 failed"), "unexpected output:\n{stdout}");
}
