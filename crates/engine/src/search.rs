//! Negamax alpha-beta with iterative deepening, a transposition table, move ordering and a
//! short capture quiescence.
//!
//! Sides: a move does not always hand the turn over (an Nsolo capture is followed by
//! removals `x<i>` by the same player). After each move the search compares the child's
//! player to move with the parent's: the same player keeps the window and the score, the
//! other player gets the negated window and his score is negated.
//!
//! Repetition: inside the tree the repetition rules are ignored (a position does not know
//! its history). At the root, [`crate::think`] plays each move on a copy of the [`Game`]
//! and scores exactly the moves that end the game by repetition. The move returned is
//! always one of the root position's legal moves.
//!
//! [`Game`]: mancala_rules::Game

use alloc::vec;
use alloc::vec::Vec;

use mancala_rules::{Move, Player, Position, Rules};

use crate::eval::{Eval, evaluate};

/// The score of a won game at the root; a win `d` plies away scores `WIN - d`.
pub const WIN: i32 = 1_000_000;
/// Scores above this (in absolute value) are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 10_000;
const INF: i32 = WIN + 1;
/// Deepest iteration tried.
pub const MAX_DEPTH: u32 = 64;
/// Capture plies searched past the horizon.
const QUIESCENCE_PLIES: u32 = 4;
/// How often (in nodes) the stop and clock callbacks are polled.
const POLL_EVERY: u64 = 512;

/// How much the search may spend. The search stops at whichever limit comes first and
/// returns the best move of the deepest iteration (or of a partly searched one, when it
/// already found a better move).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Node budget (positions visited, quiescence included). At least the first
    /// iteration is always finished, so very small budgets still give a searched move.
    pub nodes: u64,
    /// Deepest iteration (plies).
    pub depth: u32,
    /// Time budget in milliseconds, measured by the caller's clock (see [`Hooks`]). Without
    /// a clock it counts as [`crate::NODES_PER_MS`] nodes a millisecond (when that is below
    /// `nodes`), so a search without a clock is reproducible. With a clock no new
    /// iteration starts once half the time is spent (it would rarely finish).
    pub millis: Option<u64>,
}

impl Limits {
    /// A node budget alone.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes,
            depth: MAX_DEPTH,
            millis: None,
        }
    }
}

/// What the caller lends the search: a clock (milliseconds, any origin) for the time
/// budget, and a stop flag polled every few hundred nodes. `no_std` has neither.
#[derive(Default)]
pub struct Hooks<'a> {
    /// Milliseconds since any fixed origin.
    pub clock: Option<&'a mut dyn FnMut() -> u64>,
    /// Returns true when the caller wants the search to stop now.
    pub stop: Option<&'a mut dyn FnMut() -> bool>,
}

/// Search options beyond the budget.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Score every root move exactly (needed to choose among them at random by score);
    /// otherwise only the best move's score is exact.
    pub all_scores: bool,
    /// The evaluation to use.
    pub eval: Eval,
    /// Capture quiescence at the horizon.
    pub quiescence: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            all_scores: false,
            eval: Eval::Full,
            quiescence: true,
        }
    }
}

/// A root move with its score (from the root player's view).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// Its score; exact only for the best move, or for all with [`Options::all_scores`].
    pub score: i32,
    /// A score fixed before the search (a move that ends the game by repetition).
    pub fixed: bool,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The best move (always a legal move of the root position).
    pub best: Move,
    /// Its score from the root player's view, in hundredths of a seed; beyond
    /// ±[`WIN_BOUND`] a proven win or loss.
    pub score: i32,
    /// The deepest iteration completed (0 if only fixed scores were known).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The root moves, best first, with the scores of the last completed iteration.
    pub root: Vec<RootMove>,
    /// True if the search was cut short by the stop callback or the clock.
    pub interrupted: bool,
    /// True if the exact endgame solver decided the move (the score is then the final
    /// store difference with perfect play, and `depth` is 0).
    pub solved: bool,
}

/// A table entry (the endgame solver uses the same type: `score` holds its two bounds).
#[derive(Copy, Clone, Default)]
pub(crate) struct Entry {
    pub(crate) key: u64,
    pub(crate) score: i32,
    pub(crate) mv: u16,
    depth: u8,
    bound: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;
const NO_MOVE: u16 = u16::MAX;

/// Move code: sowing `h` → `h`, removal `h` → `256 + h`, pass → 512 (resign, never a
/// legal move and so never searched, shares it).
fn code(mv: Move) -> u16 {
    match mv {
        Move::Sow(h) => u16::from(h),
        Move::Remove(h) => 256 + u16::from(h),
        Move::Pass | Move::Resign => 512,
    }
}
const CODES: usize = 513;

/// One mixing step of the key: rotate, xor a word, multiply (an odd constant).
#[inline(always)]
fn mix(h: u64, w: u64) -> u64 {
    (h.rotate_left(23) ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// A 64-bit key of a position: every field that decides its future (holes, stores, side
/// to move, removals owed, Adji-Boto's opening, Ayoayo's last sower), hashed explicitly
/// (four holes per 64-bit word), so the key is the same on every platform and native and
/// wasm searches walk identical trees. (The rules' derived `Hash` writes `usize` lengths
/// and discriminants, which differ between 32- and 64-bit targets, and runs over Nsolo's
/// whole 144-hole array.) Two different positions may share a key (rarely).
pub fn key(pos: &Position) -> u64 {
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
    // Adji-Boto's opening mask (10 bits) + 1, or Ayoayo's last sower + 1; 0 otherwise.
    let extra = match pos {
        Position::AdjiBoto(a) => a.opening().map_or(0, |m| u64::from(m) + 1),
        Position::Ayoayo(a) => a.last_sower().map_or(0, |p| p.index() as u64 + 1),
        Position::Nsolo(_) => 0,
    };
    let side = u64::from(stores[0])
        | u64::from(stores[1]) << 16
        | u64::from(pos.pending_removals()) << 32
        | (pos.to_move().index() as u64) << 48
        | extra << 49;
    h = mix(h, side);
    h = (h ^ (h >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    h ^ (h >> 32)
}

/// A child in the move list: the move, its ordering score, and where its position is
/// (positions are large: the list is sorted without moving them).
#[derive(Copy, Clone)]
struct Child {
    mv: Move,
    order: i32,
    at: usize,
}

/// A reusable searcher: the transposition table, the ordering tables and scratch space.
/// Keep one per game (or per worker) and call [`Searcher::search`] for each move.
pub struct Searcher {
    tt: Vec<Entry>,
    mask: usize,
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
    scratch: Vec<(Vec<Child>, Vec<Position>)>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<u64>,
    aborted: bool,
    horizon: bool,
    opts: Options,
}

impl Searcher {
    /// A searcher with a transposition table of about `tt_bytes` bytes (rounded down to a
    /// power of two of 16-byte entries; at least 1024 entries).
    pub fn new(tt_bytes: usize) -> Searcher {
        let want = (tt_bytes / core::mem::size_of::<Entry>()).max(1024);
        let entries = 1usize << (usize::BITS - 1 - want.leading_zeros());
        Searcher {
            tt: vec![Entry::default(); entries],
            mask: entries - 1,
            killers: vec![[NO_MOVE; 2]; MAX_DEPTH as usize + QUIESCENCE_PLIES as usize + 2],
            history: vec![0; CODES * 2],
            scratch: Vec::new(),
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            aborted: false,
            horizon: false,
            opts: Options::default(),
        }
    }

    /// Forgets everything learnt (table, killers, history): the next search behaves as on
    /// a fresh searcher. Used for reproducible results.
    pub fn clear(&mut self) {
        self.tt.fill(Entry::default());
        self.killers.fill([NO_MOVE; 2]);
        self.history.fill(0);
    }

    /// Searches `root` for the player to move.
    ///
    /// `order` gives the root moves in the order to try them first (for a seeded choice
    /// among equal moves) and may fix some scores (moves that end the game by repetition);
    /// moves not listed are added in legal-move order. Returns `None` if the game is over.
    pub fn search(
        &mut self,
        root: &Position,
        limits: Limits,
        opts: Options,
        order: &[(Move, Option<i32>)],
        hooks: &mut Hooks<'_>,
    ) -> Option<SearchResult> {
        let legal = root.legal_moves();
        if legal.is_empty() {
            return None;
        }
        self.opts = opts;
        self.nodes = 0;
        self.aborted = false;
        let mut node_budget = limits.nodes;
        let mut half_time = None;
        self.deadline = match (limits.millis, hooks.clock.as_mut()) {
            (Some(ms), Some(clock)) => {
                let now = clock();
                half_time = Some(now.saturating_add(ms / 2));
                Some(now.saturating_add(ms))
            }
            (Some(ms), None) => {
                node_budget = node_budget.min(ms.saturating_mul(crate::NODES_PER_MS).max(1));
                None
            }
            _ => None,
        };
        self.killers.fill([NO_MOVE; 2]);
        for h in &mut self.history {
            *h /= 8;
        }

        // Root moves: the caller's order first, then the rest.
        let mut moves: Vec<RootMove> = Vec::with_capacity(legal.len());
        for &(mv, fixed) in order {
            if legal.contains(&mv) && !moves.iter().any(|r| r.mv == mv) {
                moves.push(RootMove {
                    mv,
                    score: fixed.unwrap_or(-INF),
                    fixed: fixed.is_some(),
                });
            }
        }
        for &mv in &legal {
            if !moves.iter().any(|r| r.mv == mv) {
                moves.push(RootMove {
                    mv,
                    score: -INF,
                    fixed: false,
                });
            }
        }
        let mut children: Vec<Option<Position>> = moves
            .iter()
            .map(|r| {
                let mut c = *root;
                c.play(r.mv).ok().map(|()| c)
            })
            .collect();
        // A move the rules refuse cannot be in the legal list; drop it rather than panic.
        let mut i = 0;
        while i < moves.len() {
            if children[i].is_none() {
                moves.remove(i);
                children.remove(i);
            } else {
                i += 1;
            }
        }
        let me = root.to_move();

        let mut best = RootMove {
            mv: moves[0].mv,
            score: -INF,
            fixed: false,
        };
        let mut result_root = moves.clone();
        let mut depth_done = 0;
        let searchable = moves.iter().any(|r| !r.fixed);
        if !searchable {
            let mut idx: Vec<usize> = (0..moves.len()).collect();
            sort_by_key(&mut idx, |&i| (core::cmp::Reverse(moves[i].score), i));
            result_root = idx.iter().map(|&i| moves[i]).collect();
            best = result_root[0];
        }

        let mut depth = 1;
        while searchable && depth <= limits.depth.min(MAX_DEPTH) {
            self.horizon = false;
            // The first iteration is always finished (unless the caller stops it), so a
            // tiny budget still gives a searched move.
            self.node_limit = if depth == 1 {
                u64::MAX
            } else {
                node_budget.max(1)
            };
            let mut alpha = -INF;
            let mut iter_best: Option<usize> = None;
            let mut completed = 0;
            for i in 0..moves.len() {
                if moves[i].fixed {
                    if moves[i].score > alpha {
                        alpha = moves[i].score;
                        iter_best = Some(i);
                    }
                    completed += 1;
                    continue;
                }
                let child = children[i].as_ref().expect("kept only played moves");
                let score = if opts.all_scores || iter_best.is_none() {
                    self.child_score(hooks, child, me, depth, -INF, INF, 1)
                } else {
                    let s = self.child_score(hooks, child, me, depth, alpha, alpha + 1, 1);
                    if s > alpha && !self.aborted {
                        self.child_score(hooks, child, me, depth, alpha, INF, 1)
                    } else {
                        s
                    }
                };
                if self.aborted {
                    break;
                }
                moves[i].score = score;
                completed += 1;
                if iter_best.is_none() || score > alpha {
                    alpha = alpha.max(score);
                    if iter_best.is_none_or(|b| score > moves[b].score) {
                        iter_best = Some(i);
                    }
                }
            }
            if self.aborted {
                // A partly searched iteration: its best move is trusted only when the
                // previous best (searched first) was finished and something beat it.
                if !opts.all_scores && completed > 1 {
                    if let Some(b) = iter_best {
                        if b != 0 && moves[b].score > moves[0].score {
                            best = moves[b];
                        }
                    }
                }
                break;
            }
            // Sort by score, best first; equal moves keep the seeded order (index breaks ties).
            let mut idx: Vec<usize> = (0..moves.len()).collect();
            sort_by_key(&mut idx, |&i| (core::cmp::Reverse(moves[i].score), i));
            moves = idx.iter().map(|&i| moves[i]).collect();
            children = idx.iter().map(|&i| children[i]).collect();
            if !opts.all_scores {
                // Only the best score is exact; the others are upper bounds.
                let top = moves[0].score;
                for r in moves.iter_mut().skip(1) {
                    if !r.fixed {
                        r.score = r.score.min(top);
                    }
                }
            }
            best = moves[0];
            result_root = moves.clone();
            depth_done = depth;
            let proven = best.score.abs() > WIN_BOUND;
            if !self.horizon || (proven && !opts.all_scores) || moves.len() == 1 {
                break;
            }
            if self.nodes.saturating_mul(2) > self.node_limit {
                break;
            }
            if let (Some(half), Some(clock)) = (half_time, hooks.clock.as_mut()) {
                if clock() >= half {
                    break;
                }
            }
            depth += 1;
        }

        Some(SearchResult {
            best: best.mv,
            score: best.score,
            depth: depth_done,
            nodes: self.nodes,
            root: result_root,
            interrupted: self.aborted && self.nodes < node_budget,
            solved: false,
        })
    }

    /// The score of `child` (reached by a move of `parent_side`) for `parent_side`.
    // A node's window, depth and ply travel as plain arguments, as usual in alpha-beta.
    #[allow(clippy::too_many_arguments)]
    fn child_score(
        &mut self,
        hk: &mut Hooks<'_>,
        child: &Position,
        parent_side: Player,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> i32 {
        let d = depth as i32 - 1;
        if child.to_move() == parent_side && child.outcome().is_none() {
            self.negamax(hk, child, d, alpha, beta, ply, None)
        } else if child.outcome().is_some() {
            let s = self.terminal(child, ply);
            if child.to_move() == parent_side {
                s
            } else {
                -s
            }
        } else {
            -self.negamax(hk, child, d, -beta, -alpha, ply, None)
        }
    }

    /// Counts a node; every [`POLL_EVERY`] nodes asks the stop callback and the clock.
    #[inline]
    fn count_node(&mut self, hooks: &mut Hooks<'_>) {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.aborted = true;
        } else if self.nodes % POLL_EVERY == 0 {
            if let Some(stop) = hooks.stop.as_mut() {
                if stop() {
                    self.aborted = true;
                }
            }
            if let (Some(deadline), Some(clock)) = (self.deadline, hooks.clock.as_mut()) {
                if clock() >= deadline {
                    self.aborted = true;
                }
            }
        }
    }

    /// The exact score of a finished game for its player to move.
    fn terminal(&self, pos: &Position, ply: u32) -> i32 {
        match pos.outcome().and_then(|o| o.winner) {
            None => 0,
            Some(w) if w == pos.to_move() => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
        }
    }

    // A node's window, depth and ply travel as plain arguments, as usual in alpha-beta.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        hk: &mut Hooks<'_>,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        last_removal: Option<u8>,
    ) -> i32 {
        self.count_node(hk);
        if self.aborted {
            return 0;
        }
        if pos.outcome().is_some() {
            return self.terminal(pos, ply);
        }
        if depth <= 0 || ply as usize + 1 >= self.killers.len() - QUIESCENCE_PLIES as usize {
            self.horizon = true;
            return if self.opts.quiescence {
                self.quiesce(hk, pos, alpha, beta, ply, QUIESCENCE_PLIES)
            } else {
                evaluate(pos, self.opts.eval)
            };
        }
        // The removal filter below depends on the last removal: keep it in the key.
        let key = key(pos)
            ^ last_removal.map_or(0, |h| {
                (u64::from(h) + 1).wrapping_mul(0xA24B_AED4_963E_E407)
            });
        let slot = (key as usize) & self.mask;
        let entry = self.tt[slot];
        let mut tt_move = NO_MOVE;
        if entry.key == key {
            tt_move = entry.mv;
            if i32::from(entry.depth) >= depth {
                let s = from_tt(entry.score, ply);
                let cut = match entry.bound {
                    EXACT => true,
                    LOWER => s >= beta,
                    UPPER => s <= alpha,
                    _ => false,
                };
                if cut {
                    if s.abs() <= WIN_BOUND {
                        self.horizon = true;
                    }
                    return s;
                }
            }
        }

        let me = pos.to_move();
        let (mut list, mut kids) = self.take_scratch(ply);
        // Candidates, each played once: a move the rules refuse (a sowing that never ends,
        // or that fails to feed) is skipped; if none is legal, the player passes.
        let cands = pos.candidate_moves();
        let stores_before = pos.stores()[me.index()];
        let k = &self.killers[ply as usize];
        let (k0, k1) = (k[0], k[1]);
        // Removals of one bonus are played in ascending hole order: the same stones taken
        // in another order give the same position. (Every removal candidate is legal.)
        let from = match last_removal {
            Some(last)
                if cands
                    .iter()
                    .any(|&m| matches!(m, Move::Remove(x) if x >= last)) =>
            {
                last
            }
            _ => 0,
        };
        for &mv in &cands {
            if let Move::Remove(h) = mv {
                if h < from {
                    continue;
                }
            }
            let at = list.len();
            let c = pooled(&mut kids, at, pos);
            if c.play(mv).is_err() {
                continue;
            }
            let c_code = code(mv);
            let gain = i32::from(c.stores()[me.index()]) - i32::from(stores_before);
            let order = if c_code == tt_move {
                1 << 30
            } else if c_code == k0 {
                1 << 28
            } else if c_code == k1 {
                (1 << 28) - 1
            } else {
                gain * (1 << 20) + self.history[me.index() * CODES + usize::from(c_code)]
            };
            list.push(Child { mv, order, at });
        }
        if list.is_empty() {
            if pooled(&mut kids, 0, pos).play(Move::Pass).is_err() {
                // Unreachable: a game not over with no legal candidate must pass.
                self.put_scratch(ply, list, kids);
                return evaluate(pos, self.opts.eval);
            }
            list.push(Child {
                mv: Move::Pass,
                order: 0,
                at: 0,
            });
        }
        // Unique keys (the move code breaks ties): the order depends on nothing else.
        sort_by_key(&mut list, |c| (core::cmp::Reverse(c.order), code(c.mv)));

        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_code = NO_MOVE;
        for (i, ch) in list.iter().enumerate() {
            let child = &kids[ch.at];
            let same = child.to_move() == me && child.outcome().is_none();
            let removal = match ch.mv {
                Move::Remove(h) => Some(h),
                _ => None,
            };
            let score = if child.outcome().is_some() {
                let s = self.terminal(child, ply + 1);
                if child.to_move() == me { s } else { -s }
            } else if same {
                // A removal by the same player: same window, same sign; it costs a ply.
                if i == 0 {
                    self.negamax(hk, child, depth - 1, alpha, beta, ply + 1, removal)
                } else {
                    let s = self.negamax(hk, child, depth - 1, alpha, alpha + 1, ply + 1, removal);
                    if s > alpha && s < beta && !self.aborted {
                        self.negamax(hk, child, depth - 1, alpha, beta, ply + 1, removal)
                    } else {
                        s
                    }
                }
            } else if i == 0 {
                -self.negamax(hk, child, depth - 1, -beta, -alpha, ply + 1, None)
            } else {
                let s = -self.negamax(hk, child, depth - 1, -alpha - 1, -alpha, ply + 1, None);
                if s > alpha && s < beta && !self.aborted {
                    -self.negamax(hk, child, depth - 1, -beta, -alpha, ply + 1, None)
                } else {
                    s
                }
            };
            if self.aborted {
                self.put_scratch(ply, list, kids);
                return 0;
            }
            if score > best {
                best = score;
                best_code = code(ch.mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        let c = code(ch.mv);
                        if c != self.killers[ply as usize][0] {
                            let k = &mut self.killers[ply as usize];
                            k[1] = k[0];
                            k[0] = c;
                        }
                        let h = &mut self.history[me.index() * CODES + usize::from(c)];
                        *h = (*h + depth * depth).min(1 << 19);
                        break;
                    }
                }
            }
        }
        self.put_scratch(ply, list, kids);
        if best == -INF {
            // Unreachable for a position with legal moves; keep the search sane anyway.
            return evaluate(pos, self.opts.eval);
        }
        let bound = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.tt[slot] = Entry {
            key,
            score: to_tt(best, ply),
            mv: best_code,
            depth: depth.min(255) as u8,
            bound,
        };
        best
    }

    /// Quiescence: the static evaluation, or better by a capture (a move that fills the
    /// mover's store), a few plies deep. Owed Nsolo removals are counted by the evaluation.
    fn quiesce(
        &mut self,
        hk: &mut Hooks<'_>,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        left: u32,
    ) -> i32 {
        if pos.outcome().is_some() {
            return self.terminal(pos, ply);
        }
        let stand = evaluate(pos, self.opts.eval);
        if left == 0 || stand >= beta || pos.pending_removals() > 0 {
            return stand;
        }
        let me = pos.to_move();
        let before = pos.stores()[me.index()];
        let mut best = stand;
        alpha = alpha.max(stand);
        for mv in pos.candidate_moves() {
            let mut c = *pos;
            if c.play(mv).is_err() || c.stores()[me.index()] == before {
                continue;
            }
            self.count_node(hk);
            if self.aborted {
                return 0;
            }
            let score = if c.outcome().is_some() {
                let s = self.terminal(&c, ply + 1);
                if c.to_move() == me { s } else { -s }
            } else if c.to_move() == me {
                self.quiesce(hk, &c, alpha, beta, ply + 1, left - 1)
            } else {
                -self.quiesce(hk, &c, -beta, -alpha, ply + 1, left - 1)
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    fn take_scratch(&mut self, ply: u32) -> (Vec<Child>, Vec<Position>) {
        let p = ply as usize;
        while self.scratch.len() <= p {
            self.scratch.push((Vec::new(), Vec::new()));
        }
        let (mut a, b) = core::mem::take(&mut self.scratch[p]);
        a.clear();
        (a, b)
    }

    fn put_scratch(&mut self, ply: u32, list: Vec<Child>, kids: Vec<Position>) {
        self.scratch[ply as usize] = (list, kids);
    }
}

/// Slot `at` of the position pool, set to `pos`. The pool keeps its positions between
/// nodes, and only the game's own variant is copied: a `Position` is as large as Nsolo's
/// (about 300 bytes), while an Adji-Boto or Ayoayo position is about 40 (4–7 % fewer
/// instructions natively for those two games).
fn pooled<'a>(kids: &'a mut Vec<Position>, at: usize, pos: &Position) -> &'a mut Position {
    if at == kids.len() {
        kids.push(*pos);
    } else {
        match (&mut kids[at], pos) {
            (Position::AdjiBoto(d), Position::AdjiBoto(s)) => *d = *s,
            (Position::Ayoayo(d), Position::Ayoayo(s)) => *d = *s,
            (Position::Nsolo(d), Position::Nsolo(s)) => *d = *s,
            (d, s) => *d = *s,
        }
    }
    &mut kids[at]
}

/// Insertion sort: the lists are short (a few dozen moves at most), and the standard
/// sorts would add over 20 KB of code to the browser module. Stable.
pub(crate) fn sort_by_key<T: Copy, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let x = items[i];
        let kx = key(&x);
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > kx {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = x;
    }
}

fn to_tt(score: i32, ply: u32) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: u32) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
