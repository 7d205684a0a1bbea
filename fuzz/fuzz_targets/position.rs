//! The position parser: anything that parses must display, parse back to the same
//! position, and be playable (every listed move accepted, nothing panics).
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala_rules::{Move, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(p) = s.parse::<Position>() else { return };
    let text = p.to_string();
    let back: Position = text
        .parse()
        .unwrap_or_else(|e| panic!("{text:?} does not parse back: {e}"));
    assert_eq!(back, p, "{text:?}");
    assert_eq!(back.to_string(), text);
    let legal = p.legal_moves();
    assert_eq!(legal.is_empty(), p.is_over());
    for &m in &legal {
        let mut q = p;
        q.play(m)
            .unwrap_or_else(|e| panic!("listed move {m} refused in {p}: {e}"));
    }
    // A few unlisted moves: refused, position unchanged.
    for m in [Move::Pass, Move::Sow(0), Move::Sow(200), Move::Remove(0)] {
        if !legal.contains(&m) {
            let mut q = p;
            assert!(q.play(m).is_err());
            assert_eq!(q, p);
        }
    }
});
