//! Perft counts frozen in `tests/data/perft.txt` (counted by the independent reference
//! model in `tests/reference/`): any change to move generation or to the effects of a move
//! shows up here.

use mancala_rules::{Config, Position, perft};

#[test]
fn perft_counts_match_the_data_file() {
    let data = include_str!("data/perft.txt");
    let mut checked = 0;
    for (n, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(f.len(), 3, "line {}: {line}", n + 1);
        let config: Config = f[0]
            .parse()
            .unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let depth: u32 = f[1].parse().unwrap();
        let expected: u64 = f[2].parse().unwrap();
        let got = perft(&Position::new(config), depth);
        assert_eq!(got, expected, "perft({config}, {depth})");
        checked += 1;
    }
    assert!(checked >= 15, "the data file lost its lines");
}
