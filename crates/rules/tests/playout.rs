//! Seeded random playouts for every game and board: at every step the invariants of the
//! rules and of the notations are checked, and at the end the length and the result.
//!
//! Length bounds (plies, passes and removals included). The rules make every game finite
//! (the repetition rules end any game that loops, and a position set has finitely many
//! successors), but the bound that follows from counting positions is astronomical, so the
//! bounds asserted here are practical: a few times the longest of thousands of random
//! games played by the reference model (`tests/reference`): Adji-Boto 181 plies (4,000
//! games), Ayoayo 75 (4,000), Nsolo 167 on 4×8, 212 on 4×9, 327 on 4×13 (2,000), 1,186 on
//! 4×36 (400). A random game that runs past the bound means an end rule failed to fire.

use mancala_rules::playout::SplitMix64;
use mancala_rules::{
    Config, EndReason, Game, GameId, Move, Player, Position, Record, Remainder, Rules,
};

fn max_plies(config: Config) -> usize {
    match config {
        Config::AdjiBoto => 1000,
        Config::Ayoayo { .. } => 500,
        Config::Nsolo { size } => 100 * usize::from(size),
    }
}

/// Every move string a caller could send: each hole index, each removal, `pass`, and a few
/// indices past the board.
fn candidates(holes: usize) -> Vec<Move> {
    let mut all = vec![Move::Pass];
    for h in 0..=255u8 {
        if usize::from(h) < holes + 2 || h == 255 {
            all.push(Move::Sow(h));
            all.push(Move::Remove(h));
        }
    }
    all
}

fn check_step(p: &Position, total: u32, all: &[Move]) {
    // Seeds conserved.
    let sum: u32 = p
        .holes()
        .iter()
        .chain(&p.stores())
        .map(|&h| u32::from(h))
        .sum();
    assert_eq!(sum, total, "seeds in {p}");
    assert_eq!(p.holes().len(), p.config().holes());
    // Legal moves sorted, unique; pass alone; some iff the game goes on.
    let legal = p.legal_moves();
    assert!(
        legal.windows(2).all(|w| w[0] < w[1]),
        "legal moves not sorted/unique in {p}: {legal:?}"
    );
    if legal.contains(&Move::Pass) {
        assert_eq!(legal.len(), 1, "pass not alone in {p}");
    }
    assert_eq!(
        legal.is_empty(),
        p.outcome().is_some(),
        "legal moves vs outcome in {p}"
    );
    if p.pending_removals() > 0 {
        assert!(legal.iter().all(|m| matches!(m, Move::Remove(_))), "{p}");
    }
    // `play` accepts exactly the listed moves and leaves the position unchanged otherwise.
    for &m in all {
        let mut q = *p;
        let r = q.play(m);
        if legal.contains(&m) {
            assert!(r.is_ok(), "listed move {m} refused in {p}: {r:?}");
        } else {
            assert!(r.is_err(), "unlisted move {m} accepted in {p}");
            assert_eq!(q, *p, "refused move {m} changed {p}");
        }
    }
    // Clone equals the original, and playing on the clone leaves the original alone.
    let before = *p;
    #[allow(clippy::clone_on_copy)] // `Clone` itself is what is checked here
    let mut c = p.clone();
    assert_eq!(c, *p);
    if let Some(&m) = legal.first() {
        c.play(m).unwrap();
        assert_eq!(*p, before);
    }
    // Position notation round-trips.
    let text = p.to_string();
    let back: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back, *p, "notation {text}");
    assert_eq!(back.to_string(), text);
}

fn check_record(game: &Game) {
    let record = game.record();
    let text = record.to_string();
    let back: Record = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back, record, "record {text}");
    let replayed = Game::from_record(&back).unwrap();
    assert_eq!(replayed.position(), game.position(), "replaying {text}");
}

fn check_result(p: &Position) {
    let o = p.outcome().expect("finished");
    let s = p.stores();
    match p.config().game() {
        GameId::AdjiBoto | GameId::Ayoayo => {
            assert!(
                p.holes().iter().all(|&h| h == 0),
                "board collected at the end: {p}"
            );
            let by_score = match s[0].cmp(&s[1]) {
                std::cmp::Ordering::Greater => Some(Player::Zero),
                std::cmp::Ordering::Less => Some(Player::One),
                std::cmp::Ordering::Equal => None,
            };
            assert_eq!(o.winner, by_score, "winner by the stores in {p}");
            assert_eq!(
                u32::from(s[0]) + u32::from(s[1]),
                u32::from(p.config().total_seeds())
            );
            assert_ne!(o.reason, EndReason::NoStonesLeft);
            assert_ne!(o.reason, EndReason::BothStuck);
        }
        GameId::Nsolo => {
            let stones = |pl: Player| -> u32 {
                (0..p.holes().len())
                    .filter(|&h| p.owner(h) == pl)
                    .map(|h| u32::from(p.holes()[h]))
                    .sum()
            };
            match o.reason {
                EndReason::NoStonesLeft => {
                    let w = o.winner.expect("a winner");
                    assert_eq!(stones(w.other()), 0, "loser has no stones: {p}");
                    assert!(stones(w) > 0);
                    assert_eq!(p.to_move(), w.other(), "the loser would move next");
                }
                EndReason::Repetition | EndReason::BothStuck => assert_eq!(o.winner, None),
                r => panic!("Nsolo cannot end by {r:?}"),
            }
            assert_eq!(p.pending_removals(), 0);
        }
    }
}

fn playouts(config: Config, games: usize, seed: u64) {
    let mut rng = SplitMix64::new(seed);
    let total = u32::from(config.total_seeds());
    let all = candidates(config.holes());
    let bound = max_plies(config);
    for g in 0..games {
        let mut game = Game::new(config);
        while game.position().outcome().is_none() {
            let p = *game.position();
            check_step(&p, total, &all);
            let legal = p.legal_moves();
            let m = legal[rng.below(legal.len())];
            game.play(m).unwrap();
            assert!(
                game.ply() <= bound,
                "{config} game {g} passed {bound} plies: {}",
                game.record()
            );
            if game.ply() % 64 == 0 {
                check_record(&game);
            }
        }
        check_step(game.position(), total, &all);
        check_record(&game);
        check_result(game.position());
    }
}

#[test]
fn adji_boto_playouts() {
    playouts(Config::AdjiBoto, 100, 1);
}

#[test]
fn nsolo_4x8_playouts() {
    playouts(Config::new(GameId::Nsolo), 60, 2);
}

#[test]
fn nsolo_4x9_playouts() {
    playouts(Config::new(GameId::Nsolo).with_size(9).unwrap(), 30, 3);
}

#[test]
fn nsolo_4x13_playouts() {
    playouts(Config::new(GameId::Nsolo).with_size(13).unwrap(), 10, 4);
}

#[test]
fn nsolo_4x36_playouts() {
    playouts(Config::new(GameId::Nsolo).with_size(36).unwrap(), 2, 5);
}

#[test]
fn ayoayo_last_mover_playouts() {
    playouts(
        Config::Ayoayo {
            remainder: Remainder::LastMover,
        },
        200,
        6,
    );
}

#[test]
fn ayoayo_row_owner_playouts() {
    playouts(
        Config::Ayoayo {
            remainder: Remainder::RowOwner,
        },
        200,
        7,
    );
}
