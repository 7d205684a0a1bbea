//! The position, config, move and record notations: every error variant is reached with
//! its message, the lenient forms are accepted, and no input makes a parser (or playing a
//! parsed position) panic.

use mancala_rules::playout::SplitMix64;
use mancala_rules::{
    Config, ConfigError, EndReason, Game, GameId, Move, NotationError, PlayError, Position, Record,
    Remainder, Rules, SetupError,
};

fn err(s: &str) -> NotationError {
    match s.parse::<Position>() {
        Ok(p) => panic!("{s:?} parsed as {p}"),
        Err(e) => e,
    }
}

#[track_caller]
fn error_is(s: &str, expected: NotationError, message: &str) {
    let e = err(s);
    assert_eq!(e, expected, "{s:?}");
    assert_eq!(e.to_string(), message, "{s:?}");
}

#[test]
fn syntax_errors_and_their_messages() {
    error_is(
        "",
        NotationError::Empty,
        "empty: expected a game such as ayoayo, nsolo.12 or adji-boto",
    );
    error_is(
        "   ",
        NotationError::Empty,
        "empty: expected a game such as ayoayo, nsolo.12 or adji-boto",
    );
    error_is(
        "chess_0_4x12_0.0",
        NotationError::Game(mancala_rules::UnknownGame),
        "unknown game: expected adji-boto, nsolo or ayoayo",
    );
    error_is(
        "nsolo.7_0_2x28_0.0",
        NotationError::Config(ConfigError::BadSize(7)),
        "Nsolo board size 7 is out of range: it takes 8 to 36 holes per row",
    );
    error_is(
        "ayoayo.12_0_4x12_0.0",
        NotationError::Config(ConfigError::SizeNotAllowed(GameId::Ayoayo)),
        "ayoayo has one board size: only nsolo takes a size",
    );
    error_is(
        "adji-boto.colour=red_0_10x10_0.0",
        NotationError::Config(ConfigError::UnknownRule(GameId::AdjiBoto)),
        "unknown rule option: adji-boto has no rule options",
    );
    error_is(
        "ayoayo.remainder=nobody_0_4x12_0.0",
        NotationError::Config(ConfigError::BadRuleValue),
        "bad value for remainder: expected last-mover or row-owner",
    );
    error_is(
        "nsolo.big_0_2x32_0.0",
        NotationError::UnknownOption,
        "unknown game option: expected a Nsolo size (8 to 36) or row-owner/last-mover for ayoayo",
    );
    error_is(
        "ayoayo",
        NotationError::MissingField("side to move"),
        "missing field: side to move",
    );
    error_is(
        "ayoayo_0",
        NotationError::MissingField("holes"),
        "missing field: holes",
    );
    error_is(
        "ayoayo_0_4x12",
        NotationError::MissingField("stores"),
        "missing field: stores",
    );
    error_is(
        "ayoayo_2_4x12_0.0",
        NotationError::BadSide,
        "side to move: expected 0 or 1",
    );
    error_is(
        "ayoayo_0_4.4.four.4_0.0",
        NotationError::BadNumber {
            field: "holes",
            item: 3,
        },
        "holes: item 3 is not a count (expected a number like 4, or a run like 2x8)",
    );
    error_is(
        "ayoayo_0_4x12_0.-1",
        NotationError::BadNumber {
            field: "stores",
            item: 2,
        },
        "stores: item 2 is not a count (expected a number like 4, or a run like 2x8)",
    );
    error_is(
        "ayoayo_0_4x12_0.0.0",
        NotationError::WrongLength {
            field: "stores",
            expected: 2,
            found: 3,
        },
        "stores: expected 2 items, found 3",
    );
    error_is(
        "nsolo_0_1x200_0.0",
        NotationError::WrongLength {
            field: "holes",
            expected: 144,
            found: 145,
        },
        "holes: expected 144 items, found 145",
    );
    error_is(
        "ayoayo_0_4x12_0.0_q7",
        NotationError::UnknownExtra(5),
        "field 5: expected o<holes> (opening), l<player> (last sower), r<count> (removals) or end-<reason>",
    );
    error_is(
        "ayoayo_0_4x12_0.0_end-boredom",
        NotationError::UnknownExtra(5),
        "field 5: expected o<holes> (opening), l<player> (last sower), r<count> (removals) or end-<reason>",
    );
    // Extras belong to one game each.
    assert_eq!(err("ayoayo_0_4x12_0.0_o5"), NotationError::UnknownExtra(5));
    assert_eq!(
        err("adji-boto_0_10x10_0.0_l1"),
        NotationError::UnknownExtra(5)
    );
    assert_eq!(err("ayoayo_0_4x12_0.0_r1"), NotationError::UnknownExtra(5));
    assert_eq!(err("ayoayo_0_4x12_0.0_l2"), NotationError::BadSide);
    assert_eq!(
        err("adji-boto_0_10x10_0.0_o5.10"),
        NotationError::BadNumber {
            field: "opening",
            item: 2
        }
    );
    assert_eq!(
        err("nsolo_0_2x32_0.0_rx"),
        NotationError::BadNumber {
            field: "removals",
            item: 1
        }
    );
}

#[test]
fn setup_errors_and_their_messages() {
    error_is(
        "ayoayo_0_4x11_0.0",
        NotationError::Setup(SetupError::WrongHoleCount {
            expected: 12,
            found: 11,
        }),
        "not a possible position: expected 12 hole counts, found 11",
    );
    error_is(
        "nsolo.9_0_2x32_0.0",
        NotationError::Setup(SetupError::WrongHoleCount {
            expected: 36,
            found: 32,
        }),
        "not a possible position: expected 36 hole counts, found 32",
    );
    error_is(
        "ayoayo_0_4x12_1.0",
        NotationError::Setup(SetupError::WrongTotal {
            expected: 48,
            found: 49,
        }),
        "not a possible position: seeds must add up to 48, these add up to 49",
    );
    error_is(
        "adji-boto_1_10x10_0.0_o",
        NotationError::Setup(SetupError::BadOpening),
        "not a possible position: the opening record does not fit the position",
    );
    // Opening with stores: impossible, while seeds are on the board.
    assert_eq!(
        err("adji-boto_0_9.10x9_1.0_o"),
        NotationError::Setup(SetupError::BadOpening)
    );
    // A game that ended in the opening (the player to move had no move: every seed
    // collected) is written with its stores and its opening record, and reads back the same
    // (found by the position fuzz target: "-adjiboto_0_11.1x7.81.1__0.0_o7.8.0.1").
    let ended: Position = "adji-boto_0_11.1x7.81.1_0.0_o7.8.0.1"
        .parse()
        .expect("a setup whose player to move has no move");
    let text = ended.to_string();
    assert_eq!(text, "adji-boto_0_0x10_85.15_o0.1.7.8_end-no-moves");
    let back: Position = text.parse().expect("reads back");
    assert_eq!(back, ended);
    assert_eq!(back.to_string(), text);
    error_is(
        "nsolo_0_2x8.0.2x15.0.2x7_0.0_r1",
        NotationError::Setup(SetupError::BadRemovals),
        "not a possible position: more removals owed than the opponent has stones",
    );
    error_is(
        "ayoayo_0_4x12_0.0_end-cannot-feed",
        NotationError::Setup(SetupError::EndDoesNotFit),
        "not a possible position: the end mark does not fit the position",
    );
    // Only a draw reason fits a finished Nsolo game that was not won.
    assert_eq!(
        err("nsolo_0_1x32_14.14_end-no-stones-left"),
        NotationError::Setup(SetupError::EndDoesNotFit)
    );
}

#[test]
fn record_errors_and_their_messages() {
    let e = "ayoayo_m2.x".parse::<Record>().unwrap_err();
    assert_eq!(e, NotationError::BadMove(2));
    assert_eq!(
        e.to_string(),
        "move 2: expected a hole index (like 7), x<index>, pass or resign"
    );
    let r: Record = "ayoayo_m2.2".parse().unwrap();
    let e = Game::from_record(&r).unwrap_err();
    assert_eq!(
        e,
        NotationError::IllegalMove {
            number: 2,
            mv: Move::Sow(2),
            error: PlayError::NotYourHole
        }
    );
    assert_eq!(
        e.to_string(),
        "move 2 (2) is illegal: that hole belongs to the other player"
    );
    assert_eq!(
        "tic-tac-toe_m1".parse::<Record>().unwrap_err(),
        NotationError::Game(mancala_rules::UnknownGame)
    );
    assert_eq!("_m1".parse::<Record>().unwrap_err(), NotationError::Empty);
    assert_eq!(
        "x".parse::<Move>().unwrap_err().to_string(),
        "expected a hole index (like 7), x<index> (like x40), pass or resign"
    );
    assert!(
        "256".parse::<Move>().is_err()
            && "x-1".parse::<Move>().is_err()
            && "".parse::<Move>().is_err()
    );
}

/// Each reason a record or position is refused has a stable name (for the page's words in
/// every language) and, for a move of a record, the move's number.
#[test]
fn every_reason_is_named() {
    let read = |s: &str| -> NotationError {
        match s.parse::<Record>() {
            Ok(r) => Game::from_record(&r)
                .err()
                .unwrap_or_else(|| panic!("{s:?} was read")),
            Err(e) => e,
        }
    };
    let cases: &[(&str, &str, Option<usize>)] = &[
        ("", "empty", None),
        ("garbage!!%%", "unknown-game", None),
        ("nsolo.99_m1", "bad-option", None),
        ("ayoayo.frobnicate", "bad-option", None),
        ("ayoayo_0_4.y_0.0", "bad-position", None),
        ("ayoayo_2_4x12_0.0", "bad-position", None),
        ("ayoayo_0_4x12_0.1", "impossible-position", None),
        ("ayoayo_m2.x", "not-a-move", Some(2)),
        ("ayoayo_m3.99", "no-such-hole", Some(2)),
        ("ayoayo_m2.2", "not-your-hole", Some(2)),
    ];
    for &(s, name, number) in cases {
        let e = read(s);
        assert_eq!((e.name(), e.move_number()), (name, number), "{s:?}: {e}");
    }
    let named: std::collections::BTreeSet<&str> = cases.iter().map(|c| c.1).collect();
    for n in NotationError::NAMES {
        assert!(named.contains(n), "{n}: no case here gives it");
    }
    assert!(
        !NotationError::NAMES
            .iter()
            .any(|n| PlayError::GameOver.name() == *n),
        "a reading's names are not a move's"
    );
}

#[test]
fn lenient_forms() {
    let p: Position = "ayoayo_0_4x12_0.0".parse().unwrap();
    for s in [
        "  AYOAYO 0 4x12 0,0 ",
        "ayoayo_0_4*12_0.0",
        "Ayo_0_4.4.4.4.4.4.4x6_0.0",
        "ayoayo__0__4X12__0.0",
    ] {
        assert_eq!(s.parse::<Position>().unwrap(), p, "{s:?}");
    }
    assert_eq!(
        "nsolo.size=12".parse::<Config>().unwrap(),
        Config::nsolo(12).unwrap()
    );
    assert_eq!(
        "NSOLO.12".parse::<Config>().unwrap(),
        Config::nsolo(12).unwrap()
    );
    assert_eq!(
        "ayoayo.row-owner".parse::<Config>().unwrap(),
        Config::Ayoayo {
            remainder: Remainder::RowOwner
        }
    );
    assert_eq!(
        "ayoayo.remainder=Row-Owner".parse::<Config>().unwrap(),
        Config::Ayoayo {
            remainder: Remainder::RowOwner
        }
    );
    assert_eq!("AdjiBoto".parse::<GameId>().unwrap(), GameId::AdjiBoto);
    assert_eq!("adji_boto".parse::<GameId>().unwrap(), GameId::AdjiBoto);
    assert_eq!(" P ".parse::<Move>().unwrap(), Move::Pass);
    assert_eq!("X40".parse::<Move>().unwrap(), Move::Remove(40));
    let r: Record = "ayoayo M2,8".parse().unwrap();
    assert_eq!(
        r,
        Record::new(
            Config::new(GameId::Ayoayo),
            vec![Move::Sow(2), Move::Sow(8)]
        )
    );
    assert_eq!(r.to_string(), "ayoayo_m2.8");
    let none: Record = "nsolo.12".parse().unwrap();
    assert!(none.moves.is_empty());
    assert_eq!(none.to_string(), "nsolo.12_m");
}

#[test]
fn display_forms() {
    assert_eq!(Config::new(GameId::Nsolo).to_string(), "nsolo");
    assert_eq!(Config::nsolo(12).unwrap().to_string(), "nsolo.12");
    assert_eq!(
        Config::Ayoayo {
            remainder: Remainder::RowOwner
        }
        .to_string(),
        "ayoayo.row-owner"
    );
    // A record from a set-up position carries the position.
    let start: Position = "ayoayo_1_0.0.0.1.0x7.1_23.23_l0".parse().unwrap();
    let r = Record {
        start,
        moves: vec![Move::Sow(11)],
    };
    assert_eq!(r.to_string(), "ayoayo_1_0x3.1.0x7.1_23.23_l0_m11");
    assert_eq!(r.to_string().parse::<Record>().unwrap(), r);
    let g = Game::from_record(&r).unwrap();
    assert_eq!(
        g.position().to_string(),
        "ayoayo_0_0x12_23.25_l1_end-cannot-feed"
    );
    assert_eq!(
        g.position().outcome().unwrap().reason,
        EndReason::CannotFeed
    );
    // An end mark on a position going on: only repetition.
    let rep: Position = "ayoayo_0_4x12_0.0_end-repetition".parse().unwrap();
    assert_eq!(rep.to_string(), "ayoayo_0_0x12_24.24_end-repetition");
}

/// Whatever parses must display and parse back to the same thing, and be playable.
fn exercise(s: &str) {
    let _ = s.parse::<Config>();
    let _ = s.parse::<GameId>();
    let _ = s.parse::<Move>();
    if let Ok(p) = s.parse::<Position>() {
        let text = p.to_string();
        assert_eq!(
            text.parse::<Position>().as_ref(),
            Ok(&p),
            "{s:?} → {text:?}"
        );
        for m in p.legal_moves() {
            let mut q = p;
            q.play(m)
                .unwrap_or_else(|e| panic!("listed move {m} refused in {p}: {e}"));
        }
    }
    if let Ok(r) = s.parse::<Record>() {
        assert_eq!(r.to_string().parse::<Record>().as_ref(), Ok(&r), "{s:?}");
        let _ = Game::from_record(&r);
    }
}

#[test]
fn no_panic_on_random_or_mutated_input() {
    let mut rng = SplitMix64::new(42);
    let seeds = [
        "ayoayo_0_4x12_0.0",
        "ayoayo.row-owner_1_0.0.0.1.0x7.1_23.23_l0",
        "adji-boto_1_11x7.1.11.11_0.0_o7",
        "adji-boto_0_1.0.4.0.0.2.0.3.0.1_45.44",
        "nsolo_0_2x8.0.2x15.0.2x7_0.0",
        "nsolo_0_0x8.1.0x7.2.2.0x12.0.0_26.26_r2",
        "nsolo.36_0_0x35.1.0x36.3.0x70.2_139.139",
        "nsolo.12_m5.33.x40",
        "ayoayo_m3.9.1.pass.4",
        "nsolo_0_1x32_14.14_end-both-stuck",
    ];
    let alphabet: Vec<char> = "0123456789_.,x*XoOlLrRmM-= endpasyonlbtiz\u{e9}\u{1F600}\t\n"
        .chars()
        .collect();
    for _ in 0..20_000 {
        // Random strings.
        let len = rng.below(40);
        let s: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        exercise(&s);
        // Mutated valid strings: replace, insert or delete a few characters.
        let mut chars: Vec<char> = seeds[rng.below(seeds.len())].chars().collect();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(chars.len() + 1);
            match rng.below(3) {
                0 if i < chars.len() => chars[i] = alphabet[rng.below(alphabet.len())],
                1 => chars.insert(i, alphabet[rng.below(alphabet.len())]),
                _ if i < chars.len() => {
                    chars.remove(i);
                }
                _ => {}
            }
        }
        exercise(&chars.into_iter().collect::<String>());
    }
    // Raw bytes, read leniently as UTF-8.
    for _ in 0..5_000 {
        let bytes: Vec<u8> = (0..rng.below(30)).map(|_| rng.next_u64() as u8).collect();
        exercise(&String::from_utf8_lossy(&bytes));
    }
}
