//! The position hash: one 64-bit key, the same on every platform (the engine's
//! transposition table and [`Game`]'s repetition check both use it).
//!
//! It is computed explicitly, four holes per 64-bit word, rather than through the derived
//! `Hash`: that one writes `usize` lengths and discriminants, which differ between 32- and
//! 64-bit targets (native and wasm searches must walk identical trees), and runs over
//! Nsolo's whole 144-hole array. Two different positions may share a key (rarely): a key
//! is a filter before an exact comparison, or a table index.
//!
//! [`Game`]: crate::Game

use crate::position::Position;
use crate::rules::Rules;

impl Position {
    /// A key of every field that decides the position's future: holes, stores, side to
    /// move, removals owed, Adji-Boto's opening and Ayoayo's last sower.
    #[inline]
    pub fn key(&self) -> u64 {
        // Adji-Boto's opening mask (10 bits) + 1, or Ayoayo's last sower + 1; 0 otherwise.
        let extra = match self {
            Position::AdjiBoto(a) => a.opening().map_or(0, |m| u64::from(m) + 1),
            Position::Ayoayo(a) => a.last_sower().map_or(0, |p| p.index() as u64 + 1),
            Position::Nsolo(_) => 0,
        };
        hash(self, extra)
    }

    /// The same hash of the fields that [`Rules::same_position`] compares (holes, stores,
    /// side to move, removals owed), without the opening and the last sower: positions
    /// the repetition rules call the same have the same repetition key.
    #[inline]
    pub fn repetition_key(&self) -> u64 {
        hash(self, 0)
    }
}

/// One mixing step: rotate, xor a word, multiply (an odd constant).
#[inline(always)]
fn mix(h: u64, w: u64) -> u64 {
    (h.rotate_left(23) ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

#[inline(always)]
fn hash(pos: &Position, extra: u64) -> u64 {
    let holes = pos.holes();
    let mut h = 0x243F_6A88_85A3_08D3 ^ holes.len() as u64;
    let mut words = holes.chunks_exact(4);
    for c in &mut words {
        let w =
            u64::from(c[0]) | u64::from(c[1]) << 16 | u64::from(c[2]) << 32 | u64::from(c[3]) << 48;
        h = mix(h, w);
    }
    let mut last = 0u64;
    for (i, &s) in words.remainder().iter().enumerate() {
        last |= u64::from(s) << (16 * i);
    }
    h = mix(h, last);
    let stores = pos.stores();
    let side = u64::from(stores[0])
        | u64::from(stores[1]) << 16
        | u64::from(pos.pending_removals()) << 32
        | (pos.to_move().index() as u64) << 48
        | extra << 49;
    h = mix(h, side);
    h = (h ^ (h >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    h ^ (h >> 32)
}

#[cfg(test)]
mod tests {
    use crate::{Config, GameId, Move, Position, Rules};

    /// The key is pinned: the engine's transposition table (and so its node counts, the
    /// same natively and in wasm) depends on it. A change here must be on purpose.
    #[test]
    fn the_keys_are_the_same_on_every_platform() {
        let start = |g| Position::new(Config::new(g));
        let mut ayoayo = start(GameId::Ayoayo);
        ayoayo.play(Move::Sow(3)).unwrap();
        let keys = [
            start(GameId::AdjiBoto).key(),
            start(GameId::Ayoayo).key(),
            ayoayo.key(),
            Position::new(Config::nsolo(8).unwrap()).key(),
            Position::new(Config::nsolo(36).unwrap()).key(),
        ];
        let want: [u64; 5] = [
            0x12a7_40e7_881d_6533,
            0x7c77_f559_bda9_621f,
            0x867a_bf9e_1b5b_99a0,
            0x61ef_fff9_8040_6650,
            0x0b37_c227_a7b3_811f,
        ];
        assert_eq!(keys, want);
    }

    /// What the repetition rules compare decides the repetition key; what they ignore (the
    /// opening, the last sower) changes only the full key.
    #[test]
    fn the_repetition_key_leaves_out_what_the_repetition_rules_ignore() {
        let a: Position = "ayoayo_0_4x12_0.0_l1".parse().unwrap();
        let b: Position = "ayoayo_0_4x12_0.0".parse().unwrap();
        assert!(a.same_position(&b));
        assert_eq!(a.repetition_key(), b.repetition_key());
        assert_ne!(a.key(), b.key());
        let c: Position = "ayoayo_1_4x12_0.0".parse().unwrap();
        assert_ne!(b.repetition_key(), c.repetition_key());
    }
}
