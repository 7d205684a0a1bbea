//! Adji-Boto: one scenario per rule of `docs/spec/rules.md` §1, each asserting the whole
//! position after the move.
//!
//! Board and indices (sowing runs counterclockwise = decreasing index, 9 → 8 → … → 0 → 9):
//!
//! ```text
//!           [ store of player 1 ]
//!   [0] [1] [2] [3] [4]      <- player 1's row
//!   [9] [8] [7] [6] [5]      <- player 0's row
//!           [ store of player 0 ]
//! ```
//!
//! Diagrams below show the counts in that layout, stores as `S0`/`S1`.

mod common;
use common::*;
use mancala_rules::{Config, EndReason, Game, GameId, PlayError, Position, Rules};

#[test]
fn start_position() {
    let p = Position::new(Config::new(GameId::AdjiBoto));
    check(&p, &[10; 10], [0, 0], 0, 0, ON);
    assert_eq!(legal(&p), ["5", "6", "7", "8", "9"]);
    assert_eq!(p.to_string(), "adji-boto_0_10x10_0.0_o");
}

/// Start, player 0 plays 7: one seed stays, the other 9 go 6, 5, 4, 3, 2, 1, 0, 9, 8.
/// ```text
///   10 10 10 10 10            11 11 11 11 11
///   10 10 10 10 10   -> 7 ->  11 11  1 11 11
/// ```
#[test]
fn sowing_runs_counterclockwise_by_decreasing_index_and_leaves_one() {
    let p = after(&Position::new(Config::AdjiBoto), "7");
    check(
        &p,
        &[11, 11, 11, 11, 11, 11, 11, 1, 11, 11],
        [0, 0],
        1,
        0,
        ON,
    );
    assert_eq!(p.to_string(), "adji-boto_1_11x7.1.11.11_0.0_o7");
}

/// A hole of 12 lifts 11: they go 4 3 2 1 0 9 8 7 6, then into the origin 5 itself, then 4.
/// The next hole after the last (3) holds 2: no capture.
/// ```text
///    1  1  1  1  1             2  2  2  2  3
///    1  1  1  1 12  S 40.39    2  2  2  2  2   S 40.39
/// ```
#[test]
fn origin_is_not_skipped_when_the_sowing_wraps() {
    let p = after(&pos("adji-boto_0_1.1.1.1.1.12.1.1.1.1_40.39"), "5");
    check(&p, &[2, 2, 2, 2, 3, 2, 2, 2, 2, 2], [40, 39], 1, 0, ON);
}

#[test]
fn pass_is_refused_while_a_move_exists() {
    refused(
        &Position::new(Config::AdjiBoto),
        "pass",
        PlayError::PassNotAllowed,
    );
}

#[test]
fn a_move_needs_two_seeds_in_an_own_hole() {
    let p = pos("adji-boto_0_1.1.1.1.1.12.1.1.1.1_40.39");
    refused(&p, "6", PlayError::TooFewSeeds { needs: 2 });
    refused(&p, "0", PlayError::NotYourHole);
    refused(&p, "10", PlayError::NoSuchHole);
    refused(&p, "x3", PlayError::NoRemovalOwed);
    assert_eq!(legal(&p), ["5"]);
}

/// Opening: each player plays each of his holes once, in any order.
#[test]
fn opening_hole_cannot_be_played_twice() {
    let p = after(&after(&Position::new(Config::AdjiBoto), "7"), "2");
    assert_eq!(legal(&p), ["5", "6", "8", "9"]);
    refused(&p, "7", PlayError::PlayedInOpening);
    let q = after(&p, "9");
    assert_eq!(legal(&q), ["0", "1", "3", "4"]);
    refused(&q, "2", PlayError::PlayedInOpening);
}

/// The tenth move of the opening would capture 1, 3 and 5 (holes 0, 9, 8) if captures were
/// allowed; in the opening it captures nothing. Player 1 plays 0 (10 seeds, his last
/// unplayed hole): 9 go to 9 8 7 6 5 4 3 2 1.
/// ```text
///   10 14 14 14 14   opening: all played but 0      1 15 15 15 15
///    2  4  1 13 14                              ->   3  5  2 14 15
/// ```
#[test]
fn no_capture_in_the_first_ten_moves() {
    let p = pos("adji-boto_1_10.14.14.14.14.14.13.1.4.2_0.0_o1.2.3.4.5.6.7.8.9");
    assert_eq!(legal(&p), ["0"]);
    let q = after(&p, "0");
    check(&q, &[1, 15, 15, 15, 15, 15, 14, 2, 5, 3], [0, 0], 0, 0, ON);
    // The opening is over: every hole of two or more may be played again.
    assert_eq!(legal(&q), ["5", "6", "7", "8", "9"]);
    assert!(matches!(q, Position::AdjiBoto(a) if a.opening().is_none()));
}

/// The same sowing after the opening: the chain takes hole 0 (1 seed, the move's own
/// origin, on the mover's side), 9 (3) and 8 (5) on the other side, and stops at 7 (2).
/// ```text
///   10 14 14 14 14                0 15 15 15 15   S1 = 9
///    2  4  1 13 14   -> 0 ->      0  0  2 14 15
/// ```
#[test]
fn capture_chain_of_one_three_five_on_both_sides_and_the_origin_stops_at_even() {
    let p = after(&pos("adji-boto_1_10.14.14.14.14.14.13.1.4.2_0.0"), "0");
    check(&p, &[0, 15, 15, 15, 15, 15, 14, 2, 0, 0], [0, 9], 0, 0, ON);
}

/// A real game: the opening 9 1 8 4 7 3 6 2 5 0, then move 11 (5: 4 seeds to 4 3 2 1)
/// captures the 3 seeds of hole 0.
#[test]
fn capture_starts_at_move_eleven() {
    let mut p = Position::new(Config::AdjiBoto);
    for m in ["9", "1", "8", "4", "7", "3", "6", "2", "5", "0"] {
        p = after(&p, m);
        assert_eq!(p.stores(), [0, 0]);
    }
    check(&p, &[3, 15, 6, 10, 13, 5, 8, 11, 14, 15], [0, 0], 0, 0, ON);
    let q = after(&p, "5");
    check(&q, &[0, 16, 7, 11, 14, 1, 8, 11, 14, 15], [3, 0], 1, 0, ON);
}

/// Player 0 plays 6 (3 seeds): 5 and 4 get one each; the hole after the last (3) is empty,
/// so the chain stops there although hole 2 holds 3.
/// ```text
///    0  0  3  0  0                 0  0  3  0  1
///    0  0  0  3  0  S 47.47  ->    0  0  0  1  1
/// ```
#[test]
fn an_empty_hole_stops_the_chain() {
    let p = after(&pos("adji-boto_0_0.0.3.0.0.0.3.0.0.0_47.47"), "6");
    check(&p, &[0, 0, 3, 0, 1, 1, 1, 0, 0, 0], [47, 47], 1, 0, ON);
}

/// Player 0 plays 5 (2 seeds): one stays, one falls in 4 (now 3). Every other hole holds
/// 1, 3 or 5: the chain goes all the way round (3 2 1 0 9 8 7 6 5) and stops before 4.
/// ```text
///    5  1  3  5  2                 0  0  0  0  3
///    3  1  5  3  2  S 35.35  ->    0  0  0  0  0   S 62.35
/// ```
#[test]
fn the_chain_never_takes_the_landing_hole() {
    let p = after(&pos("adji-boto_0_5.1.3.5.2.2.3.5.1.3_35.35"), "5");
    check(&p, &[0, 0, 0, 0, 3, 0, 0, 0, 0, 0], [62, 35], 1, 0, ON);
    assert_eq!(legal(&p), ["4"]);
}

/// Player 1 has no hole of two or more; player 0 has: player 1 passes.
/// ```text
///    1  0  1  0  1
///    0  0  0  2  3   S 46.46, player 1 to move
/// ```
#[test]
fn a_player_without_a_move_passes() {
    let p = pos("adji-boto_1_1.0.1.0.1.3.2.0.0.0_46.46");
    assert_eq!(legal(&p), ["pass"]);
    refused(&p, "0", PlayError::TooFewSeeds { needs: 2 });
    // an empty hole is refused as empty ("empty-hole"), as in the other games
    refused(&p, "1", PlayError::TooFewSeeds { needs: 1 });
    assert_eq!(PlayError::TooFewSeeds { needs: 1 }.name(), "empty-hole");
    let q = after(&p, "pass");
    check(&q, &[1, 0, 1, 0, 1, 3, 2, 0, 0, 0], [46, 46], 0, 0, ON);
    assert_eq!(legal(&q), ["5", "6"]);
}

/// Player 0 plays 5: one seed to 4; then nobody has a hole of two: the game ends and each
/// row goes to its owner's store (player 0: holes 5 and 9; player 1: holes 0 and 4).
/// ```text
///    1  0  0  0  0                 1  0  0  0  1
///    1  0  0  0  2  S 60.36  ->    1  0  0  0  1   -> sweep: S 62.38, player 0 wins
/// ```
#[test]
fn game_ends_when_neither_can_move_and_each_row_goes_to_its_owner() {
    let p = after(&pos("adji-boto_0_1.0.0.0.0.2.0.0.0.1_60.36"), "5");
    check(
        &p,
        &[0; 10],
        [62, 38],
        1,
        0,
        over(Some(0), EndReason::NoMoves),
    );
}

/// As above with 48–48 in the stores: 50–50 is a draw.
#[test]
fn fifty_fifty_is_a_draw() {
    let p = after(&pos("adji-boto_0_1.0.0.0.0.2.0.0.0.1_48.48"), "5");
    check(&p, &[0; 10], [50, 50], 1, 0, over(None, EndReason::NoMoves));
    refused(&p, "pass", PlayError::GameOver);
}

/// The safeguard's end (third occurrence of a position): each row to its owner, as at the
/// normal end. No Adji-Boto cycle is known (an exhaustive search of all boards with up to
/// 11 seeds found no cycle of capture-free moves, and 30,000 random games never repeated),
/// so the third occurrence itself is shown through `Game` in Ayoayo, which shares the code;
/// here the end it triggers.
#[test]
fn repetition_safeguard_sweeps_each_row_to_its_owner() {
    let mut p = pos("adji-boto_0_1.0.4.0.0.2.0.3.0.1_45.44");
    p.end_by_repetition();
    check(
        &p,
        &[0; 10],
        [51, 49],
        0,
        0,
        over(Some(0), EndReason::Repetition),
    );
    assert_eq!(p.to_string(), "adji-boto_0_0x10_51.49_end-repetition");
    assert_eq!(p.repetition_limit(), 3);
    // Through `Game`, a finished game is not ended again by the safeguard.
    let mut g = Game::from_position(p);
    assert_eq!(g.play(mv("5")), Err(PlayError::GameOver));
}
