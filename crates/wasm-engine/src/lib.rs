//! # mancala-wasm-engine
//!
//! The computer opponent for JavaScript, built as a module of its own
//! (`web/pkg/mancala_wasm_engine.js` and `_bg.wasm`) for `web/engine-worker.js`: the page
//! loads only the rules module (`crates/wasm`, `mancala_wasm.js`) before its first board,
//! and this one (the search, its tables and the rules it plays through) when the computer
//! first thinks. One [`Engine`] handle (its transposition table lives between moves); see
//! `docs/engine.md` and `docs/wasm-api.md`.
//!
//! ```js
//! const engine = new Engine(16);                       // 16 MiB transposition table
//! engine.think("ayoayo_m3.9", "expert", 42)            // → {move: "2", score: 1.5, depth: 9, nodes, ms}
//! engine.hint("ayoayo_m3.9")                           // Expert's move, seed 0
//! engine.review("ayoayo_m3.9", reviewNodes(40))       // one position of a game review
//! engine.analyse("ayoayo_m3.9", 100000)                // a fixed node budget (`bench` feature only)
//! benchPlayouts("nsolo.12", 1000, 7)                   // playouts (`bench` feature only)
//! ```
//!
//! The search runs synchronously: call it from a Web Worker, never the page's main thread.
//! Every error on input (a bad record, an unknown level, a finished game) is a thrown
//! `Error`.

use core::fmt::Write;
use mancala_engine::{Agent, Choice, Hooks, Level, SearchResult, Searcher, WIN, WIN_BOUND, think};
#[cfg(feature = "bench")]
use mancala_engine::{Limits, analyse};

#[cfg(feature = "bench")]
use mancala_rules::{Config, playout};
use mancala_rules::{Move, Record, Rules};
use wasm_bindgen::prelude::*;

// The allocator: crates/wasm-alloc's size classes (its feature `global`), in place of std's
// dlmalloc, a tenth of the module less.
use mancala_wasm_alloc as _;

/// Runs once when the module is instantiated: a panic (a bug, never bad input) is then
/// reported on the console by `console_error_panic_hook` (its message, where it happened and
/// the stack) instead of a bare `unreachable`; the worker's request then fails with an error
/// the page shows.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds, in pages, workers and Node alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;

    /// `JSON.parse`: the answers are written as JSON text here (no serialization framework
    /// in the module) and only ever that text is parsed.
    #[wasm_bindgen(js_namespace = JSON, js_name = parse)]
    fn json_parse(text: &str) -> JsValue;
}

/// A computer player: the search and its memory.
#[wasm_bindgen]
pub struct Engine {
    searcher: Searcher,
}

/// What `think`, `hint` and `analyse` answer (as a JS object: [`Answer::to_js`]).
struct Answer {
    /// The move, as written in records: `7`, `x40` or `pass`.
    mv: String,
    /// Score in hundredths of a seed from the mover's view (`null` when no search was
    /// needed); JS gets seeds.
    score: Option<i32>,
    /// A proven win in this many plies (else `null`).
    win_in: Option<i32>,
    /// A proven loss in this many plies (else `null`).
    loss_in: Option<i32>,
    /// Deepest iteration completed.
    depth: u32,
    /// Nodes searched.
    nodes: u64,
    /// Milliseconds spent.
    ms: f64,
}

impl Answer {
    /// `{move, score, win_in, loss_in, depth, nodes, ms}`: `score` in seeds, `ms` to the
    /// microsecond.
    fn to_js(&self) -> JsValue {
        let mut s = String::with_capacity(120);
        let _ = write!(s, r#"{{"move":"{}","score":"#, self.mv);
        match self.score {
            Some(c) => write_hundredths(&mut s, c),
            None => s.push_str("null"),
        }
        for (name, v) in [("win_in", self.win_in), ("loss_in", self.loss_in)] {
            let _ = match v {
                Some(n) => write!(s, r#","{name}":{n}"#),
                None => write!(s, r#","{name}":null"#),
            };
        }
        write_effort(&mut s, self.depth, self.nodes, self.ms);
        json_parse(&s)
    }
}

#[wasm_bindgen]
impl Engine {
    /// An engine with a transposition table of `megabytes` MiB (1 to 256; 0 = 16).
    #[wasm_bindgen(constructor)]
    pub fn new(megabytes: f64) -> Result<Engine, JsError> {
        let mb = match whole(megabytes) {
            Some(0) => 16,
            Some(n) if n <= 256 => n as usize,
            _ => {
                return Err(JsError::new(
                    "the table size must be a whole number of MiB from 1 to 256 (0 = 16)",
                ));
            }
        };
        Ok(Engine {
            searcher: Searcher::new(mb << 20),
        })
    }

    /// Chooses a move for the player to move after the game record (or position) `record`
    /// at `level` (`beginner`, `casual`, `strong`, `expert`, `random`, `greedy`, or a level
    /// with modifiers like `strong:nodes=20000`), with randomness from `seed` (a whole
    /// number from 0 to 2^53). Throws if the game is over.
    pub fn think(
        &mut self,
        record: &JsValue,
        level: &JsValue,
        seed: f64,
    ) -> Result<JsValue, JsError> {
        let agent: Agent = text(level, "the level")?.parse()?;
        let seed = whole(seed)
            .ok_or_else(|| JsError::new("the seed must be a whole number from 0 to 2^53"))?;
        self.run(record, &agent, seed)
    }

    /// The move Expert would play (seed 0): a hint for the player to move.
    pub fn hint(&mut self, record: &JsValue) -> Result<JsValue, JsError> {
        self.run(record, &Agent::Level(Level::Expert), 0)
    }

    /// Searches with a fixed node budget and no clock (reproducible; for benchmarks). Only in
    /// a build with the `bench` feature (`scripts/build-wasm.sh --bench`), like
    /// `benchPlayouts`: no visitor needs it.
    #[cfg(feature = "bench")]
    pub fn analyse(&mut self, record: &JsValue, nodes: f64) -> Result<JsValue, JsError> {
        let nodes = whole(nodes)
            .filter(|&n| n > 0)
            .ok_or_else(|| JsError::new("the node budget must be a whole number above 0"))?;
        let record: Record = text(record, "a game record")?.parse()?;
        let game = mancala_rules::Game::from_record(&record)?;
        self.searcher.clear();
        let t0 = performance_now();
        let s = analyse(
            &mut self.searcher,
            &game,
            Limits::nodes(nodes),
            &mut Hooks::default(),
        )
        .ok_or_else(|| JsError::new("the game is over: there is nothing to analyse"))?;
        let ms = performance_now() - t0;
        Ok(answer(s.best, Some(s), ms).to_js())
    }

    /// One position of a game review (`mancala_engine::review`, as `mancala analyse --game`
    /// searches it): the position `record` reaches, searched with `nodes` nodes (whole, above
    /// 0; `reviewNodes` gives the review's budget) on a cleared table, no clock, every move
    /// scored. Returns `{best, eval, win_for, win_in, loss, next_win_for, next_win_in, choices,
    /// depth, nodes, ms}`: `eval` in
    /// seeds from player 0's view (null when proven), `win_for` the player a proven result
    /// favours (null: a draw or not proven), `win_in` plies (0 once the game is over; `best`
    /// is then null), `loss` the seeds `played` (the move the game played here: a string, or
    /// null) loses against the best (a proven win counts as 100; null without a move),
    /// `next_win_for` and `next_win_in` the proven result of the position after `played` when
    /// this search proves that move's (else absent), `choices` the number of moves the player
    /// to move may choose from there (1: a forced move, which the review does not judge; absent
    /// once the game is over).
    pub fn review(
        &mut self,
        record: &JsValue,
        played: &JsValue,
        nodes: f64,
    ) -> Result<JsValue, JsError> {
        let nodes = whole(nodes)
            .filter(|&n| n > 0)
            .ok_or_else(|| JsError::new("the node budget must be a whole number above 0"))?;
        let record: Record = text(record, "a game record")?.parse()?;
        let game = mancala_rules::Game::from_record(&record)?;
        let pos = game.position();
        let me = pos.to_move().index();
        let mut s = String::with_capacity(120);
        if let Some(o) = pos.outcome() {
            let (eval, winner) = match o.winner {
                Some(w) => ("null", if w.index() == 0 { "0" } else { "1" }),
                None => ("0", "null"),
            };
            let _ = write!(
                s,
                r#"{{"best":null,"eval":{eval},"win_for":{winner},"win_in":0,"loss":null,"depth":0,"nodes":0,"ms":0}}"#
            );
            return Ok(json_parse(&s));
        }
        // the move played there: a string (a move the position allows, below), or null (a
        // tester's number was taken for none)
        let played = match played.as_string() {
            Some(m) => Some(m.parse::<Move>()?),
            None if played.is_null() || played.is_undefined() => None,
            None => return Err(JsError::new("the move played must be a string, or null")),
        };
        let t0 = performance_now();
        let r = mancala_engine::review(&mut self.searcher, &game, nodes)
            .ok_or_else(|| JsError::new("the game is over: there is nothing to analyse"))?;
        let ms = performance_now() - t0;
        let _ = write!(s, r#"{{"best":"{}","#, r.best);
        if r.score > WIN_BOUND {
            let _ = write!(
                s,
                r#""eval":null,"win_for":{me},"win_in":{}"#,
                WIN - r.score
            );
        } else if r.score < -WIN_BOUND {
            let _ = write!(
                s,
                r#""eval":null,"win_for":{},"win_in":{}"#,
                1 - me,
                WIN + r.score
            );
        } else {
            s.push_str(r#""eval":"#);
            write_hundredths(&mut s, if me == 0 { r.score } else { -r.score });
            s.push_str(r#","win_for":null,"win_in":null"#);
        }
        // every legal move is a root move: one that is not was not allowed there (resign, always
        // allowed, has no loss)
        let loss = match played {
            Some(m) if m != Move::Resign => {
                Some(mancala_engine::review_loss(&r, m).ok_or_else(|| {
                    JsError::new("the move played is not allowed in that position")
                })?)
            }
            _ => None,
        };
        match loss {
            Some(c) => {
                s.push_str(r#","loss":"#);
                write_hundredths(&mut s, c);
            }
            None => s.push_str(r#","loss":null"#),
        }
        // the move played, when this search proves its result: the position after it is that
        // proven result, `next_win_in` plies from it (its own search may not reach the proof)
        let next = played
            .and_then(|m| r.root.iter().find(|x| x.mv == m))
            .map(|x| x.score)
            .filter(|v| v.abs() > WIN_BOUND);
        if let Some(v) = next {
            let (p, d) = if v > 0 {
                (me, WIN - v)
            } else {
                (1 - me, WIN + v)
            };
            let _ = write!(s, r#","next_win_for":{p},"next_win_in":{}"#, d - 1);
        }
        let _ = write!(s, r#","choices":{}"#, pos.legal_moves().len());
        write_effort(&mut s, r.depth, r.nodes, ms);
        Ok(json_parse(&s))
    }

    /// Forgets what earlier searches learnt (call on a new game).
    pub fn clear(&mut self) {
        self.searcher.clear();
    }
}

impl Engine {
    fn run(&mut self, record: &JsValue, agent: &Agent, seed: u64) -> Result<JsValue, JsError> {
        let record: Record = text(record, "a game record")?.parse()?;
        let game = mancala_rules::Game::from_record(&record)?;
        if game.position().is_over() {
            return Err(JsError::new("the game is over: there is no move to choose"));
        }
        let t0 = performance_now();
        let mut clock = || {
            let ms = performance_now() - t0;
            if ms > 0.0 { ms as u64 } else { 0 }
        };
        let mut hooks = Hooks {
            clock: Some(&mut clock),
            stop: None,
        };
        let Choice { mv, search } = think(&mut self.searcher, &game, agent, seed, &mut hooks)
            .ok_or_else(|| JsError::new("the game is over: there is no move to choose"))?;
        let ms = performance_now() - t0;
        Ok(answer(mv, search, ms).to_js())
    }
}

fn answer(mv: Move, search: Option<SearchResult>, ms: f64) -> Answer {
    {
        let (mut score, mut win_in, mut loss_in, mut depth, mut nodes) = (None, None, None, 0, 0);
        if let Some(s) = search {
            let chosen = s
                .root
                .iter()
                .find(|r| r.mv == mv)
                .map_or(s.score, |r| r.score);
            if chosen > WIN_BOUND {
                win_in = Some(WIN - chosen);
            } else if chosen < -WIN_BOUND {
                loss_in = Some(WIN + chosen);
            } else {
                score = Some(chosen);
            }
            depth = s.depth;
            nodes = s.nodes;
        }
        Answer {
            mv: mv.to_string(),
            score,
            win_in,
            loss_in,
            depth,
            nodes,
            ms,
        }
    }
}

/// The node budget a game review gives each position of a game with `positions` positions
/// to search (`mancala_engine::review_nodes`; `mancala analyse --game` uses the same).
#[wasm_bindgen(js_name = reviewNodes)]
pub fn review_nodes(positions: u32) -> f64 {
    mancala_engine::review_nodes(positions as usize) as f64
}

/// Plays `games` seeded random playouts (`mancala_rules::playout::run`, the routine
/// `mancala bench` runs natively) of the game `config` (the notation's `nsolo.12`, as
/// `Game.create` takes it) and returns `{games, moves, wins: [p0, p1], draws, checksum}`
/// (`checksum`: 16 hex digits). Throws if the rules ever contradict themselves. Only in a
/// build with the `bench` feature (`scripts/build-wasm.sh --bench`, which
/// `bench/wasm-vs-native.mjs` uses): the same code and settings as the shipped module, which
/// leaves it out (1.5 KB gzipped that no visitor needs).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(config: &JsValue, games: u32, seed: u32) -> Result<JsValue, JsError> {
    let config: Config = text(config, "the game")?.parse()?;
    let t = playout::run(config, games, u64::from(seed))?;
    let mut s = String::with_capacity(120);
    let _ = write!(
        s,
        r#"{{"games":{},"moves":{},"wins":[{},{}],"draws":{},"checksum":"{:016x}"}}"#,
        t.games, t.moves, t.wins[0], t.wins[1], t.draws, t.checksum
    );
    Ok(json_parse(&s))
}

/// The string inside a JS value, or an error naming what was expected (crates/wasm has the
/// same three lines: kept apart so that neither module links the other's exports).
/// Hundredths of a seed as a JSON decimal: JSON.parse("-1.07") is the same number as -107 / 100.
fn write_hundredths(s: &mut String, c: i32) {
    let sign = if c < 0 { "-" } else { "" };
    let c = c.unsigned_abs();
    let _ = write!(s, "{sign}{}.{:02}", c / 100, c % 100);
}

/// Closes an answer's JSON object with the search's effort: `"depth","nodes","ms"` (`ms` to the
/// microsecond).
fn write_effort(s: &mut String, depth: u32, nodes: u64, ms: f64) {
    let us = (ms.max(0.0) * 1000.0).round() as u64;
    let _ = write!(
        s,
        r#","depth":{depth},"nodes":{nodes},"ms":{}.{:03}}}"#,
        us / 1000,
        us % 1000
    );
}

fn text(v: &JsValue, what: &str) -> Result<String, JsError> {
    v.as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

/// A JS number that is a whole number from 0 to 2^53, as an integer.
fn whole(x: f64) -> Option<u64> {
    ((0.0..=9_007_199_254_740_992.0).contains(&x) && x.trunc() == x).then_some(x as u64)
}
