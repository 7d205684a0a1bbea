//! Arbitrary move strings replayed through `Record` and `Game`: the first byte picks a
//! game, the rest is read as a dot-separated list of moves (or, as a whole, as a record).
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala_rules::{Config, Game, GameId, Move, Record, Rules};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    // 1. As a whole record.
    if let Ok(r) = text.parse::<Record>() {
        assert_eq!(r.to_string().parse::<Record>().as_ref(), Ok(&r));
        if let Ok(g) = Game::from_record(&r) {
            assert_eq!(g.record(), r);
        }
    }
    // 2. As moves from a chosen game's start, played one by one through `Game`.
    let config = match first % 5 {
        0 => Config::AdjiBoto,
        1 => Config::new(GameId::Nsolo),
        2 => Config::new(GameId::Nsolo)
            .with_size(u32::from(8 + first / 5 % 29))
            .unwrap(),
        3 => Config::new(GameId::Ayoayo),
        _ => Config::new(GameId::Ayoayo)
            .with_rule("remainder", "row-owner")
            .unwrap(),
    };
    let mut game = Game::new(config);
    for item in text.split('.') {
        let Ok(m) = item.parse::<Move>() else {
            continue;
        };
        let before = *game.position();
        let legal = before.legal_moves().contains(&m);
        match game.play(m) {
            Ok(()) => assert!(legal, "unlisted move {m} accepted in {before}"),
            Err(_) => {
                assert!(!legal, "listed move {m} refused in {before}");
                assert_eq!(*game.position(), before);
            }
        }
        if game.can_undo() && m == Move::Pass {
            game.undo();
            game.redo();
        }
    }
    let r = game.record();
    let replayed = Game::from_record(&r).expect("a game's own record replays");
    assert_eq!(replayed.position(), game.position());
});
