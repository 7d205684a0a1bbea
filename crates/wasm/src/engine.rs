//! The computer opponent for JavaScript: one [`Engine`] handle (its transposition table
//! lives between moves), used by `web/engine-worker.js`. See `docs/engine.md`.
//!
//! ```js
//! const engine = new Engine(16);                       // 16 MiB transposition table
//! engine.think("ayoayo_m3.9", "expert", 42)            // → {move: "2", score: 1.5, depth: 9, nodes, ms}
//! engine.hint("ayoayo_m3.9")                           // Expert's move, seed 0
//! engine.analyse("ayoayo_m3.9", 100000)                // a fixed node budget, no clock
//! ```
//!
//! The search runs synchronously: call it from a Web Worker, never the page's main thread.
//! Every error on input (a bad record, an unknown level, a finished game) is a thrown
//! `Error`.

use mancala_engine::{
    Agent, Choice, Hooks, Level, Limits, SearchResult, Searcher, WIN, WIN_BOUND, analyse, think,
};
use mancala_rules::Move;
use mancala_rules::{Record, Rules};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{text, to_js, whole};

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds, in pages, workers and Node alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// A computer player: the search and its memory.
#[wasm_bindgen]
pub struct Engine {
    searcher: Searcher,
}

/// What `think`, `hint` and `analyse` answer.
#[derive(Serialize)]
struct Answer {
    /// The move, as written in records: `7`, `x40` or `pass`.
    #[serde(rename = "move")]
    mv: String,
    /// Score in seeds from the mover's view (`null` when no search was needed).
    score: Option<f64>,
    /// A proven win in this many plies (else `null`).
    win_in: Option<i32>,
    /// A proven loss in this many plies (else `null`).
    loss_in: Option<i32>,
    /// Deepest iteration completed.
    depth: u32,
    /// Nodes searched.
    nodes: f64,
    /// Milliseconds spent.
    ms: f64,
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

    /// Searches with a fixed node budget and no clock (reproducible; for benchmarks).
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
        to_js(&answer(s.best, Some(s), ms))
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
        to_js(&answer(mv, search, ms))
    }
}

fn answer(mv: Move, search: Option<SearchResult>, ms: f64) -> Answer {
    {
        let (mut score, mut win_in, mut loss_in, mut depth, mut nodes) = (None, None, None, 0, 0.0);
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
                score = Some(f64::from(chosen) / 100.0);
            }
            depth = s.depth;
            nodes = s.nodes as f64;
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
