//! Nsolo: one scenario per rule of `docs/spec/rules.md` §2, each asserting the whole position
//! after the move.
//!
//! Global indices on 4×8 (each player sows round his own two rows, counterclockwise:
//! player 0 along his outer row 0 → 7, then his inner row 8 → 15, then back to 0):
//!
//! ```text
//!   player 1  outer: [23][22][21][20][19][18][17][16]
//!             inner: [24][25][26][27][28][29][30][31]
//!   player 0  inner: [15][14][13][12][11][10][ 9][ 8]
//!             outer: [ 0][ 1][ 2][ 3][ 4][ 5][ 6][ 7]
//! ```
//!
//! Inner hole `h` faces inner hole `5N − 1 − h` (on 4×8: 8 ↔ 31, 9 ↔ 30, …, 15 ↔ 24).
//! Diagrams below use that layout; `.` is an empty hole.

mod common;
use common::*;
use mancala_rules::{
    Config, EndReason, Event, Game, GameId, Nsolo, PlayError, Position, Record, Rules,
};

/// The 32 holes of a 4×8 board: empty except the listed ones.
fn board(stones: &[(usize, u16)]) -> Vec<u16> {
    let mut b = vec![0u16; 32];
    for &(h, n) in stones {
        b[h] = n;
    }
    b
}

/// A 4×8 position in the notation, from its stones.
fn n8(side: usize, stones: &[(usize, u16)], stores: [u16; 2], extra: &str) -> Position {
    let holes: Vec<String> = board(stones).iter().map(|h| h.to_string()).collect();
    pos(&format!(
        "nsolo_{side}_{}_{}.{}{extra}",
        holes.join("."),
        stores[0],
        stores[1]
    ))
}

#[test]
fn start_position_on_4x8() {
    let p = Position::new(Config::new(GameId::Nsolo));
    let mut holes = vec![2u16; 32];
    holes[8] = 0; // player 0's circuit position N: the first inner hole his sowing enters
    holes[24] = 0; // player 1's (global 2N + N)
    check(&p, &holes, [0, 0], 0, 0, ON);
    assert_eq!(p.config().total_seeds(), 60);
    let expected: Vec<String> = (0..16).filter(|&h| h != 8).map(|h| h.to_string()).collect();
    assert_eq!(legal(&p), expected);
    assert_eq!(p.to_string(), "nsolo_0_2x8.0.2x15.0.2x7_0.0");
}

#[test]
fn start_position_on_4x36() {
    let p = Position::new(Config::new(GameId::Nsolo).with_size(36).unwrap());
    let mut holes = vec![2u16; 144];
    holes[36] = 0;
    holes[108] = 0;
    check(&p, &holes, [0, 0], 0, 0, ON);
    assert_eq!(p.config().total_seeds(), 284);
    assert_eq!(p.legal_moves().len(), 71);
    for h in 0..144 {
        assert_eq!(p.owner(h).index(), usize::from(h >= 72), "owner of {h}");
    }
}

#[test]
fn facing_inner_holes() {
    let n8 = Nsolo::new(8).unwrap();
    let pairs: Vec<(usize, usize)> = (8..16).map(|h| (h, n8.facing(h))).collect();
    assert_eq!(
        pairs,
        [
            (8, 31),
            (9, 30),
            (10, 29),
            (11, 28),
            (12, 27),
            (13, 26),
            (14, 25),
            (15, 24)
        ]
    );
    for h in 24..32 {
        assert_eq!(n8.facing(n8.facing(h)), h);
    }
    let n36 = Nsolo::new(36).unwrap();
    assert_eq!(n36.facing(36), 143);
    assert_eq!(n36.facing(71), 108);
    assert_eq!(n36.facing(108), 71);
    assert!(Nsolo::new(7).is_none() && Nsolo::new(37).is_none());
}

/// On 4×36, player 0's single stone at 35 (the end of his outer row) enters 36, the first
/// hole of his inner row, which faces 5·36 − 1 − 36 = 143 (player 1's last circuit hole):
/// its 2 stones are captured, and 2 more are owed from player 1's 3 at hole 72.
#[test]
fn capture_through_the_facing_hole_on_4x36() {
    let p = pos("nsolo.36_0_0x35.1.0x36.3.0x70.2_139.139");
    assert_eq!(legal(&p), ["35"]);
    let q = after(&p, "35");
    let mut holes = vec![0u16; 144];
    holes[36] = 1;
    holes[72] = 3;
    check(&q, &holes, [141, 139], 0, 2, ON);
    assert_eq!(legal(&q), ["x72"]);
}

/// Player 0 sows hole 0 (2 stones): 1 gets one, 2 gets its second → relay: lift 2 from
/// hole 2 → 3, 4 (now 2) → relay: 5, 6: hole 6 was empty, the move ends (outer row: no
/// capture).
/// ```text
///   .  .  .  .  .  .  2  2            .  .  .  .  .  .  2  2
///   .  .  .  .  .  .  .  .     ->     .  .  .  .  .  .  .  .
///   .  .  .  .  .  .  .  .            .  .  .  .  .  .  .  .
///   2  .  1  .  1  .  .  .            .  1  .  1  .  1  1  .
/// ```
#[test]
fn relay_lifts_the_occupied_landing_hole() {
    let p = n8(0, &[(0, 2), (2, 1), (4, 1), (16, 2), (17, 2)], [26, 26], "");
    assert_eq!(legal(&p), ["0"]);
    refused(&p, "2", PlayError::SingletonNotAllowed);
    refused(&p, "1", PlayError::TooFewSeeds { needs: 1 });
    refused(&p, "16", PlayError::NotYourHole);
    refused(&p, "32", PlayError::NoSuchHole);
    let mut events = Vec::new();
    let mut q = p;
    q.play_observed(mv("0"), &mut events).unwrap();
    let laps: Vec<u8> = events
        .iter()
        .filter_map(|e| {
            if let Event::Lift { hole, .. } = e {
                Some(*hole)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(laps, [0, 2, 4]);
    check(
        &q,
        &board(&[(1, 1), (3, 1), (5, 1), (6, 1), (16, 2), (17, 2)]),
        [26, 26],
        1,
        0,
        ON,
    );
}

/// No hole of two: a single stone may move, but only into an empty hole (1 → 2, 3 → 4;
/// not 0 → 1 nor 15 → 0).
/// ```text
///   1  .  .  .  .  .  .  .   (15 … 8)         1  .  .  .  .  .  .  .
///   1  1  .  1  .  .  .  .   (0 … 7)   ->     1  .  1  1  .  .  .  .
/// ```
#[test]
fn singletons_move_only_without_a_hole_of_two_and_only_into_an_empty_hole() {
    let p = n8(
        0,
        &[(0, 1), (1, 1), (3, 1), (15, 1), (16, 2), (17, 2)],
        [26, 26],
        "",
    );
    assert_eq!(legal(&p), ["1", "3"]);
    refused(&p, "0", PlayError::SingletonNotAllowed);
    refused(&p, "15", PlayError::SingletonNotAllowed);
    let q = after(&p, "1");
    check(
        &q,
        &board(&[(0, 1), (2, 1), (3, 1), (15, 1), (16, 2), (17, 2)]),
        [26, 26],
        1,
        0,
        ON,
    );
}

/// Player 0's single stone 7 → 8 (his first inner hole, empty): the facing hole 31 holds 3,
/// all captured; player 1 has 4 left, so min(3, 4) = 3 removals are owed, played one stone
/// at a time (`x16`, `x16`, `x17`), and the turn passes after the last.
/// ```text
///   .  .  .  .  .  .  2  2         .  .  .  .  .  .  1  .     (after the removals)
///   .  .  .  .  .  .  .  3    ->   .  .  .  .  .  .  .  .
///   .  .  .  .  .  .  .  .         .  .  .  .  .  .  .  1
///   .  .  .  .  .  .  .  1         .  .  .  .  .  .  .  .
/// ```
#[test]
fn front_capture_with_a_singleton_then_bonus_removals_one_per_move() {
    let p = n8(0, &[(7, 1), (16, 2), (17, 2), (31, 3)], [26, 26], "");
    let q = after(&p, "7");
    check(&q, &board(&[(8, 1), (16, 2), (17, 2)]), [29, 26], 0, 3, ON);
    assert_eq!(legal(&q), ["x16", "x17"]);
    refused(&q, "8", PlayError::RemovalsPending);
    refused(&q, "pass", PlayError::RemovalsPending);
    refused(&q, "x8", PlayError::NotAnOpponentStone);
    refused(&q, "x18", PlayError::TooFewSeeds { needs: 1 }); // the opponent's, but empty
    let q = after(&q, "x16");
    check(&q, &board(&[(8, 1), (16, 1), (17, 2)]), [30, 26], 0, 2, ON);
    let q = after(&q, "x16");
    check(&q, &board(&[(8, 1), (17, 2)]), [31, 26], 0, 1, ON);
    assert_eq!(legal(&q), ["x17"]);
    let q = after(&q, "x17");
    check(&q, &board(&[(8, 1), (17, 1)]), [32, 26], 1, 0, ON);
    assert_eq!(legal(&q), ["17"]);
    refused(&q, "x17", PlayError::NoRemovalOwed);
}

/// A move ending in an empty hole of the outer row captures nothing, even with the
/// opponent's inner row full.
/// ```text
///   .  .  .  .  .  .  .  .          .  .  .  .  .  .  .  .
///   1  1  1  1  1  1  1  1    ->    1  1  1  1  1  1  1  1
///   .  .  .  .  .  .  .  .          .  .  .  .  .  .  .  .
///   .  .  .  .  .  2  .  .          .  .  .  .  .  .  1  1
/// ```
#[test]
fn no_capture_from_the_outer_row() {
    let p = n8(
        0,
        &[
            (5, 2),
            (24, 1),
            (25, 1),
            (26, 1),
            (27, 1),
            (28, 1),
            (29, 1),
            (30, 1),
            (31, 1),
        ],
        [25, 25],
        "",
    );
    let q = after(&p, "5");
    let p1: Vec<(usize, u16)> = (24..32).map(|h| (h, 1)).collect();
    let mut stones = vec![(6, 1), (7, 1)];
    stones.extend(&p1);
    check(&q, &board(&stones), [25, 25], 1, 0, ON);
    assert_eq!(legal(&q), ["31"]);
}

/// A move ending in an empty inner hole (9) whose facing hole (30) is empty captures
/// nothing.
#[test]
fn no_capture_when_the_facing_hole_is_empty() {
    let q = after(&n8(0, &[(7, 2), (16, 2), (17, 2)], [27, 27], ""), "7");
    check(
        &q,
        &board(&[(8, 1), (9, 1), (16, 2), (17, 2)]),
        [27, 27],
        1,
        0,
        ON,
    );
}

/// Player 0 sows 7 (2 stones) → 8, 9; hole 9 faces 30: its 2 stones are captured, but the
/// 3 stones behind it in player 1's outer row (hole 17) stay. Bonus min(2, 4 left) = 2.
/// ```text
///   .  .  .  .  .  .  3  1          .  .  .  .  .  .  3  1
///   .  .  .  .  .  .  2  .    ->    .  .  .  .  .  .  .  .
///   .  .  .  .  .  .  .  .          .  .  .  .  .  .  1  1
///   .  .  .  .  .  .  .  2          .  .  .  .  .  .  .  .     S 28.26, 2 owed
/// ```
#[test]
fn capture_takes_only_the_facing_inner_hole_not_the_outer_one_behind_it() {
    let q = after(
        &n8(0, &[(7, 2), (16, 1), (17, 3), (30, 2)], [26, 26], ""),
        "7",
    );
    check(
        &q,
        &board(&[(8, 1), (9, 1), (16, 1), (17, 3)]),
        [28, 26],
        0,
        2,
        ON,
    );
    assert_eq!(legal(&q), ["x16", "x17"]);
}

/// Captured 4 but player 1 has only 2 more stones: 2 removals are owed; after them player 1
/// has no stones and player 0 wins.
#[test]
fn bonus_is_capped_by_the_stones_left_and_taking_the_last_one_wins() {
    let q = after(&n8(0, &[(7, 2), (16, 2), (30, 4)], [26, 26], ""), "7");
    check(&q, &board(&[(8, 1), (9, 1), (16, 2)]), [30, 26], 0, 2, ON);
    let q = after(&q, "x16");
    check(&q, &board(&[(8, 1), (9, 1), (16, 1)]), [31, 26], 0, 1, ON);
    let q = after(&q, "x16");
    check(
        &q,
        &board(&[(8, 1), (9, 1)]),
        [32, 26],
        1,
        0,
        over(Some(0), EndReason::NoStonesLeft),
    );
    refused(&q, "16", PlayError::GameOver);
}

/// Capturing the opponent's last stones: nothing is left to remove, the mover wins at once.
#[test]
fn capturing_the_last_stones_wins_at_once() {
    let q = after(&n8(0, &[(7, 2), (30, 4)], [27, 27], ""), "7");
    check(
        &q,
        &board(&[(8, 1), (9, 1)]),
        [31, 27],
        1,
        0,
        over(Some(0), EndReason::NoStonesLeft),
    );
}

/// Player 0 has a stone in each of his 16 holes: no hole of two, and no single stone has an
/// empty hole ahead. He passes; player 1 moves.
#[test]
fn a_player_with_stones_but_no_move_passes() {
    let mut stones: Vec<(usize, u16)> = (0..16).map(|h| (h, 1)).collect();
    stones.extend([(16, 2), (17, 2)]);
    let p = n8(0, &stones, [20, 20], "");
    assert_eq!(legal(&p), ["pass"]);
    refused(&p, "0", PlayError::SingletonNotAllowed);
    let q = after(&p, "pass");
    check(&q, &board(&stones), [20, 20], 1, 0, ON);
    assert_eq!(legal(&q), ["16", "17"]);
    refused(&q, "pass", PlayError::PassNotAllowed);
}

/// Both players have a stone in every hole: neither can move, the game is drawn.
#[test]
fn both_players_stuck_is_a_draw() {
    let p = pos("nsolo_0_1x32_14.14");
    check(
        &p,
        &[1; 32],
        [14, 14],
        0,
        0,
        over(None, EndReason::BothStuck),
    );
}

/// A random game (seeded) that came back to a position: drawn on the second occurrence,
/// not before. The turn-boundary positions are recomputed here move by move without
/// `Game`, and the first one that repeats must be the last one.
#[test]
fn repetition_draw_on_the_second_occurrence() {
    let record: Record = "nsolo_m7.17.13.x30.x21.x17.23.11.x29.x20.16.x13.0.x19.17.14.x27.27.x12.x0.x11.x8.x10.7.x23.22.x6.1.24.3.x31.30.5.23.x6.x6.7.x19.31.10.20.12.21.1.22.8.29.1.30.4.19.6.31.8.23.x9.1.20.4.21.1.22.4.29.1.30.4.23.1.19.4.20.1.31"
        .parse()
        .unwrap();
    let game = Game::from_record(&record).unwrap();
    let end = game.position();
    assert_eq!(end.outcome(), over(None, EndReason::Repetition));
    let mut p = record.start;
    let mut boundaries = vec![(p.holes().to_vec(), p.to_move())];
    for (i, &m) in record.moves.iter().enumerate() {
        assert!(
            game.position_at(i).unwrap().outcome().is_none(),
            "over before move {}",
            i + 1
        );
        p.play(m).unwrap();
        if p.pending_removals() == 0 {
            let key = (p.holes().to_vec(), p.to_move());
            let seen = boundaries.contains(&key);
            assert_eq!(
                seen,
                i + 1 == record.moves.len(),
                "repeat after move {}",
                i + 1
            );
            boundaries.push(key);
        }
    }
    // The drawn position keeps its board.
    assert_eq!(end.holes(), p.holes());
    assert_eq!(end.stores(), p.stores());
}

/// Found by a random search: player 0's hole 0 would relay forever (the lap-start states
/// come round). It is not a legal move, and `play` refuses it.
#[test]
fn a_sowing_that_never_ends_is_illegal() {
    let p = pos("nsolo_0_3.1.0.4.1.0.1.2.3.0.1.0.5.0.1.4.3.0.0.1.2.0.2.2.3.1.0.1.4.3.1.3_4.4");
    assert!(!p.legal_moves().contains(&mv("0")));
    assert_eq!(legal(&p), ["3", "7", "8", "12", "15"]);
    refused(&p, "0", PlayError::NeverEnds);
}
