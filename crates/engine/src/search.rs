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

use mancala_rules::{Move, Outcome, Player, Position, Rules};

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
    /// Deepen even when the root has a single move: the position's value is wanted (a
    /// game review), not only a move. Otherwise a forced move is searched one ply deep,
    /// and its score is that shallow search's.
    pub value: bool,
    /// The evaluation to use.
    pub eval: Eval,
    /// Capture quiescence at the horizon.
    pub quiescence: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            all_scores: false,
            value: false,
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

/// The sides rule, for a move that may not hand the turn over (an Nsolo capture's
/// removals): `search(alpha, beta)` gives the score for the player to move in the child;
/// if that is the same player (`same`), he keeps the window and the score, otherwise he
/// gets the negated window and his score is negated.
#[inline(always)]
pub(crate) fn by_side(
    same: bool,
    alpha: i32,
    beta: i32,
    mut search: impl FnMut(i32, i32) -> i32,
) -> i32 {
    if same {
        search(alpha, beta)
    } else {
        -search(-beta, -alpha)
    }
}

/// The exact score of a finished game for `me`, `ply` plies from the root: a win
/// `WIN - ply` (a quicker win scores more), a loss its negation, a draw 0.
pub(crate) fn outcome_score(outcome: Outcome, me: Player, ply: u32) -> i32 {
    match outcome.winner {
        None => 0,
        Some(w) if w == me => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
    }
}

/// A child's `score` raises the node's `best` and `alpha` (fail-soft); true when it cuts the
/// node off (`alpha >= beta`).
#[inline(always)]
pub(crate) fn raise(best: &mut i32, alpha: &mut i32, beta: i32, score: i32) -> bool {
    if score <= *best {
        return false;
    }
    *best = score;
    *alpha = (*alpha).max(score);
    *alpha >= beta
}

/// A child in the move list: the move, its ordering score, and where its position is
/// (positions are large: the list is sorted without moving them).
#[derive(Copy, Clone)]
struct Child {
    mv: Move,
    order: i32,
    at: usize,
}

/// The root's moves and the positions they lead to, kept in step: the caller's order
/// first, then the other legal moves; after each iteration, best first.
struct RootMoves {
    moves: Vec<RootMove>,
    children: Vec<Position>,
}

impl RootMoves {
    /// The moves of `legal`, in the caller's `order` first (with its fixed scores), then
    /// in legal-move order. A move the rules refuse cannot be in the legal list; it is
    /// dropped rather than panic.
    fn new(root: &Position, legal: &[Move], order: &[(Move, Option<i32>)]) -> RootMoves {
        let mut roots = RootMoves {
            moves: Vec::with_capacity(legal.len()),
            children: Vec::with_capacity(legal.len()),
        };
        let listed = order.iter().filter(|(mv, _)| legal.contains(mv));
        for (mv, fixed) in listed.copied().chain(legal.iter().map(|&mv| (mv, None))) {
            if roots.moves.iter().any(|r| r.mv == mv) {
                continue;
            }
            let mut child = *root;
            if child.play(mv).is_ok() {
                roots.moves.push(RootMove {
                    mv,
                    score: fixed.unwrap_or(-INF),
                    fixed: fixed.is_some(),
                });
                roots.children.push(child);
            }
        }
        roots
    }

    /// Sorts by score, best first; equal moves keep their order (the index breaks ties).
    fn sort(&mut self) {
        let mut idx: Vec<usize> = (0..self.moves.len()).collect();
        sort_by_key(&mut idx, |&i| (core::cmp::Reverse(self.moves[i].score), i));
        self.moves = idx.iter().map(|&i| self.moves[i]).collect();
        self.children = idx.iter().map(|&i| self.children[i]).collect();
    }

    /// After a sort, when only the best score is exact: the others (those searched)
    /// become upper bounds, at most the best.
    fn bound_by_best(&mut self) {
        let top = self.moves[0].score;
        for r in self.moves.iter_mut().skip(1) {
            if !r.fixed {
                r.score = r.score.min(top);
            }
        }
    }
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
        let mut roots = RootMoves::new(root, &root.legal_moves(), order);
        let first = *roots.moves.first()?;
        let (node_budget, half_time) = self.start(limits, opts, hooks);

        let mut best = RootMove {
            score: -INF,
            fixed: false,
            ..first
        };
        let mut result_root = roots.moves.clone();
        let mut depth_done = 0;
        let searchable = roots.moves.iter().any(|r| !r.fixed);
        if !searchable {
            roots.sort();
            result_root = roots.moves.clone();
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
            let (iter_best, completed) = self.search_root(hooks, &mut roots, root.to_move(), depth);
            if self.aborted {
                // A partly searched iteration: its best move is trusted only when the
                // previous best (searched first) was finished and something beat it.
                if !opts.all_scores && completed > 1 {
                    if let Some(b) = iter_best {
                        if b != 0 && roots.moves[b].score > roots.moves[0].score {
                            best = roots.moves[b];
                        }
                    }
                }
                break;
            }
            roots.sort();
            if !opts.all_scores {
                roots.bound_by_best();
            }
            best = roots.moves[0];
            result_root = roots.moves.clone();
            depth_done = depth;
            let proven = best.score.abs() > WIN_BOUND;
            if !self.horizon
                || (proven && !opts.all_scores)
                || (roots.moves.len() == 1 && !opts.value)
            {
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

    /// Readies a search: the options, the counters, the deadline, fresh killers and aged
    /// history. Returns the node budget (a time budget without a clock counts in nodes) and
    /// the clock time after which no new iteration starts.
    fn start(
        &mut self,
        limits: Limits,
        opts: Options,
        hooks: &mut Hooks<'_>,
    ) -> (u64, Option<u64>) {
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
        (node_budget, half_time)
    }

    /// One iteration over the root moves, to `depth`: each move's score is written into
    /// `roots` (from `me`'s view; fixed scores stay). Returns the iteration's best move so
    /// far (its index) and how many moves were completed.
    fn search_root(
        &mut self,
        hk: &mut Hooks<'_>,
        roots: &mut RootMoves,
        me: Player,
        depth: u32,
    ) -> (Option<usize>, usize) {
        let all = self.opts.all_scores;
        let mut alpha = -INF;
        let mut iter_best: Option<usize> = None;
        let mut completed = 0;
        for (i, child) in roots.children.iter().enumerate() {
            let r = &mut roots.moves[i];
            if r.fixed {
                if r.score > alpha {
                    alpha = r.score;
                    iter_best = Some(i);
                }
                completed += 1;
                continue;
            }
            // Every score exact: each move gets the whole window.
            let first = all || iter_best.is_none();
            let low = if all { -INF } else { alpha };
            let score = self.child_score(child, me, 1, first, low, INF, |s, a, b| {
                s.negamax(hk, child, depth as i32 - 1, a, b, 1, None)
            });
            if self.aborted {
                break;
            }
            r.score = score;
            completed += 1;
            if iter_best.is_none() || score > alpha {
                alpha = alpha.max(score);
                if iter_best.is_none_or(|b| score > roots.moves[b].score) {
                    iter_best = Some(i);
                }
            }
        }
        (iter_best, completed)
    }

    /// The score of `child` (reached by a move of `me`, `ply` plies from the root) for
    /// `me`, in the window `alpha..beta`: a finished game scores exactly, otherwise
    /// `search(searcher, alpha, beta)` searches it for its player to move ([`by_side`]
    /// turns the window and the score). A child that is not the `first` is searched with
    /// a null window at `alpha` and again with the whole window only if it lands inside
    /// (principal-variation search).
    #[inline(always)]
    // A node's window, depth and ply travel as plain arguments, as usual in alpha-beta.
    #[allow(clippy::too_many_arguments)]
    fn child_score(
        &mut self,
        child: &Position,
        me: Player,
        ply: u32,
        first: bool,
        alpha: i32,
        beta: i32,
        mut search: impl FnMut(&mut Self, i32, i32) -> i32,
    ) -> i32 {
        if let Some(outcome) = child.outcome() {
            return outcome_score(outcome, me, ply);
        }
        let same = child.to_move() == me;
        let mut window = |s: &mut Self, a, b| by_side(same, a, b, |a, b| search(s, a, b));
        if first {
            return window(self, alpha, beta);
        }
        let s = window(self, alpha, alpha + 1);
        if s > alpha && s < beta && !self.aborted {
            window(self, alpha, beta)
        } else {
            s
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
        let me = pos.to_move();
        if let Some(outcome) = pos.outcome() {
            return outcome_score(outcome, me, ply);
        }
        if depth <= 0 || ply as usize + 1 >= self.killers.len() - QUIESCENCE_PLIES as usize {
            self.horizon = true;
            return if self.opts.quiescence {
                self.quiesce(hk, pos, alpha, beta, ply, QUIESCENCE_PLIES)
            } else {
                evaluate(pos, self.opts.eval)
            };
        }
        // The removal filter of `ordered_moves` depends on the last removal: keep it in the
        // key.
        let key = pos.key()
            ^ last_removal.map_or(0, |h| {
                (u64::from(h) + 1).wrapping_mul(0xA24B_AED4_963E_E407)
            });
        let (tt_move, cut) = self.probe(key, depth, alpha, beta, ply);
        if let Some(s) = cut {
            return s;
        }

        let (mut list, mut kids) = self.take_scratch(ply);
        if !self.ordered_moves(pos, ply, tt_move, last_removal, &mut list, &mut kids) {
            // Unreachable: a game not over with no legal candidate must pass.
            self.put_scratch(ply, list, kids);
            return evaluate(pos, self.opts.eval);
        }
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_code = NO_MOVE;
        for (i, ch) in list.iter().enumerate() {
            let child = &kids[ch.at];
            // A removal by the same player: same window, same sign; it costs a ply.
            let removal = match ch.mv {
                Move::Remove(h) if child.to_move() == me => Some(h),
                _ => None,
            };
            let score = self.child_score(child, me, ply + 1, i == 0, alpha, beta, |s, a, b| {
                s.negamax(hk, child, depth - 1, a, b, ply + 1, removal)
            });
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
                        self.reward(ply, me, best_code, depth);
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
        self.store(key, depth, alpha0, beta, best, best_code, ply);
        best
    }

    /// The table's word on a node (`key`, `depth` left, window `alpha..beta`): its stored
    /// best move (or [`NO_MOVE`]) and, when a stored bound decides the node, the score.
    fn probe(
        &mut self,
        key: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> (u16, Option<i32>) {
        let entry = self.tt[(key as usize) & self.mask];
        if entry.key != key {
            return (NO_MOVE, None);
        }
        if i32::from(entry.depth) < depth {
            return (entry.mv, None);
        }
        let s = from_tt(entry.score, ply);
        let cut = match entry.bound {
            EXACT => true,
            LOWER => s >= beta,
            UPPER => s <= alpha,
            _ => false,
        };
        // A score cut from the table may rest on a horizon below.
        if cut && s.abs() <= WIN_BOUND {
            self.horizon = true;
        }
        (entry.mv, cut.then_some(s))
    }

    /// Stores a node's result: `best` (move code `best_code`) from a search to `depth` with
    /// the window `alpha0..beta` (always replacing).
    // The node's window, depth and ply, as in `negamax`.
    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        key: u64,
        depth: i32,
        alpha0: i32,
        beta: i32,
        best: i32,
        best_code: u16,
        ply: u32,
    ) {
        let bound = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.tt[(key as usize) & self.mask] = Entry {
            key,
            score: to_tt(best, ply),
            mv: best_code,
            depth: depth.min(255) as u8,
            bound,
        };
    }

    /// The node's moves, each played once into the pool `kids`, in `list` in the order to
    /// search them: the table's move, the two killers of the ply, then the seeds the move
    /// adds to the mover's store (captures first) plus its history score; the move code
    /// breaks ties. A move the rules refuse (a sowing that never ends, or that fails to
    /// feed) is skipped; if none is legal, the player passes. False only if even the pass
    /// is refused (unreachable for a game not over).
    fn ordered_moves(
        &self,
        pos: &Position,
        ply: u32,
        tt_move: u16,
        last_removal: Option<u8>,
        list: &mut Vec<Child>,
        kids: &mut Vec<Position>,
    ) -> bool {
        let me = pos.to_move();
        let cands = pos.candidate_moves();
        let stores_before = pos.stores()[me.index()];
        let [k0, k1] = self.killers[ply as usize];
        let history = &self.history[me.index() * CODES..][..CODES];
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
            let c = pooled(kids, at, pos);
            if c.play(mv).is_err() {
                continue;
            }
            let c_code = code(mv);
            let order = if c_code == tt_move {
                1 << 30
            } else if c_code == k0 {
                1 << 28
            } else if c_code == k1 {
                (1 << 28) - 1
            } else {
                let gain = i32::from(c.stores()[me.index()]) - i32::from(stores_before);
                gain * (1 << 20) + history[usize::from(c_code)]
            };
            list.push(Child { mv, order, at });
        }
        if list.is_empty() {
            if pooled(kids, 0, pos).play(Move::Pass).is_err() {
                return false;
            }
            list.push(Child {
                mv: Move::Pass,
                order: 0,
                at: 0,
            });
        }
        // Unique keys (the move code breaks ties): the order depends on nothing else.
        sort_by_key(list, |c| (core::cmp::Reverse(c.order), code(c.mv)));
        true
    }

    /// A move that cut the search off at `ply` becomes the ply's first killer and gains
    /// history (`depth²`, capped).
    fn reward(&mut self, ply: u32, me: Player, c: u16, depth: i32) {
        let k = &mut self.killers[ply as usize];
        if c != k[0] {
            k[1] = k[0];
            k[0] = c;
        }
        let h = &mut self.history[me.index() * CODES + usize::from(c)];
        *h = (*h + depth * depth).min(1 << 19);
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
        let me = pos.to_move();
        if let Some(outcome) = pos.outcome() {
            return outcome_score(outcome, me, ply);
        }
        let stand = evaluate(pos, self.opts.eval);
        if left == 0 || stand >= beta || pos.pending_removals() > 0 {
            return stand;
        }
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
            let score = self.child_score(&c, me, ply + 1, true, alpha, beta, |s, a, b| {
                s.quiesce(hk, &c, a, b, ply + 1, left - 1)
            });
            if self.aborted {
                return 0;
            }
            if raise(&mut best, &mut alpha, beta, score) {
                break;
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
