//! Static evaluation: how good a position looks for the player to move, in hundredths of
//! a seed (or stone). Only the rules crate's public accessors are read; nothing here
//! decides what is legal.
//!
//! The features and their weights were chosen by playing matches (`mancala match`, see
//! `docs/engine.md` for the figures):
//!
//! - all games: the store difference (Nsolo: stones on the board, mine minus his, which is
//!   the same thing as captures, plus the bonus removals the player to move still owes);
//! - Adji-Boto: seeds on the own row, which the owner collects at the end;
//! - Ayoayo: nothing more (seeds on the own row and holes of a whole lap did not win
//!   points against the store difference alone, nor did weights fitted by `mancala tune`
//!   to positions scored by deep searches: [`ayoayo_features`], [`AYOAYO_WEIGHTS`]);
//! - Nsolo: mobility (own holes that can be sown) and exposure (own inner stones that face
//!   an occupied opponent inner hole and so could be taken).

use mancala_rules::{Config, Player, Position, Rules};

/// Which evaluation the search uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Eval {
    /// Store (capture) difference only: the baseline the full evaluation is measured
    /// against.
    Material,
    /// Store difference plus the game-specific features (Ayoayo: the same as `Material`).
    #[default]
    Full,
}

impl Eval {
    /// `material` or `full`.
    pub fn as_str(self) -> &'static str {
        match self {
            Eval::Material => "material",
            Eval::Full => "full",
        }
    }

    /// Reads `material` or `full`.
    pub fn parse(s: &str) -> Option<Eval> {
        [Eval::Material, Eval::Full]
            .into_iter()
            .find(|e| e.as_str().eq_ignore_ascii_case(s.trim()))
    }
}

/// One seed (or stone) in evaluation units.
pub const SEED: i32 = 100;

/// Evaluates a position that is not over, from the view of the player to move.
pub fn evaluate(pos: &Position, eval: Eval) -> i32 {
    let me = pos.to_move();
    let them = me.other();
    let stores = pos.stores();
    let store_diff = i32::from(stores[me.index()]) - i32::from(stores[them.index()]);
    match pos.config() {
        Config::Nsolo { size } => nsolo(pos, usize::from(size), me, eval),
        Config::AdjiBoto => {
            let material = store_diff * SEED;
            if eval == Eval::Material {
                return material;
            }
            let (mine, theirs) = rows(pos, me);
            material + (mine - theirs) * ADJI_ROW
        }
        Config::Ayoayo { .. } => {
            let material = store_diff * SEED;
            if eval == Eval::Material || AYOAYO_WEIGHTS == [0; AYOAYO_FEATURES] {
                return material;
            }
            let f = ayoayo_features(pos);
            material
                + f.iter()
                    .zip(AYOAYO_WEIGHTS)
                    .map(|(&x, w)| x * w)
                    .sum::<i32>()
        }
    }
}

/// Ayoayo: how many features [`ayoayo_features`] computes.
pub const AYOAYO_FEATURES: usize = 9;

/// Ayoayo: the features' names, in [`ayoayo_features`]' order (for the tuning tool,
/// `mancala tune`).
pub const AYOAYO_FEATURE_NAMES: [&str; AYOAYO_FEATURES] = [
    "row",
    "lap",
    "weak_mine",
    "weak_theirs",
    "empty_mine",
    "empty_theirs",
    "threat_mine",
    "threat_theirs",
    "starved",
];

/// Ayoayo: each feature's weight in hundredths of a seed. All zero: the evaluation is the
/// store difference alone (weights fitted to deep searches did not win matches against
/// it; docs/engine.md, "Tuning").
pub const AYOAYO_WEIGHTS: [i32; AYOAYO_FEATURES] = [0; AYOAYO_FEATURES];

/// Ayoayo's candidate features, from the view of the player to move ("mine") against the
/// other ("theirs"), in [`AYOAYO_FEATURE_NAMES`]' order:
///
/// - `row`: seeds on the own row minus seeds on the other's;
/// - `lap`: own holes of 12 or more seeds (a lap round the board) minus the other's;
/// - `weak_mine`, `weak_theirs`: holes of 1 or 2 seeds on each row (what a capture takes
///   most cheaply, and what cannot be sown far);
/// - `empty_mine`, `empty_theirs`: empty holes on each row (where a capture can end);
/// - `threat_mine`, `threat_theirs`: the most seeds a player's single-lap sowing
///   (fewer than 12 seeds, no relay) captures: it ends in an empty hole of the own row
///   whose opposite hole is occupied, counting the seeds it sows on the way;
/// - `starved`: 1 if the other's row is empty (the player to move must feed him), −1 if
///   the own row is, else 0.
pub fn ayoayo_features(pos: &Position) -> [i32; AYOAYO_FEATURES] {
    let me = pos.to_move();
    let holes = pos.holes();
    let n = holes.len(); // 12
    let row = |p: Player| (0..n).filter(move |&h| pos.owner(h) == p);
    let count = |p: Player, f: &dyn Fn(u16) -> bool| row(p).filter(|&h| f(holes[h])).count() as i32;
    let seeds = |p: Player| row(p).map(|h| i32::from(holes[h])).sum::<i32>();
    let threat = |p: Player| {
        row(p)
            .filter_map(|i| {
                let s = usize::from(holes[i]);
                if s == 0 || s >= n {
                    return None;
                }
                let land = (i + s) % n;
                let opposite = n - 1 - land;
                if pos.owner(land) != p || holes[land] != 0 {
                    return None;
                }
                // the sowing passes holes i+1 ..= i+s
                let passed = (opposite + n - i) % n;
                let taken = i32::from(holes[opposite]) + i32::from(passed >= 1 && passed <= s);
                (taken > 0).then_some(taken + 1)
            })
            .max()
            .unwrap_or(0)
    };
    let them = me.other();
    let (mine, theirs) = (seeds(me), seeds(them));
    [
        mine - theirs,
        count(me, &|s| s >= 12) - count(them, &|s| s >= 12),
        count(me, &|s| s == 1 || s == 2),
        count(them, &|s| s == 1 || s == 2),
        count(me, &|s| s == 0),
        count(them, &|s| s == 0),
        threat(me),
        threat(them),
        i32::from(theirs == 0) - i32::from(mine == 0),
    ]
}

/// Adji-Boto: value of a seed on the own row (collected by its owner at the end, but it
/// can still be captured by either player).
const ADJI_ROW: i32 = 25;
/// Nsolo: value of an own hole that can be sown (2 or more stones).
const NSOLO_MOBILE: i32 = 20;
/// Nsolo: cost of an own inner stone facing an occupied opponent inner hole.
const NSOLO_EXPOSED: i32 = 10;

/// Seeds on the rows of `me` and of the other player.
fn rows(pos: &Position, me: Player) -> (i32, i32) {
    let (mut mine, mut theirs) = (0, 0);
    for (h, &s) in pos.holes().iter().enumerate() {
        if pos.owner(h) == me {
            mine += i32::from(s);
        } else {
            theirs += i32::from(s);
        }
    }
    (mine, theirs)
}

fn nsolo(pos: &Position, n: usize, me: Player, eval: Eval) -> i32 {
    let holes = pos.holes();
    let circuit = 2 * n;
    let base = |p: Player| p.index() * circuit;
    let stones = |p: Player| {
        holes[base(p)..base(p) + circuit]
            .iter()
            .map(|&s| i32::from(s))
            .sum::<i32>()
    };
    let them = me.other();
    // The removals still owed are as good as taken.
    let pending = i32::from(pos.pending_removals());
    let material = (stones(me) - stones(them) + pending) * SEED;
    if eval == Eval::Material {
        return material;
    }
    let mobile = |p: Player| {
        holes[base(p)..base(p) + circuit]
            .iter()
            .filter(|&&s| s >= 2)
            .count() as i32
    };
    // Inner row: circuit positions n..2n; the hole facing global g is 5n - 1 - g.
    let exposed = |p: Player| {
        (base(p) + n..base(p) + circuit)
            .filter(|&g| holes[5 * n - 1 - g] > 0)
            .map(|g| i32::from(holes[g]))
            .sum::<i32>()
    };
    material + (mobile(me) - mobile(them)) * NSOLO_MOBILE
        - (exposed(me) - exposed(them)) * NSOLO_EXPOSED
}

/// Nsolo: how many features [`nsolo_features`] computes.
pub const NSOLO_FEATURES: usize = 6;

/// Nsolo: the features' names, in [`nsolo_features`]' order (for `mancala tune`).
pub const NSOLO_FEATURE_NAMES: [&str; NSOLO_FEATURES] = [
    "mobile",
    "exposed",
    "inner",
    "empty_inner",
    "targets",
    "singles",
];

/// Nsolo's features (the evaluation uses the first two, × [`NSOLO_MOBILE`] and
/// × −[`NSOLO_EXPOSED`]), each the player to move's count minus the other's:
///
/// - `mobile`: holes that can be sown (2 or more stones);
/// - `exposed`: inner stones facing an occupied inner hole (that a capture could take);
/// - `inner`: stones on the inner row;
/// - `empty_inner`: empty inner holes (where a capture can end);
/// - `targets`: stones in the other's inner holes that face an empty own inner hole;
/// - `singles`: holes of one stone.
pub fn nsolo_features(pos: &Position) -> [i32; NSOLO_FEATURES] {
    let Config::Nsolo { size } = pos.config() else {
        return [0; NSOLO_FEATURES];
    };
    let n = usize::from(size);
    let holes = pos.holes();
    let circuit = 2 * n;
    let me = pos.to_move();
    let base = |p: Player| p.index() * circuit;
    let own = |p: Player, f: &dyn Fn(u16) -> bool| {
        holes[base(p)..base(p) + circuit]
            .iter()
            .filter(|&&s| f(s))
            .count() as i32
    };
    // inner row: circuit positions n..2n; global g faces 5n - 1 - g
    let facing = |g: usize| 5 * n - 1 - g;
    let inner = |p: Player| base(p) + n..base(p) + circuit;
    let per = |p: Player| {
        let exposed = inner(p)
            .filter(|&g| holes[facing(g)] > 0)
            .map(|g| i32::from(holes[g]))
            .sum::<i32>();
        let stones = inner(p).map(|g| i32::from(holes[g])).sum::<i32>();
        let empty = inner(p).filter(|&g| holes[g] == 0).count() as i32;
        let targets = inner(p)
            .filter(|&g| holes[g] == 0)
            .map(|g| i32::from(holes[facing(g)]))
            .sum::<i32>();
        [
            own(p, &|s| s >= 2),
            exposed,
            stones,
            empty,
            targets,
            own(p, &|s| s == 1),
        ]
    };
    let (a, b) = (per(me), per(me.other()));
    core::array::from_fn(|i| a[i] - b[i])
}
