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
//!   points against the store difference alone);
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
        // Ayoayo: the store difference alone. Seeds on the own row and holes of a whole
        // lap were tried and lost points against it (docs/engine.md).
        Config::Ayoayo { .. } => store_diff * SEED,
    }
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
