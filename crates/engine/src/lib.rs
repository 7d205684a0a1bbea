//! # mancala-engine
//!
//! The computer opponent for the three games of `mancala-rules` (Adji-Boto, Nsolo,
//! Ayoayo): a negamax alpha-beta search with iterative deepening, a transposition table,
//! move ordering and a capture quiescence ([`Searcher`]), a static evaluation per game
//! ([`eval`]), playing [`Level`]s that err in a controlled, seeded way, and two baselines
//! (uniformly random, and greedy).
//!
//! The engine has no rule logic: it enumerates and plays moves only through the rules
//! crate's [`Rules`] trait, so every move it returns is one the rules list as legal.
//!
//! It is `no_std` + `alloc`, with no clock and no randomness of its own: a time budget
//! needs a clock callback ([`Hooks::clock`]), randomness comes from the seed passed to
//! [`think`]. With a node budget and no clock, the same seed gives the same move.
//!
//! ```
//! use mancala_engine::{Agent, Hooks, Level, Searcher, think};
//! use mancala_rules::{Config, Game, GameId, Rules};
//!
//! let game = Game::new(Config::new(GameId::Ayoayo));
//! let mut searcher = Searcher::new(1 << 20);
//! let choice = think(&mut searcher, &game, &Agent::Level(Level::Casual), 42, &mut Hooks::default()).unwrap();
//! assert!(game.position().legal_moves().contains(&choice.mv));
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

pub mod eval;
#[cfg(feature = "negamax")]
mod negamax;
mod rng;
mod search;
pub mod solve;

use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use mancala_rules::{EndReason, Game, Move, Position, Rules};

pub use eval::Eval;
#[cfg(feature = "negamax")]
pub use negamax::negamax_move;
pub use rng::Rng;
pub use search::{
    Hooks, Limits, MAX_DEPTH, Options, RootMove, SearchResult, Searcher, WIN, WIN_BOUND,
};

/// The playing levels, named for the players they suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Looks two moves ahead with a small budget and often plays a weaker move: a new
    /// player can beat it.
    Beginner,
    /// A short search; prefers good moves but strays from the best fairly often.
    Casual,
    /// A real search; errs only between moves of nearly equal value.
    Strong,
    /// Deepens for a second (or until the result is proven), always the best move found.
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Strong, Level::Expert];

    /// `beginner`, `casual`, `strong`, `expert`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    /// How the level plays: its budget and how often and how badly it errs.
    pub fn style(self) -> Style {
        let (nodes, depth, temperature, blunder) = match self {
            Level::Beginner => (300, 2, 4.0, 0.25),
            Level::Casual => (1_500, 4, 1.5, 0.05),
            Level::Strong => (6_000, MAX_DEPTH, 0.6, 0.0),
            Level::Expert => (u64::MAX, MAX_DEPTH, 0.0, 0.0),
        };
        Style {
            limits: Limits {
                nodes,
                depth,
                millis: if self == Level::Expert {
                    Some(EXPERT_MILLIS)
                } else {
                    None
                },
            },
            temperature,
            blunder,
            options: Options::default(),
            endgame: self == Level::Expert,
        }
    }
}

/// The deepest `negamax:depth=N` accepted (a full-width search grows exponentially).
pub const MAX_NEGAMAX_DEPTH: u32 = 20;

/// Expert's time budget a move: it deepens until this many milliseconds have passed on the
/// caller's clock (the browser worker lends one) or the result is proven. Without a clock
/// the budget becomes nodes at [`NODES_PER_MS`], so searches stay reproducible.
pub const EXPERT_MILLIS: u64 = 1_000;
/// The node budget the previous Expert had (`expert:nodes=150000` plays like it).
pub const EXPERT_NODES_BEFORE: u64 = 150_000;
/// How a time budget is counted when no clock is lent: this many nodes a millisecond,
/// about what the wasm engine searches in Chromium on the development machine (see
/// `docs/engine.md`).
pub const NODES_PER_MS: u64 = 1_000;

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An unknown level or player name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadAgent(pub &'static str);

impl fmt::Display for BadAgent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl core::error::Error for BadAgent {}

impl FromStr for Level {
    type Err = BadAgent;

    fn from_str(s: &str) -> Result<Level, BadAgent> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or(BadAgent(
                "unknown level: expected beginner, casual, strong or expert",
            ))
    }
}

/// How a searching player plays: its budget, its evaluation and its errors.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Style {
    /// The search budget.
    pub limits: Limits,
    /// Softmax temperature over the root scores, in seeds: a move that scores `d` seeds
    /// below the best is chosen with relative weight `e^(-d/T)`. 0 always plays the best.
    pub temperature: f64,
    /// Probability of playing a uniformly random legal move instead of searching.
    pub blunder: f64,
    /// Evaluation and quiescence.
    pub options: Options,
    /// Try the exact endgame solver first ([`solve`]) when few seeds are left (Adji-Boto
    /// and Ayoayo; with temperature 0).
    pub endgame: bool,
}

/// A player the engine can be: a baseline or a searching style.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Agent {
    /// A uniformly random legal move.
    Random,
    /// The move that puts the most seeds (stones) in the own store right away; ties at
    /// random.
    Greedy,
    /// The classical reference: plain full-width alpha-beta to this fixed depth with the
    /// store difference as evaluation (`negamax:depth=N`; feature `negamax`).
    Negamax(u32),
    /// One of the levels.
    Level(Level),
    /// A custom style (from modifiers such as `expert:nodes=1000`).
    Custom(Style),
}

impl Agent {
    /// The searching style, if this agent searches.
    pub fn style(&self) -> Option<Style> {
        match self {
            Agent::Level(l) => Some(l.style()),
            Agent::Custom(s) => Some(*s),
            Agent::Random | Agent::Greedy | Agent::Negamax(_) => None,
        }
    }
}

impl FromStr for Agent {
    type Err = BadAgent;

    /// `random`, `greedy`, `negamax:depth=N` (1 to 20), a level name, or a level with
    /// modifiers separated by `:`: `nodes=N`, `depth=N`, `ms=T`, `temp=X` (seeds),
    /// `blunder=P`, `eval=material|full`, `quiescence=on|off`, `endgame=on|off` (the exact
    /// solver; Expert's default, off with a node budget). For example
    /// `strong:eval=material`.
    fn from_str(s: &str) -> Result<Agent, BadAgent> {
        let mut parts = s.trim().split(':');
        let head = parts.next().unwrap_or("");
        #[cfg(feature = "negamax")]
        if head.eq_ignore_ascii_case("negamax") {
            let depth = match (parts.next(), parts.next()) {
                (Some(m), None) => m
                    .split_once('=')
                    .filter(|(k, _)| k.trim() == "depth")
                    .and_then(|(_, v)| v.trim().parse().ok()),
                _ => None,
            };
            return depth
                .filter(|d| (1..=MAX_NEGAMAX_DEPTH).contains(d))
                .map(Agent::Negamax)
                .ok_or(BadAgent(
                    "negamax takes exactly one modifier: depth=N (1 to 20)",
                ));
        }
        if head.eq_ignore_ascii_case("random") || head.eq_ignore_ascii_case("greedy") {
            if parts.next().is_some() {
                return Err(BadAgent("random and greedy take no modifiers"));
            }
            return Ok(if head.eq_ignore_ascii_case("random") {
                Agent::Random
            } else {
                Agent::Greedy
            });
        }
        let level: Level = head.parse().map_err(|_| {
            BadAgent(
                "unknown player: expected beginner, casual, strong, expert, random, greedy or negamax:depth=N",
            )
        })?;
        let mut style = level.style();
        let mut custom = false;
        let mut endgame = None;
        for part in parts {
            custom = true;
            let (name, value) = part
                .split_once('=')
                .ok_or(BadAgent("a modifier is written name=value"))?;
            let bad = BadAgent(
                "bad modifier: expected nodes, depth, ms, temp, blunder, eval, quiescence or endgame (name=value)",
            );
            match name.trim() {
                "nodes" => style.limits.nodes = value.parse().ok().filter(|&n| n > 0).ok_or(bad)?,
                "depth" => {
                    style.limits.depth = value
                        .parse()
                        .ok()
                        .filter(|d| (1..=MAX_DEPTH).contains(d))
                        .ok_or(bad)?
                }
                "ms" => style.limits.millis = Some(value.parse().ok().ok_or(bad)?),
                "temp" => style.temperature = decimal(value).filter(|t| *t <= 1000.0).ok_or(bad)?,
                "blunder" => style.blunder = decimal(value).filter(|p| *p <= 1.0).ok_or(bad)?,
                "eval" => style.options.eval = Eval::parse(value).ok_or(bad)?,
                "endgame" => endgame = Some(on_off(value).ok_or(bad)?),
                "quiescence" => style.options.quiescence = on_off(value).ok_or(bad)?,
                _ => return Err(bad),
            }
        }
        // A node budget means the search alone (Expert of before: `expert:nodes=150000`)
        // unless the solver is asked for.
        style.endgame = endgame.unwrap_or(style.endgame && style.limits.nodes == u64::MAX);
        Ok(if custom {
            Agent::Custom(style)
        } else {
            Agent::Level(level)
        })
    }
}

/// Reads `on` or `off`.
fn on_off(s: &str) -> Option<bool> {
    match s.trim() {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// Reads a plain decimal (`2`, `0.4`, `.25`): digits with at most one point, no sign, no
/// exponent. Written out because the standard float parser would add about 10 KB (code
/// and tables) to the browser module for two modifiers.
fn decimal(s: &str) -> Option<f64> {
    let s = s.trim();
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    if whole.is_empty() && frac.is_empty() || whole.len() > 9 || frac.len() > 9 {
        return None;
    }
    let digits = |t: &str| -> Option<u32> {
        t.bytes().try_fold(0u32, |n, b| {
            b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
        })
    };
    let mut scale = 1.0;
    for _ in 0..frac.len() {
        scale *= 10.0;
    }
    Some(f64::from(digits(whole)?) + f64::from(digits(frac)?) / scale)
}

/// The move chosen, with what the search saw.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The move (always legal in the position searched).
    pub mv: Move,
    /// The search behind it (`None` for a baseline, a forced move or a random blunder).
    pub search: Option<SearchResult>,
}

/// Chooses a move for the player to move in `game`. Unlike [`think_position`] it knows the
/// game's history: a move that would end the game by repetition gets its exact score.
/// `None` if the game is over.
pub fn think(
    searcher: &mut Searcher,
    game: &Game,
    agent: &Agent,
    seed: u64,
    hooks: &mut Hooks<'_>,
) -> Option<Choice> {
    let pos = game.position();
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return None;
    }
    choose(searcher, pos, root_moves(game), agent, seed, hooks)
}

/// The legal moves of the game's position, each with its exact score (from the mover's
/// view) if playing it ends the game by repetition.
fn root_moves(game: &Game) -> Vec<(Move, Option<i32>)> {
    let pos = game.position();
    let legal = pos.legal_moves();
    let me = pos.to_move();
    let mut fixed = Vec::with_capacity(legal.len());
    let mut g = game.clone();
    for &mv in &legal {
        let mut score = None;
        if g.play(mv).is_ok() {
            let after = g.position();
            if let Some(o) = after
                .outcome()
                .filter(|o| o.reason == EndReason::Repetition)
            {
                score = Some(search::outcome_score(o, me, 1));
            }
            g.undo();
        }
        fixed.push((mv, score));
    }
    fixed
}

/// Analysis: searches the game's position with `limits` and full strength (no error, no
/// shuffle: root moves in legal order), the repetition rules applied at the root as in
/// [`think`]. The same call natively and in wasm, so both search the same tree. `None` if
/// the game is over.
pub fn analyse(
    searcher: &mut Searcher,
    game: &Game,
    limits: Limits,
    hooks: &mut Hooks<'_>,
) -> Option<SearchResult> {
    searcher.search(
        game.position(),
        limits,
        Options::default(),
        &root_moves(game),
        hooks,
    )
}

/// A game review's node budget for one position at most ([`review_nodes`]).
pub const REVIEW_NODES: u64 = 100_000;
/// A game review's node budget for one position at least.
pub const REVIEW_MIN_NODES: u64 = 10_000;
/// A game review's node budget for the whole game: a long game (Nsolo 4×36 runs to a
/// thousand plies and more) gets fewer nodes a position, so its review ends in a sensible time.
pub const REVIEW_TOTAL_NODES: u64 = 12_000_000;
/// The transposition table a game review searches with (the page's worker has this size):
/// the same table size and a cleared table for every position make the review the same
/// natively and in wasm.
pub const REVIEW_TABLE_BYTES: usize = 16 << 20;

/// The node budget a game review gives each of a game's `positions` (the positions not
/// over): [`REVIEW_TOTAL_NODES`] shared out, within [`REVIEW_MIN_NODES`]..=[`REVIEW_NODES`].
pub fn review_nodes(positions: usize) -> u64 {
    let n = positions.max(1) as u64;
    (REVIEW_TOTAL_NODES / n).clamp(REVIEW_MIN_NODES, REVIEW_NODES)
}

/// A proven win counts as this many seeds in a review's losses (more than a move can win
/// otherwise in the usual boards).
pub const REVIEW_WIN_SEEDS: i32 = 100;

/// One position of a game review: the position `game` reaches, searched with a node budget
/// and no clock on a cleared table, every root move scored exactly (so that the move played
/// is judged by the same search as the best one). The answer depends on the game and the
/// budget alone: the page's worker and `mancala analyse --game` give the same. `None` if the
/// game is over.
pub fn review(searcher: &mut Searcher, game: &Game, nodes: u64) -> Option<SearchResult> {
    searcher.clear();
    let opts = Options {
        all_scores: true,
        value: true,
        ..Options::default()
    };
    searcher.search(
        game.position(),
        Limits::nodes(nodes),
        opts,
        &root_moves(game),
        &mut Hooks::default(),
    )
}

/// A score as seeds for a review (hundredths of a seed), a proven result as
/// ±[`REVIEW_WIN_SEEDS`].
pub fn review_seeds(score: i32) -> i32 {
    if score > WIN_BOUND {
        REVIEW_WIN_SEEDS * 100
    } else if score < -WIN_BOUND {
        -REVIEW_WIN_SEEDS * 100
    } else {
        score
    }
}

/// What playing `played` instead of the best move costs its mover in a review's search `r`,
/// in hundredths of a seed (0 for the best move; `None` if `played` is not a root move).
pub fn review_loss(r: &SearchResult, played: Move) -> Option<i32> {
    let best = r.root.iter().map(|m| review_seeds(m.score)).max()?;
    let got = r.root.iter().find(|m| m.mv == played)?;
    Some((best - review_seeds(got.score)).max(0))
}

/// Chooses a move for the player to move in `pos`, ignoring the repetition rules (a
/// position has no history). `None` if the game is over.
pub fn think_position(
    searcher: &mut Searcher,
    pos: &Position,
    agent: &Agent,
    seed: u64,
    hooks: &mut Hooks<'_>,
) -> Option<Choice> {
    let fixed = pos.legal_moves().into_iter().map(|mv| (mv, None)).collect();
    choose(searcher, pos, fixed, agent, seed, hooks)
}

fn choose(
    searcher: &mut Searcher,
    pos: &Position,
    mut moves: Vec<(Move, Option<i32>)>,
    agent: &Agent,
    seed: u64,
    hooks: &mut Hooks<'_>,
) -> Option<Choice> {
    if moves.is_empty() {
        return None;
    }
    let mut rng = Rng::new(seed);
    let plain = |mv| Some(Choice { mv, search: None });
    let style = match agent {
        Agent::Random => return plain(moves[rng.below(moves.len())].0),
        Agent::Greedy => return plain(greedy(pos, &moves, &mut rng)),
        #[cfg(feature = "negamax")]
        Agent::Negamax(depth) => {
            return negamax_move(pos, *depth).and_then(|(mv, ..)| plain(mv));
        }
        #[cfg(not(feature = "negamax"))]
        Agent::Negamax(_) => return plain(moves[0].0),
        Agent::Level(l) => l.style(),
        Agent::Custom(s) => *s,
    };
    if moves.len() == 1 {
        return plain(moves[0].0);
    }
    if style.blunder > 0.0 && rng.unit() < style.blunder {
        return plain(moves[rng.below(moves.len())].0);
    }
    // A seeded order: among equally good moves the search keeps the first it tried.
    rng.shuffle(&mut moves);
    let mut limits = style.limits;
    if pos.pending_removals() > 0 {
        // Nsolo's bonus removals are separate moves, several in a row: a quarter of the
        // time each.
        limits.millis = limits.millis.map(|ms| (ms / 4).max(1));
    }
    if style.endgame
        && style.temperature == 0.0
        && solve::solvable(pos)
        && pos.board_seeds() <= ENDGAME_SEEDS
        && moves.iter().all(|m| m.1.is_none())
    {
        let order: Vec<Move> = moves.iter().map(|m| m.0).collect();
        let t0 = hooks.clock.as_mut().map(|c| c());
        let budget = endgame_budget(&limits);
        let solved = match (hooks.clock.as_mut(), t0, limits.millis) {
            // With a clock the attempt also stops after a quarter of the time.
            (Some(clock), Some(t), Some(ms)) => {
                let mut stop = || clock() >= t.saturating_add(ms / 4);
                solve::solve_with(pos, &order, budget, false, Some(&mut stop))
            }
            _ => solve::solve(pos, &order, budget, false),
        };
        if let (Some(t), Some(ms), Some(c)) = (t0, limits.millis, hooks.clock.as_mut()) {
            // The search gets what the attempt left of the time.
            limits.millis = Some(ms.saturating_sub(c().saturating_sub(t)).max(1));
        }
        if let Some(s) = solved {
            // Only the best move's value is exact: the root list holds it alone.
            let root = alloc::vec![RootMove {
                mv: s.best,
                score: s.value * eval::SEED,
                fixed: false,
            }];
            return Some(Choice {
                mv: s.best,
                search: Some(SearchResult {
                    best: s.best,
                    score: s.value * eval::SEED,
                    depth: 0,
                    nodes: s.nodes,
                    root,
                    interrupted: false,
                    solved: true,
                }),
            });
        }
    }
    let opts = Options {
        all_scores: style.temperature > 0.0,
        ..style.options
    };
    let result = searcher.search(pos, limits, opts, &moves, hooks)?;
    let mv = if style.temperature > 0.0 {
        softmax(&result.root, style.temperature, &mut rng)
    } else {
        result.best
    };
    Some(Choice {
        mv,
        search: Some(result),
    })
}

/// Seeds left on the board up to which Expert tries the exact solver first.
pub const ENDGAME_SEEDS: u32 = 16;

/// The solver's node budget: a quarter of the move's budget (a time budget counted at
/// [`NODES_PER_MS`]), so that a failed attempt leaves the search most of its time and the
/// attempt is the same with or without a clock.
fn endgame_budget(limits: &Limits) -> u64 {
    let nodes = match limits.millis {
        Some(ms) => limits.nodes.min(ms.saturating_mul(NODES_PER_MS)),
        None => limits.nodes,
    };
    nodes / 4
}

/// Picks a root move with weight `e^((score - best) / T)` (scores in hundredths of seeds).
fn softmax(root: &[RootMove], temperature: f64, rng: &mut Rng) -> Move {
    let best = root.iter().map(|r| r.score).max().unwrap_or(0);
    let scale = temperature * f64::from(eval::SEED);
    let weights: Vec<f64> = root
        .iter()
        .map(|r| rng::exp_neg(f64::from(r.score - best) / scale))
        .collect();
    let total: f64 = weights.iter().sum();
    let mut x = rng.unit() * total;
    for (r, w) in root.iter().zip(&weights) {
        if x < *w {
            return r.mv;
        }
        x -= w;
    }
    root[0].mv
}

/// The greedy baseline: the move that adds the most to the mover's store right away.
fn greedy(pos: &Position, moves: &[(Move, Option<i32>)], rng: &mut Rng) -> Move {
    let me = pos.to_move().index();
    let before = pos.stores()[me];
    let mut best: Vec<Move> = Vec::new();
    let mut best_gain = -1i32;
    for &(mv, _) in moves {
        let mut c = *pos;
        if c.play(mv).is_err() {
            continue;
        }
        let gain = i32::from(c.stores()[me]) - i32::from(before);
        if gain > best_gain {
            best_gain = gain;
            best.clear();
        }
        if gain == best_gain {
            best.push(mv);
        }
    }
    if best.is_empty() {
        moves[0].0
    } else {
        best[rng.below(best.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_read_as_written() {
        for (text, want) in [
            ("2", 2.0),
            ("0.4", 0.4),
            (".25", 0.25),
            ("1.", 1.0),
            (" 3.5 ", 3.5),
        ] {
            assert_eq!(decimal(text), Some(want), "{text}");
        }
        for text in [
            "",
            ".",
            "-1",
            "1e3",
            "1.2.3",
            "nan",
            "inf",
            "0x1",
            "12345678901",
        ] {
            assert_eq!(decimal(text), None, "{text}");
        }
    }

    #[test]
    fn modifiers_parse_and_bad_ones_are_refused() {
        let Ok(Agent::Custom(s)) = "strong:temp=0.75:blunder=.1:nodes=900".parse::<Agent>() else {
            panic!("a custom strong player")
        };
        assert_eq!((s.temperature, s.blunder, s.limits.nodes), (0.75, 0.1, 900));
        for bad in [
            "strong:blunder=1.5",
            "strong:temp=-1",
            "strong:temp=x",
            "casual:nodes=0",
        ] {
            assert!(bad.parse::<Agent>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_solver_is_experts_unless_a_node_budget_is_given() {
        let endgame = |s: &str| s.parse::<Agent>().unwrap().style().unwrap().endgame;
        assert!(endgame("expert"));
        assert!(endgame("expert:ms=300"));
        assert!(!endgame("expert:nodes=150000"));
        assert!(endgame("expert:nodes=150000:endgame=on"));
        assert!(!endgame("expert:endgame=off"));
        assert!(!endgame("strong"));
        assert!("expert:endgame=maybe".parse::<Agent>().is_err());
    }

    #[cfg(feature = "negamax")]
    #[test]
    fn negamax_takes_a_depth_and_nothing_else() {
        assert_eq!("negamax:depth=9".parse::<Agent>(), Ok(Agent::Negamax(9)));
        assert_eq!(" NegaMax:depth=1 ".parse::<Agent>(), Ok(Agent::Negamax(1)));
        for bad in [
            "negamax",
            "negamax:depth=0",
            "negamax:depth=21",
            "negamax:nodes=5",
            "negamax:depth=3:temp=1",
            "negamax:depth=x",
        ] {
            assert!(bad.parse::<Agent>().is_err(), "{bad}");
        }
        assert_eq!(Agent::Negamax(5).style(), None);
    }
}
