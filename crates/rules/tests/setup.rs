//! `Setup` and `Position::from_setup`: a setup is checked per game (holes, total, fields of
//! other games, the end reasons each game has); reading the notation gives syntax errors
//! only, checking the setup gives position errors; `to_setup` gives the position back.
//! Board sizes cannot be wrong by construction, and no error of the rules names a
//! command-line flag.

use mancala_rules::playout::SplitMix64;
use mancala_rules::{
    Config, ConfigError, EndReason, GameId, NotationError, NsoloSize, Position, Remainder, Rules,
    Setup, SetupError,
};

fn configs() -> Vec<Config> {
    vec![
        Config::new(GameId::AdjiBoto),
        Config::new(GameId::Nsolo),
        Config::nsolo(13).unwrap(),
        Config::nsolo(36).unwrap(),
        Config::new(GameId::Ayoayo),
        Config::Ayoayo {
            remainder: Remainder::RowOwner,
        },
    ]
}

#[test]
fn an_end_reason_the_game_does_not_have_is_refused() {
    // The example: Ayoayo's "cannot feed" on an Adji-Boto board.
    let text = "adji-boto_0_0x10_50.50_end-cannot-feed";
    let setup: Setup = text.parse().expect("the syntax is fine");
    assert_eq!(setup.end, Some(EndReason::CannotFeed));
    let e = Position::from_setup(setup).unwrap_err();
    assert_eq!(
        e,
        SetupError::ImpossibleEnd {
            game: GameId::AdjiBoto,
            reason: EndReason::CannotFeed
        }
    );
    assert_eq!(
        e.to_string(),
        "adji-boto never ends by cannot-feed: its games end by no-moves, repetition or resign"
    );
    assert_eq!(
        text.parse::<Position>().unwrap_err(),
        NotationError::Setup(e)
    );
    // Every game, every reason it does not have, on a finished board of that game.
    for config in configs() {
        let game = config.game();
        for reason in EndReason::ALL {
            let mut setup = finished(config);
            setup.end = Some(reason);
            let result = Position::from_setup(setup.clone());
            if game.end_reasons().contains(&reason) {
                assert!(
                    !matches!(result, Err(SetupError::ImpossibleEnd { .. })),
                    "{setup}: {result:?}"
                );
            } else {
                assert_eq!(
                    result,
                    Err(SetupError::ImpossibleEnd { game, reason }),
                    "{setup}"
                );
            }
        }
    }
    // The reasons each game has: those its rules produce (see each game's module).
    use EndReason::*;
    assert_eq!(
        GameId::AdjiBoto.end_reasons(),
        &[NoMoves, Repetition, Resign]
    );
    assert_eq!(
        GameId::Nsolo.end_reasons(),
        &[NoStonesLeft, BothStuck, Repetition, Resign]
    );
    assert_eq!(
        GameId::Ayoayo.end_reasons(),
        &[NoMoves, CannotFeed, MoverCannotFeed, Repetition, Resign]
    );
}

/// A setup whose game the rules end at once: everything in the stores (Adji-Boto,
/// Ayoayo), or player 1 without stones (Nsolo).
fn finished(config: Config) -> Setup {
    let mut s = Position::new(config).to_setup();
    s.opening = None;
    let total = config.total_seeds();
    s.holes.iter_mut().for_each(|h| *h = 0);
    match config {
        Config::Nsolo { .. } => {
            s.holes[0] = total;
        }
        _ => s.stores = [total / 2, total - total / 2],
    }
    s
}

#[test]
fn fields_of_another_game_are_refused() {
    let mut s = Position::new(Config::new(GameId::Ayoayo)).to_setup();
    s.opening = Some(0);
    assert_eq!(
        Position::from_setup(s.clone()),
        Err(SetupError::NotInGame {
            game: GameId::Ayoayo,
            field: "opening"
        })
    );
    assert_eq!(
        SetupError::NotInGame {
            game: GameId::Ayoayo,
            field: "opening"
        }
        .to_string(),
        "ayoayo has no opening"
    );
    let mut s = Position::new(Config::new(GameId::Nsolo)).to_setup();
    s.last_sower = Some(mancala_rules::Player::One);
    assert_eq!(
        Position::from_setup(s),
        Err(SetupError::NotInGame {
            game: GameId::Nsolo,
            field: "last sower"
        })
    );
    let mut s = Position::new(Config::new(GameId::AdjiBoto)).to_setup();
    s.removals = 1;
    assert_eq!(
        Position::from_setup(s),
        Err(SetupError::NotInGame {
            game: GameId::AdjiBoto,
            field: "removals"
        })
    );
}

#[test]
fn reading_gives_syntax_errors_and_checking_gives_position_errors() {
    // Wrong counts and totals are well-formed text: `Setup` reads them.
    for text in [
        "ayoayo_0_4x11_0.0",
        "ayoayo_0_4x12_1.0",
        "nsolo.9_0_2x32_0.0",
        "ayoayo_0_4x12_0.0_end-cannot-feed",
        "nsolo_0_2x8.0.2x15.0.2x7_0.0_r1",
    ] {
        let setup: Setup = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(setup.to_string(), text);
        let e = Position::from_setup(setup).unwrap_err();
        assert_eq!(text.parse::<Position>(), Err(NotationError::Setup(e)));
    }
    // Bad syntax never reaches the check.
    for text in [
        "",
        "chess_0_4x12_0.0",
        "ayoayo_2_4x12_0.0",
        "ayoayo_0_4x12_0.0_o5",
    ] {
        let e = text.parse::<Setup>().unwrap_err();
        assert!(!matches!(e, NotationError::Setup(_)), "{text}: {e:?}");
        assert_eq!(text.parse::<Position>(), Err(e));
    }
}

#[test]
fn to_setup_and_back_along_random_games() {
    let mut rng = SplitMix64::new(7);
    for config in configs() {
        for _ in 0..20 {
            let mut p = Position::new(config);
            loop {
                let setup = p.to_setup();
                assert_eq!(setup.to_string(), p.to_string());
                assert_eq!(setup.config, config);
                assert_eq!(&setup.holes[..], p.holes());
                assert_eq!(setup.end, p.outcome().map(|o| o.reason));
                assert_eq!(Position::from_setup(setup), Ok(p), "{p}");
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = if rng.below(200) == 0 {
                    mancala_rules::Move::Resign
                } else {
                    moves[rng.below(moves.len())]
                };
                p.play(mv).unwrap();
            }
        }
    }
}

#[test]
fn sizes_cannot_be_wrong() {
    assert_eq!(NsoloSize::new(7), None);
    assert_eq!(NsoloSize::new(37), None);
    assert_eq!(NsoloSize::new(200), None);
    assert_eq!(NsoloSize::new(12).map(NsoloSize::get), Some(12));
    assert_eq!(NsoloSize::default(), NsoloSize::MIN);
    assert_eq!(Config::nsolo(200), Err(ConfigError::BadSize(200)));
    assert_eq!(
        Config::nsolo(200).unwrap_err().to_string(),
        "Nsolo board size 200 is out of range: it takes 8 to 36 holes per row"
    );
    let c = Config::nsolo(36).unwrap();
    assert_eq!((c.size(), c.holes(), c.total_seeds()), (Some(36), 144, 284));
    assert_eq!(Position::new(c).holes().len(), 144);
    // A size in the notation that is not a number says so (it used to say "size 0").
    let e = "nsolo.size=abc".parse::<Config>().unwrap_err();
    assert_eq!(e, NotationError::Config(ConfigError::SizeNotANumber));
    assert_eq!(
        e.to_string(),
        "the Nsolo board size is a number of holes per row, 8 to 36"
    );
    // A size out of range names the size, and the board's hole count is never guessed.
    assert_eq!(
        "nsolo.200_0_2x800_0.0".parse::<Position>(),
        Err(NotationError::Config(ConfigError::BadSize(200)))
    );
    assert_eq!(
        "nsolo.99999".parse::<Config>(),
        Err(NotationError::Config(ConfigError::BadSize(99999)))
    );
}

#[test]
fn no_rules_error_names_a_command_line_flag() {
    let errors = [
        ConfigError::BadSize(7),
        ConfigError::SizeNotANumber,
        ConfigError::SizeNotAllowed(GameId::Ayoayo),
        ConfigError::SizeNotAllowed(GameId::AdjiBoto),
        ConfigError::UnknownRule(GameId::Ayoayo),
        ConfigError::UnknownRule(GameId::Nsolo),
        ConfigError::BadRuleValue,
    ];
    for e in errors {
        let text = e.to_string();
        assert!(!text.contains("--"), "{text}");
    }
    assert_eq!(
        ConfigError::SizeNotAllowed(GameId::Ayoayo).to_string(),
        "ayoayo has one board size: only nsolo takes a size"
    );
}
