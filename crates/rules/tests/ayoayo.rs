//! Ayoayo: one scenario per rule of `docs/spec/rules.md` §3, each asserting the whole position
//! after the move.
//!
//! ```text
//!        [11][10][ 9][ 8][ 7][ 6]       <- player 1's row
//!   [S1]                          [S0]
//!        [ 0][ 1][ 2][ 3][ 4][ 5]       <- player 0's row
//! ```
//!
//! Sowing: `next(i) = (i + 1) mod 12` (counterclockwise); hole `i` faces `11 − i`.
//! Diagrams below use that layout: top row 11 … 6, bottom row 0 … 5.

mod common;
use common::*;
use mancala_rules::{
    Config, EndReason, Event, Game, GameId, PlayError, Position, Record, Remainder, Rules,
};

fn laps(p: &Position, m: &str) -> (Position, Vec<Event>) {
    let mut q = *p;
    let mut events = Vec::new();
    q.play_observed(mv(m), &mut events).unwrap();
    (q, events)
}

fn lifts(events: &[Event]) -> Vec<(u8, u16)> {
    events
        .iter()
        .filter_map(|e| {
            if let Event::Lift { hole, count, .. } = e {
                Some((*hole, *count))
            } else {
                None
            }
        })
        .collect()
}

#[test]
fn start_position() {
    let p = Position::new(Config::new(GameId::Ayoayo));
    check(&p, &[4; 12], [0, 0], 0, 0, ON);
    assert_eq!(legal(&p), ["0", "1", "2", "3", "4", "5"]);
    assert!(!p.must_feed());
}

/// From the start, player 0 sows 2: 3 4 5 6; hole 6 was occupied → relay from 6 (5 seeds:
/// 7 … 11) → from 11 (5: 0 … 4) → from 4 (6: 5 … 10) → from 10 (6: 11, 0 … 4); hole 4 was
/// emptied by its own lift, so the move ends there, on player 0's row, facing 7 (6 seeds):
/// 6 + 1 go to his store.
/// ```text
///    4  4  4  4  4  4             1  .  6  6  .  1
///    4  4  4  4  4  4    -> 2 ->  6  6  2  7  .  6     S 7.0
/// ```
#[test]
fn relay_sowing_counterclockwise_then_capture() {
    let (q, events) = laps(&Position::new(Config::new(GameId::Ayoayo)), "2");
    assert_eq!(lifts(&events), [(2, 4), (6, 5), (11, 5), (4, 6), (10, 6)]);
    check(&q, &[6, 6, 2, 7, 0, 6, 1, 0, 6, 6, 0, 1], [7, 0], 1, 0, ON);
}

/// Twelve seeds from hole 0: the first lap sows 1 … 11 and skips its own hole 0, so the
/// twelfth seed falls in 1 (now 2). Relays of 2 follow from 1, 3, 5, 7, 9, 11; the lap from
/// 11 sows into 0 (the first lap's start hole: only a lap's own hole is skipped) and ends in
/// 1, emptied by its own lift: it faces 10 (2 seeds), 2 + 1 captured. Player 1's row was
/// empty, and the move feeds it.
/// ```text
///    .  .  .  .  .  .              .  .  .  2  .  2
///   12  .  .  .  .  .   -> 0 ->    1  .  2  .  2  .     S 21.18
/// ```
#[test]
fn each_lap_skips_only_its_own_start_hole() {
    let p = pos("ayoayo_0_12.0x11_18.18");
    let (q, events) = laps(&p, "0");
    assert_eq!(
        lifts(&events),
        [(0, 12), (1, 2), (3, 2), (5, 2), (7, 2), (9, 2), (11, 2)]
    );
    let skips: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Skip { .. }))
        .collect();
    assert_eq!(skips, [&Event::Skip { hole: 0 }]);
    check(
        &q,
        &[1, 0, 2, 0, 2, 0, 2, 0, 2, 0, 0, 0],
        [21, 18],
        1,
        0,
        ON,
    );
}

/// Player 0 sows 2 (1 seed) into the empty hole 3; the opposite hole 8 holds 3: those and the
/// capturing seed go to his store.
/// ```text
///    .  .  .  3  .  2               .  .  .  .  .  2
///    1  .  1  .  .  .   -> 2 ->     1  .  .  .  .  .     S 24.21
/// ```
#[test]
fn capture_takes_the_opposite_seeds_and_the_capturing_seed() {
    let q = after(&pos("ayoayo_0_1.0.1.0.0.0.2.0.3.0.0.0_20.21"), "2");
    check(
        &q,
        &[1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0],
        [24, 21],
        1,
        0,
        ON,
    );
}

/// The same move with the opposite hole empty: nothing is captured, the seed stays.
#[test]
fn no_capture_when_the_opposite_hole_is_empty() {
    let q = after(&pos("ayoayo_0_1.0.1.0.0.0.2.0.0.3.0.0_20.21"), "2");
    check(
        &q,
        &[1, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0],
        [20, 21],
        1,
        0,
        ON,
    );
}

/// Player 0 sows 4 (2 seeds): 5, then 6 (empty) on player 1's row: no capture, although
/// the opposite hole 5 holds a seed.
/// ```text
///    .  .  .  .  3  .               .  .  .  .  3  1
///    1  .  .  .  2  .   -> 4 ->     1  .  .  .  .  1
/// ```
#[test]
fn no_capture_on_the_opponents_row() {
    let q = after(&pos("ayoayo_0_1.0.0.0.2.0.0.3.0.0.0.0_21.21"), "4");
    check(
        &q,
        &[1, 0, 0, 0, 0, 1, 1, 3, 0, 0, 0, 0],
        [21, 21],
        1,
        0,
        ON,
    );
}

/// Player 1's row is empty: player 0 must feed him, judged after the whole move. Hole 0
/// (1 seed) lands in 1 — not on player 1's row — but relays from 1 and then from 3 reach
/// 6 and 7: legal. Hole 1 (1 seed) ends in the empty hole 2 and feeds nobody: illegal.
/// ```text
///    .  .  .  .  .  .              .  .  .  .  1  1
///    1  1  .  3  .  .   -> 0 ->    .  .  1  .  1  1
/// ```
#[test]
fn feeding_is_compulsory_and_judged_after_the_whole_move() {
    let p = pos("ayoayo_0_1.1.0.3.0x8_22.21_l1");
    assert!(
        p.must_feed(),
        "player 1's row is empty: player 0 must feed him"
    );
    assert_eq!(legal(&p), ["0", "3"]);
    refused(&p, "1", PlayError::MustFeed);
    let q = after(&p, "0");
    check(
        &q,
        &[0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0],
        [22, 21],
        1,
        0,
        ON,
    );
    assert!(!q.must_feed(), "player 0's row has seeds");
}

/// Player 0 has no seed; player 1 can move (and must feed him): player 0 passes. Player 1's
/// hole 6 would not feed, 11 does.
/// ```text
///    1  .  .  .  .  2
///    .  .  .  .  .  .      player 0 to move
/// ```
#[test]
fn a_player_without_seeds_passes_and_must_then_be_fed() {
    let p = pos("ayoayo_0_0x6.2.0.0.0.0.1_22.23_l1");
    assert!(
        !p.must_feed(),
        "the player to move has no seeds, his opponent has"
    );
    assert_eq!(legal(&p), ["pass"]);
    refused(&p, "0", PlayError::TooFewSeeds { needs: 1 });
    refused(&p, "6", PlayError::NotYourHole);
    let q = after(&p, "pass");
    check(
        &q,
        &[0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1],
        [22, 23],
        1,
        0,
        ON,
    );
    assert!(q.must_feed());
    assert_eq!(legal(&q), ["11"]);
    refused(&q, "6", PlayError::MustFeed);
    let r = after(&q, "11");
    check(
        &r,
        &[1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0],
        [22, 23],
        0,
        0,
        ON,
    );
}

/// Player 1 sows his last seed (11 → 0). Player 0 must now feed him, but neither 0 → 1
/// nor 3 → 4 reaches player 1's row: the game ends at once. By default the 2 seeds left go
/// to the last sower, player 1: 23–25.
/// ```text
///    1  .  .  .  .  .              .  .  .  .  .  .
///    .  .  .  1  .  .   -> 11 ->   1  .  .  1  .  .   -> end
/// ```
#[test]
fn game_ends_when_no_move_can_feed_and_the_last_sower_takes_the_rest() {
    let q = after(&pos("ayoayo_1_0.0.0.1.0x7.1_23.23_l0"), "11");
    check(
        &q,
        &[0; 12],
        [23, 25],
        0,
        0,
        over(Some(1), EndReason::CannotFeed),
    );
    assert!(!q.must_feed(), "the game is over");
}

/// The same under `remainder=row-owner`: player 0 keeps the seeds on his row: 25–23.
#[test]
fn row_owner_option_gives_each_row_to_its_owner() {
    let p = pos("ayoayo.row-owner_1_0.0.0.1.0x7.1_23.23_l0");
    assert_eq!(
        p.config(),
        Config::Ayoayo {
            remainder: Remainder::RowOwner
        }
    );
    let q = after(&p, "11");
    check(
        &q,
        &[0; 12],
        [25, 23],
        0,
        0,
        over(Some(0), EndReason::CannotFeed),
    );
}

/// Player 0's capture empties player 1's row (1 → hole 1 takes the 3 facing it in hole 10,
/// and the capturing seed), and his one seed left (hole 2) cannot reach player 1: the game
/// ends for want of feeding, said as such (not that nobody can move: a seed is on the board).
/// The last sower takes it: 25–23.
/// ```text
///    .  3  .  .  .  .                      .  .  .  .  .  .
///    1  .  1  .  .  .   S 20.23   -> 0 ->  empty board, S 25.23
/// ```
#[test]
fn game_ends_when_the_movers_capture_empties_a_row_he_cannot_feed() {
    let q = after(&pos("ayoayo_0_1.0.1.0x7.3.0_20.23"), "0");
    check(
        &q,
        &[0; 12],
        [25, 23],
        1,
        0,
        over(Some(0), EndReason::MoverCannotFeed),
    );
}

/// Player 0 captures the last seeds on the board (1 → hole 1, facing 10): no one can move,
/// the game ends, 24–24 is a draw.
/// ```text
///    .  1  .  .  .  .
///    1  .  .  .  .  .   S 22.24   -> 0 ->  empty board, S 24.24
/// ```
#[test]
fn game_ends_when_no_one_can_move_and_24_24_is_a_draw() {
    let q = after(&pos("ayoayo_0_1.0x9.1.0_22.24_l1"), "0");
    check(&q, &[0; 12], [24, 24], 1, 0, over(None, EndReason::NoMoves));
}

/// A seeded random game whose position (holes, stores, side to move) came round a third
/// time: the game ends then, not before, each player taking the seeds on his own row (even
/// under the default remainder rule).
#[test]
fn repetition_safeguard_on_the_third_occurrence_gives_rows_to_their_owners() {
    let record: Record =
        "ayoayo_m5.7.5.10.2.6.4.7.4.11.3.11.5.9.4.8.0.9.0.6.2.10.5.6.3.11.0.8.4.10.2.6.0.8.4.10.2.6".parse().unwrap();
    let game = Game::from_record(&record).unwrap();
    // Replay without `Game` (no repetition rule) and count occurrences.
    let mut p = record.start;
    let mut seen = vec![(p.holes().to_vec(), p.stores(), p.to_move())];
    for (i, &m) in record.moves.iter().enumerate() {
        assert!(game.position_at(i).unwrap().outcome().is_none());
        p.play(m).unwrap();
        let key = (p.holes().to_vec(), p.stores(), p.to_move());
        let count = seen.iter().filter(|k| **k == key).count() + 1;
        assert_eq!(
            count >= 3,
            i + 1 == record.moves.len(),
            "occurrence {count} after move {}",
            i + 1
        );
        seen.push(key);
    }
    assert!(p.outcome().is_none());
    let rows = [
        p.holes()[..6].iter().sum::<u16>(),
        p.holes()[6..].iter().sum::<u16>(),
    ];
    let stores = [p.stores()[0] + rows[0], p.stores()[1] + rows[1]];
    let end = game.position();
    let winner = match stores[0].cmp(&stores[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    };
    check(
        end,
        &[0; 12],
        stores,
        p.to_move().index(),
        0,
        over(winner, EndReason::Repetition),
    );
}

/// Found by a random search: player 1's hole 11 would relay forever. It is not a legal
/// move, and `play` refuses it.
#[test]
fn a_sowing_that_never_ends_is_illegal() {
    let p = pos("ayoayo_1_2.1.0.2.1.0.1.0.10.0.1.2_24.4_l0");
    assert_eq!(legal(&p), ["6", "8", "10"]);
    refused(&p, "11", PlayError::NeverEnds);
}

/// A long but finite relay (found by a random search): 1043 laps, then the move ends in
/// the empty hole 8 on player 1's row and captures 3 + 1. Legal, and played to the end
/// (the reference model in `tests/reference` counts the same laps and the same board).
#[test]
fn a_long_finite_relay_is_legal() {
    let p = pos("ayoayo_1_5.0.1.0.5.0.1.0.1.3.1.2_15.14_l0");
    assert_eq!(legal(&p), ["6", "8", "9", "10", "11"]);
    let (q, events) = laps(&p, "9");
    assert_eq!(lifts(&events).len(), 1043);
    check(
        &q,
        &[0, 3, 0, 0, 0, 3, 0, 3, 0, 3, 0, 3],
        [15, 18],
        0,
        0,
        ON,
    );
    assert_eq!(legal(&q), ["1", "5"]);
}
