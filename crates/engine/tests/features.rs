//! The candidate evaluation features that `mancala tune` fits (eval::ayoayo_features,
//! eval::nsolo_features), on hand-counted positions.

use mancala_engine::eval::{Eval, ayoayo_features, evaluate, nsolo_features};
use mancala_rules::{Config, Game, GameId, Position, Rules};

fn pos(text: &str) -> Position {
    text.parse().unwrap()
}

#[test]
fn ayoayo_features_count_what_they_say() {
    assert_eq!(
        ayoayo_features(&Position::new(Config::new(GameId::Ayoayo))),
        [0; 9]
    );
    // Player 0 to move: 5.0.4.0.2.3 against 5.2.4.3.0.0 (holes 6-11). Player 1's hole 6
    // sows five seeds to 7..11 and ends in his empty hole 11, opposite hole 0 (5 seeds):
    // a threat of 6. Player 0 has none (every single lap ends in an occupied hole or on
    // the other row).
    let p = pos("ayoayo_0_5.0.4.0.2.3.5.2.4.3.0.0_7.13_l1");
    assert_eq!(ayoayo_features(&p), [0, 0, 1, 1, 2, 2, 0, 6, 0]);
    // The same holes with player 1 to move: the view turns round.
    let q = pos("ayoayo_1_5.0.4.0.2.3.5.2.4.3.0.0_7.13_l0");
    assert_eq!(ayoayo_features(&q), [0, 0, 1, 1, 2, 2, 6, 0, 0]);
    // Ayoayo's evaluation is the store difference alone (all weights 0).
    assert_eq!(evaluate(&p, Eval::Full), -600);
    assert_eq!(evaluate(&p, Eval::Full), evaluate(&p, Eval::Material));
}

#[test]
fn nsolo_features_match_the_evaluation() {
    let start = Position::new(Config::nsolo(8).unwrap());
    assert_eq!(nsolo_features(&start), [0; 6]);
    // The evaluation's two features, weighted 20 and -10, are the first two: checked
    // along a game (each ply plays a legal move chosen by the ply number).
    let mut game = Game::new(Config::nsolo(8).unwrap());
    let mut checked = 0;
    for ply in 0..60 {
        let p = *game.position();
        if p.is_over() {
            break;
        }
        let f = nsolo_features(&p);
        assert_eq!(
            evaluate(&p, Eval::Full) - evaluate(&p, Eval::Material),
            20 * f[0] - 10 * f[1],
            "{p}"
        );
        checked += usize::from(f != [0; 6]);
        let moves = p.legal_moves();
        game.play(moves[(ply * 7) % moves.len()]).unwrap();
    }
    assert!(checked > 10);
}
