//! `resign` (docs/spec/interface.md): the player to move resigns in any game, at any point while
//! the game goes on (also while owing Nsolo removals); it is never a legal move, ends the
//! game at once with the opponent winning and the board and stores as they were, is the
//! last move of a record, and is written `end-resign` in the position notation.

use mancala_rules::{
    Config, EndReason, Event, Game, GameId, Move, NotationError, Outcome, PlayError, Player,
    Position, Record, Rules, SetupError,
};

fn record(s: &str) -> Record {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn game(s: &str) -> Game {
    Game::from_record(&record(s)).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Resigns in `g` and checks everything the interface fixes about it.
#[track_caller]
fn resign_and_check(g: &mut Game) {
    let before = *g.position();
    let loser = before.to_move();
    assert!(before.outcome().is_none(), "{before}: the game must go on");
    assert!(!before.legal_moves().contains(&Move::Resign));
    assert!(!before.is_legal(Move::Resign));
    let mut events = Vec::new();
    g.play_observed(Move::Resign, &mut events)
        .unwrap_or_else(|e| panic!("resign in {before}: {e}"));
    let after = *g.position();
    let outcome = Outcome {
        winner: Some(loser.other()),
        reason: EndReason::Resign,
    };
    assert_eq!(after.outcome(), Some(outcome));
    assert_eq!(
        events,
        vec![Event::End { outcome }],
        "only the end is reported"
    );
    assert_eq!(after.holes(), before.holes(), "the board stays as it is");
    assert_eq!(after.stores(), before.stores(), "no end-of-game collection");
    assert_eq!(
        after.to_move(),
        loser,
        "to_move: the player who would have moved"
    );
    assert_eq!(
        after.pending_removals(),
        0,
        "nothing is owed once the game is over"
    );
    assert!(after.legal_moves().is_empty());
    assert_eq!(g.moves().last(), Some(&Move::Resign));
    assert!(after.outcome().unwrap().reason.as_str().contains("resign"));
    assert!(
        after
            .outcome()
            .unwrap()
            .reason
            .describe()
            .contains("resign")
    );
}

#[test]
fn either_player_resigns_in_every_game_and_the_opponent_wins() {
    for start in [
        "adji-boto",
        "nsolo",
        "nsolo.36",
        "ayoayo",
        "ayoayo.row-owner",
    ] {
        // Player 0 at the start.
        let mut g = game(start);
        resign_and_check(&mut g);
        assert_eq!(g.position().outcome().unwrap().winner, Some(Player::One));
        // Player 1, once it is his turn.
        let mut g = Game::new(g.start().config());
        while g.to_move() == Player::Zero {
            let first = g.position().legal_moves()[0];
            g.play(first).unwrap();
        }
        resign_and_check(&mut g);
        assert_eq!(g.position().outcome().unwrap().winner, Some(Player::Zero));
    }
}

#[test]
fn resign_in_the_middle_of_a_game_keeps_board_and_stores() {
    // Ayoayo after captures and with the last sower known; Adji-Boto after its opening;
    // Nsolo after a capture.
    for rec in [
        "ayoayo_m5.7.5.10",
        "adji-boto_m5.0.6.1.7.2.8.3.9.4.5",
        "nsolo_m7.17.13.x30.x21.x17",
    ] {
        let mut g = game(rec);
        resign_and_check(&mut g);
    }
}

#[test]
fn nsolo_player_may_resign_while_owing_removals() {
    let mut g = game("nsolo_m7.17.13");
    assert_eq!(g.position().pending_removals(), 3);
    let stones = g.position().stores();
    resign_and_check(&mut g);
    assert_eq!(g.position().stores(), stones);
    assert_eq!(
        g.position().outcome().unwrap().winner,
        Some(Player::One),
        "player 0 owed the removals and resigned"
    );
}

#[test]
fn resign_is_refused_after_the_game_ended() {
    // Ended by resignation.
    let mut g = game("ayoayo_m2.resign");
    assert_eq!(g.play(Move::Resign), Err(PlayError::GameOver));
    // Ended by the rules.
    let mut p: Position = "ayoayo_0_0x12_23.25_l1_end-cannot-feed".parse().unwrap();
    let before = p;
    assert_eq!(p.play(Move::Resign), Err(PlayError::GameOver));
    assert_eq!(p, before);
    let mut g = Game::from_position(p);
    assert_eq!(g.play(Move::Resign), Err(PlayError::GameOver));
}

#[test]
fn resign_is_the_last_move_of_a_record() {
    for (rec, number) in [
        ("ayoayo_m2.resign.8", 3),
        ("ayoayo_m2.resign.resign", 3),
        ("nsolo_m7.17.13.resign.x30", 5),
        ("adji-boto_mresign.pass", 2),
    ] {
        match Game::from_record(&record(rec)) {
            Err(NotationError::IllegalMove {
                number: n, error, ..
            }) => {
                assert_eq!(n, number, "{rec}");
                assert_eq!(error, PlayError::GameOver, "{rec}");
            }
            other => panic!("{rec}: {other:?}"),
        }
    }
    let e = Game::from_record(&record("ayoayo_m2.resign.8")).unwrap_err();
    assert_eq!(e.to_string(), "move 3 (8) is illegal: the game is over");
}

#[test]
fn records_with_resign_round_trip_and_old_records_stay_valid() {
    for rec in [
        "ayoayo_m2.8.resign",
        "nsolo.12_m9.resign",
        "adji-boto_mresign",
        "ayoayo.row-owner_1_5.5.0.5x3.4.4.0.5x3_0.0_l0_m6.resign",
    ] {
        let r = record(rec);
        assert_eq!(r.moves.last(), Some(&Move::Resign));
        assert_eq!(r.to_string(), rec);
        let g = Game::from_record(&r).unwrap();
        assert_eq!(g.record().to_string(), r.to_string());
        assert_eq!(g.position().outcome().unwrap().reason, EndReason::Resign);
    }
    // Lenient reading: any case.
    assert_eq!(
        record("ayoayo_m2,RESIGN").moves,
        vec![Move::Sow(2), Move::Resign]
    );
    assert_eq!("Resign".parse::<Move>(), Ok(Move::Resign));
    assert_eq!(Move::Resign.to_string(), "resign");
    // Records without resign read and replay as before.
    let g = game("ayoayo_m5.7.5.10");
    assert!(g.position().outcome().is_none());
    assert_eq!(g.record().to_string(), "ayoayo_m5.7.5.10");
}

#[test]
fn undo_and_redo_of_a_resignation() {
    let mut g = game("nsolo_m7.17");
    let before = *g.position();
    g.play(Move::Resign).unwrap();
    assert!(g.undo());
    assert_eq!(*g.position(), before, "undo reopens the game");
    assert!(g.position().outcome().is_none());
    let mut events = Vec::new();
    assert_eq!(g.redo_observed(&mut events), Some(Move::Resign));
    assert_eq!(
        events,
        vec![Event::End {
            outcome: Outcome::resign(Player::Zero)
        }],
        "redo reports the end once"
    );
    assert_eq!(g.position().outcome(), Some(Outcome::resign(Player::Zero)));
    // Undo, then a different move drops the resignation.
    g.undo();
    let m = g.position().legal_moves()[0];
    g.play(m).unwrap();
    assert!(!g.can_redo());
    assert!(g.position().outcome().is_none());
}

#[test]
fn position_notation_marks_a_resignation() {
    let mut g = game("ayoayo_m2.8");
    g.play(Move::Resign).unwrap();
    let text = g.position().to_string();
    assert_eq!(text, "ayoayo_0_1.0.2.10.3.2.4.3.1.10.1.4_7.0_l1_end-resign");
    let p: Position = text.parse().unwrap();
    assert_eq!(p, *g.position());
    assert_eq!(p.outcome(), Some(Outcome::resign(Player::Zero)));
    // Nsolo while owing removals: the owed removals are dropped by the resignation.
    let mut g = game("nsolo_m7.17.13");
    let owing = g.position().to_string();
    assert!(owing.ends_with("_r3"), "{owing}");
    g.play(Move::Resign).unwrap();
    let text = g.position().to_string();
    assert_eq!(text, format!("{}_end-resign", &owing[..owing.len() - 3]));
    assert_eq!(text.parse::<Position>().unwrap(), *g.position());
    assert_eq!(
        format!("{owing}_end-resign").parse::<Position>().unwrap(),
        *g.position()
    );
    // A game the rules have already ended cannot be marked as resigned.
    assert_eq!(
        "ayoayo_0_0x12_23.25_l1_end-resign".parse::<Position>(),
        Err(NotationError::Setup(SetupError::EndDoesNotFit))
    );
}

#[test]
fn the_game_id_does_not_matter_for_resign() {
    for id in GameId::ALL {
        let p = Position::new(Config::new(id));
        let mut q = p;
        q.play(Move::Resign).unwrap();
        assert_eq!(q.holes(), p.holes());
    }
}
