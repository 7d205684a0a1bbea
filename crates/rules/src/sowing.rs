//! Relay sowing round a ring of holes, shared by Nsolo and Ayoayo, with exact detection
//! of sowings that never end.

use crate::error::PlayError;
use crate::observer::{Event, Observer};

/// The largest ring sown: an Nsolo circuit on 4×36.
const MAX_RING: usize = 72;

/// The lap at which cycle detection starts. Any lap-start state is as good a start for
/// Brent's algorithm as the first (a cycle reached later is still a cycle), so starting
/// late keeps the check exact.
const FIRST_CHECK: u32 = 8;

/// Relay sowing: lift the seeds of `ring[start]` and sow them one per hole on
/// `next(i) = (i + 1) mod ring.len()`. If the last seed falls into an occupied hole, lift
/// that hole (the seed just dropped included) and sow on; stop when the last seed falls
/// into an empty hole, and return that hole.
///
/// With `skip_origin`, each lap passes over the hole it was lifted from (Ayoayo).
/// `global` maps a ring position to its global hole index (for the events).
///
/// A sowing that never ends is found exactly: the state at the start of a lap (the ring
/// and the hole about to be lifted) determines the rest of the move, so the move never
/// ends exactly when a lap-start state repeats. Brent's cycle detection finds the repeat
/// with one saved state, without a lap cap. On `Err(NeverEnds)` the ring is left in a
/// meaningless state: callers sow on a copy.
pub(crate) fn relay_sow<O: Observer>(
    ring: &mut [u16],
    start: usize,
    skip_origin: bool,
    global: impl Fn(usize) -> u8,
    obs: &mut O,
) -> Result<usize, PlayError> {
    let m = ring.len();
    debug_assert!(m <= MAX_RING && start < m);
    // Brent's saved state; the first is taken at lap `FIRST_CHECK`, so short moves (almost
    // all of them) pay nothing for the check.
    let mut saved = [0u16; MAX_RING];
    let mut saved_pos = usize::MAX;
    let (mut power, mut steps) = (1u32, 0u32);
    let mut pos = start;
    let mut lap = 0u32;
    loop {
        let mut k = ring[pos];
        ring[pos] = 0;
        if O::ACTIVE {
            obs.event(Event::Lift {
                hole: global(pos),
                count: k,
                lap,
            });
        }
        let origin = pos;
        // Whole rounds first: each puts one seed in every hole of the lap's ring.
        let round = if skip_origin { m - 1 } else { m } as u16;
        if !O::ACTIVE && k >= round {
            let rounds = k / round;
            for h in ring.iter_mut() {
                *h += rounds;
            }
            if skip_origin {
                ring[origin] -= rounds;
            }
            k -= rounds * round;
            if k == 0 {
                // The last seed of a whole round lands in the hole before the origin
                // (or in the origin itself when it is not skipped).
                pos = if skip_origin {
                    (origin + m - 1) % m
                } else {
                    origin
                };
            }
        }
        if !O::ACTIVE && k > 0 {
            // Fewer seeds than a round: they fill the next `k` holes (the skipped origin
            // cannot be reached again), in at most two runs.
            let k = usize::from(k);
            let first = (m - 1 - pos).min(k);
            for h in &mut ring[pos + 1..pos + 1 + first] {
                *h += 1;
            }
            for h in &mut ring[..k - first] {
                *h += 1;
            }
            pos += k;
            if pos >= m {
                pos -= m;
            }
        }
        while O::ACTIVE && k > 0 {
            pos = if pos + 1 == m { 0 } else { pos + 1 };
            if skip_origin && pos == origin {
                if O::ACTIVE {
                    obs.event(Event::Skip { hole: global(pos) });
                }
                continue;
            }
            ring[pos] += 1;
            k -= 1;
            if O::ACTIVE {
                obs.event(Event::Sow { hole: global(pos) });
            }
        }
        if ring[pos] == 1 {
            return Ok(pos);
        }
        lap += 1;
        if lap < FIRST_CHECK {
            continue;
        }
        steps += 1;
        if pos == saved_pos && ring == &saved[..m] {
            return Err(PlayError::NeverEnds);
        }
        if steps >= power {
            saved[..m].copy_from_slice(ring);
            saved_pos = pos;
            power = power.saturating_mul(2);
            steps = 0;
        }
    }
}
