//! `mancala tune`: fits evaluation weights to positions scored by deep searches.
//!
//! Positions come from self-play (Strong, its usual temperature, after a few random
//! plies); each is scored by a search of `--nodes` nodes with the store difference alone as
//! evaluation (so the scores do not depend on the weights being fitted). The candidate
//! features are the engine's own (`eval::ayoayo_features`, `eval::nsolo_features`), the
//! same code the evaluation runs. A least-squares fit predicts the deep score minus the
//! store difference from the features (plus a constant, the value of the move); it is
//! fitted on half the positions and its error measured on the other half, then fitted
//! again on all. Weights that predict better are only candidates: `docs/engine.md` keeps a
//! feature only if it wins matches.

use mancala_engine::eval::{self, Eval};
use mancala_engine::{Agent, Hooks, Level, Limits, Options, Searcher, WIN_BOUND, think};
use mancala_rules::{Config, Game, Position, Rules};
use serde_json::json;

use crate::{Failure, Opts, bad, print};

/// `mancala help tune`.
pub const HELP: &str = "\
Usage: mancala tune <ayoayo|nsolo> [--size N] [--positions N] [--nodes N] [--seed S] [--verbose]

Fits evaluation weights to positions scored by deep searches (docs/engine.md, \"Tuning\").
Plays Strong against itself from 4-ply random openings (seeded), keeps about one position in
two (not over, at least two legal moves), scores each with a search of --nodes nodes
(default 100000) that uses the store difference alone, and fits by least squares the
weights of the game's candidate features to the deep score minus the store difference.
Prints one JSON object: the features, the weights fitted on half the positions, the
root-mean-square error in seeds on the other half of the store difference alone, of the
store difference plus a constant, and of the fit; each feature's weight fitted alone (with
the constant) and its error; and the weights fitted on all positions (hundredths of a seed
per unit). Default: 2000 positions, seed 1. --verbose: each scored position on standard
error as it comes (its number, the deep score minus the store difference, the features).";

/// The options `tune` takes.
pub const OPTIONS: &[&str] = &["size", "positions", "nodes", "seed", "verbose"];

/// Plies played at random before self-play starts.
const RANDOM_PLIES: usize = 4;

/// The game's candidate features and their names.
fn features(pos: &Position) -> Option<(Vec<i32>, &'static [&'static str])> {
    match pos.config() {
        Config::Ayoayo { .. } => Some((
            eval::ayoayo_features(pos).to_vec(),
            &eval::AYOAYO_FEATURE_NAMES,
        )),
        Config::Nsolo { .. } => Some((
            eval::nsolo_features(pos).to_vec(),
            &eval::NSOLO_FEATURE_NAMES,
        )),
        Config::AdjiBoto => None,
    }
}

/// `mancala tune`.
pub fn run(o: &Opts) -> Result<(), Failure> {
    o.one_value()?;
    let config = o.config()?;
    let wanted = o.number("positions", 2000, 10..=1_000_000)? as usize;
    let nodes = o.number("nodes", 100_000, 1..=1_000_000_000)?;
    let seed = o.number("seed", 1, 0..=u64::MAX)?;
    if features(&Position::new(config)).is_none() {
        return Err(bad(
            "tune: ayoayo or nsolo (Adji-Boto's one feature is settled)",
        ));
    }
    let names = features(&Position::new(config)).map(|f| f.1).unwrap_or(&[]);
    let mut player = Searcher::new(16 << 20);
    let mut judge = Searcher::new(64 << 20);
    let strong = Agent::Level(Level::Strong);
    let mut rng = mancala_engine::Rng::new(seed);
    // (features, deep score minus the store difference), hundredths of a seed
    let mut data: Vec<(Vec<f64>, f64)> = Vec::new();
    let mut game_no = 0u64;
    while data.len() < wanted {
        let mut game = Game::new(config);
        game_no += 1;
        while !game.position().is_over() && data.len() < wanted {
            let pos = *game.position();
            let random = game.ply() < RANDOM_PLIES;
            if !random && pos.legal_moves().len() > 1 && rng.below(2) == 0 {
                judge.clear();
                let order: Vec<_> = pos.legal_moves().into_iter().map(|m| (m, None)).collect();
                let options = Options {
                    eval: Eval::Material,
                    ..Options::default()
                };
                let r = judge
                    .search(
                        &pos,
                        Limits::nodes(nodes),
                        options,
                        &order,
                        &mut Hooks::default(),
                    )
                    .ok_or_else(|| bad("internal error: no search"))?;
                if r.score.abs() < WIN_BOUND {
                    let material = eval::evaluate(&pos, Eval::Material);
                    let (f, _) = features(&pos).unwrap_or_default();
                    let mut x = vec![1.0];
                    x.extend(f.iter().map(|&v| f64::from(v)));
                    data.push((x, f64::from(r.score - material)));
                    if o.flag("verbose") {
                        eprintln!("{} {} {f:?}", data.len(), r.score - material);
                    }
                }
            }
            let agent = if random { &Agent::Random } else { &strong };
            let s = rng.next_u64() ^ game_no;
            let choice = think(&mut player, &game, agent, s, &mut Hooks::default())
                .ok_or_else(|| bad("internal error: no move"))?;
            game.play(choice.mv)
                .map_err(|e| bad(format!("internal error: move {} refused: {e}", choice.mv)))?;
        }
    }
    let k = names.len() + 1;
    let all: Vec<usize> = (0..k).collect();
    let (train, test): (Vec<_>, Vec<_>) = data.iter().enumerate().partition(|(i, _)| i % 2 == 0);
    let train: Vec<_> = train.into_iter().map(|(_, d)| d.clone()).collect();
    let test: Vec<_> = test.into_iter().map(|(_, d)| d.clone()).collect();
    let w_half = fit(&train, &all);
    let alone: Vec<_> = (1..k)
        .map(|j| {
            let w = fit(&train, &[0, j]);
            json!({"feature": names[j - 1], "weight": round(w[j]), "rmse": round(rmse(&test, &w) / 100.0)})
        })
        .collect();
    let w_all = fit(&data, &all);
    let weights = |w: &[f64]| {
        names
            .iter()
            .enumerate()
            .map(|(j, n)| (n.to_string(), json!(round(w[j + 1]))))
            .collect::<serde_json::Map<_, _>>()
    };
    let out = json!({
        "config": config.to_string(),
        "positions": data.len(),
        "games": game_no,
        "nodes": nodes,
        "seed": seed,
        "constant": round(w_all[0]),
        "weights": weights(&w_all),
        "test_rmse_seeds": {
            "store_difference": round(rmse(&test, &vec![0.0; k]) / 100.0),
            "with_constant": round(rmse(&test, &fit(&train, &[0])) / 100.0),
            "fit": round(rmse(&test, &w_half) / 100.0),
        },
        "half_weights": weights(&w_half),
        "alone": alone,
    });
    print(&out.to_string())
}

fn round(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Root-mean-square error of the weights `w` on `data`.
fn rmse(data: &[(Vec<f64>, f64)], w: &[f64]) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|(x, y)| {
            let p: f64 = x.iter().zip(w).map(|(a, b)| a * b).sum();
            (y - p).powi(2)
        })
        .sum();
    (sum / data.len().max(1) as f64).sqrt()
}

/// Least squares on the columns `cols` (the others' weights stay 0), with a tiny ridge so
/// that a feature that never varies does not make the system singular.
fn fit(data: &[(Vec<f64>, f64)], cols: &[usize]) -> Vec<f64> {
    let k = data.first().map_or(0, |d| d.0.len());
    let m = cols.len();
    let mut a = vec![vec![0.0; m + 1]; m];
    for (x, y) in data {
        for (r, &i) in cols.iter().enumerate() {
            for (c, &j) in cols.iter().enumerate() {
                a[r][c] += x[i] * x[j];
            }
            a[r][m] += x[i] * y;
        }
    }
    for (r, row) in a.iter_mut().enumerate() {
        row[r] += 1e-6 * data.len() as f64;
    }
    // Gaussian elimination with partial pivoting.
    for c in 0..m {
        let p = (c..m)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap_or(c);
        a.swap(c, p);
        let pivot = a[c].clone();
        for (r, row) in a.iter_mut().enumerate() {
            if r != c && pivot[c] != 0.0 {
                let f = row[c] / pivot[c];
                for (x, p) in row.iter_mut().zip(&pivot).skip(c) {
                    *x -= f * p;
                }
            }
        }
    }
    let mut w = vec![0.0; k];
    for (r, &i) in cols.iter().enumerate() {
        if a[r][r] != 0.0 {
            w[i] = a[r][m] / a[r][r];
        }
    }
    w
}
