//! A small seeded random generator (SplitMix64). The engine has no randomness of its own:
//! every random choice comes from the seed the caller passes.

use mancala_rules::playout::SplitMix64;

/// SplitMix64 (Steele, Lea and Flood 2014; the rules crate's generator, seeded apart from
/// the playouts'): 64 bits of state, good enough to pick moves.
#[derive(Clone, Debug)]
pub struct Rng(SplitMix64);

impl Rng {
    /// A generator for `seed`; the same seed always gives the same sequence.
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed ^ 0x5DEE_CE66_D1CE_4E5B))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`n > 0`), without modulo bias worth speaking of for small `n`.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Shuffles a slice (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// `e^x` for `x <= 0` (what the softmax needs), without `std`: `x = k·ln 2 + r` with
/// `|r| <= ln 2 / 2`, a Taylor series for `e^r`, then `k` halvings.
pub(crate) fn exp_neg(x: f64) -> f64 {
    if x >= 0.0 {
        return 1.0;
    }
    if x < -700.0 {
        return 0.0;
    }
    const LN2: f64 = core::f64::consts::LN_2;
    let k = (-x / LN2 + 0.5) as i32; // round(-x / ln 2)
    let r = x + f64::from(k) * LN2;
    let mut term = 1.0;
    let mut sum = 1.0;
    for i in 1..14 {
        term *= r / f64::from(i);
        sum += term;
    }
    for _ in 0..k {
        sum *= 0.5;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_matches_known_values() {
        for (x, want) in [
            (0.0, 1.0),
            (-1.0, 0.367_879_441_171_442_3),
            (-10.0, 4.539_992_976_248_485e-5),
        ] {
            let got = exp_neg(x);
            assert!(
                (got - want).abs() <= want * 1e-12,
                "exp({x}) = {got}, want {want}"
            );
        }
    }

    #[test]
    fn below_stays_in_range() {
        let mut r = Rng::new(7);
        for n in 1..50 {
            assert!(r.below(n) < n);
        }
    }
}
