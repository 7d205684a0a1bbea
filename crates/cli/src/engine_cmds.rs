//! `mancala match` and `mancala analyse`: the engine from the command line.
//!
//! Errors are one line and exit status 2, like everywhere else.

use std::time::Instant;

use mancala_engine::{
    Agent, Choice, Hooks, Level, Limits, Searcher, Style, WIN, WIN_BOUND, solve, think,
};
use mancala_rules::{Config, Game, Player, Rules};
use serde_json::{Value as Json, json};

use crate::{Failure, Opts, bad, print, shown};

/// `mancala help match`.
pub const MATCH_HELP: &str = "\
Usage: mancala match <game> [--size N] [--rule NAME=VALUE]... --a PLAYER --b PLAYER
                     [--games N] [--seed S] [--random-plies K] [--balance N] [--balance-max S]
                     [--records] [--judge N]

Plays N games (default 20) between two players, in pairs from the same opening with the
colours swapped (so each starts half the games). Each opening is K (default 2) uniformly
random moves, seeded. With --balance N, each pair's opening is drawn again (up to 100
tries) until a search of N nodes scores it within S seeds (--balance-max, default 2) for the
side to move, so that neither colour starts from a won position (the most balanced of the
tries is kept otherwise). A player is a level (beginner, casual, strong, expert), random,
greedy, or negamax:depth=N (the classical reference: plain full-width alpha-beta to depth N,
1 to 20, store difference as evaluation, no table, moves in legal order); a level may take
modifiers separated by ':' (nodes=N, depth=N, ms=T, temp=X, blunder=P, eval=material|full,
quiescence=on|off), e.g. strong:eval=material. Prints one JSON object,
from A's view: wins, draws, losses, points_share ((wins + draws/2) / games), avg_margin
(final store difference, A minus B; Nsolo: stones captured), per-colour points and
pairs_won_drawn_lost (colour-swapped pairs where A scored more than, exactly or less than
half the points);
solved_moves and games_reaching_solver count, for A and B, the moves Expert's exact endgame
solver decided and the games where it did. --judge N (Adji-Boto, Ayoayo): wherever a solve
of N nodes finds the exact value of every move (at most 30 seeds on the board), each
player's move is judged: judged_moves, optimal_share, avg_seeds_lost (exact best value minus
the value of the move played, in seeds). --records writes each game's record to standard
error.";

/// `mancala help analyse`.
pub const ANALYSE_HELP: &str = "\
Usage: mancala analyse <position|record> [--level L | --nodes N | --ms T | --exact N]
       mancala analyse <record> --game [--nodes N]

Searches the position (or the position a record reaches; a record's history counts for the
repetition rules) and prints one JSON object: best move, score (in seeds, from the view of
the player to move; a proven result is given as win_in/loss_in plies), depth reached, nodes
searched, time and nodes per second, and the root moves with their scores. Default:
--level expert with its time budget counted in nodes (1 000 000: 1 000 ms at 1 000 nodes a
millisecond), so the result is reproducible; --ms T searches for T ms of real time.
--exact N (Adji-Boto, Ayoayo): the exact endgame solver with N nodes instead: the final
store difference with perfect play (value, in seeds) of every move, or solved: false.

--game: the whole game, as the page's review searches it: one JSON line per ply, from the
start (ply 0) to the record's end: ply, to_move, played (the move the game played there;
null at the end), best (the engine's move; null once over), eval (seeds from player 1's
view, i.e. player 0's; null when proven), win_for and win_in (a proven result: the player
who wins, null for a draw, in this many plies; 0 once over), loss (seeds the move played
loses against the best by the same search, which scores every move; a proven win counts
as 100 seeds; null at the end), depth and nodes. Each position is searched on a cleared
16 MiB table with a node budget and no clock (default: 12 000 000 nodes shared out over the
positions, 10 000 to 100 000 each; --nodes N: N each), so the page's worker finds exactly
the same.";

/// The options `match` takes.
pub const MATCH_OPTIONS: &[&str] = &[
    "size",
    "rule",
    "a",
    "b",
    "games",
    "seed",
    "random-plies",
    "balance",
    "balance-max",
    "records",
    "judge",
];

/// The options `analyse` takes. (No `--seed`: analysis plays no random move.)
pub const ANALYSE_OPTIONS: &[&str] = &["level", "nodes", "ms", "exact", "game"];

fn agent(o: &Opts, name: &str) -> Result<Agent, Failure> {
    let s = o.get(name).ok_or_else(|| {
        bad(format!(
            "missing --{name} PLAYER (a level, random or greedy)"
        ))
    })?;
    s.parse()
        .map_err(|e| bad(format!("--{name} '{}': {e}", shown(s))))
}

/// Mixes a game seed and a ply into a move seed.
fn move_seed(seed: u64, game: u64, ply: usize) -> u64 {
    let mut x = seed
        ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (ply as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    x ^= x >> 29;
    x.wrapping_mul(0xBF58_476D_1CE4_E5B9)
}

/// `--judge`: positions with at most this many seeds on the board are offered to the
/// judging solve.
const JUDGE_SEEDS: u32 = 30;

/// A transposition table of 16 MiB per player natively.
const TT_BYTES: usize = 16 << 20;

/// `mancala match`.
pub fn run_match(o: &Opts) -> Result<(), Failure> {
    o.one_value()?;
    let config = o.config()?;
    let agents = [agent(o, "a")?, agent(o, "b")?];
    let games = o.number("games", 20, 1..=100_000)?;
    let seed = o.number("seed", 1, 0..=u64::MAX)?;
    let random_plies = o.number("random-plies", 2, 0..=40)? as usize;
    let balance = o.number("balance", 0, 0..=1_000_000_000)?;
    let balance_max = o.number("balance-max", 2, 0..=1000)? as i32 * 100;
    let judge = o.number("judge", 0, 0..=1_000_000_000)?;
    let mut searchers = [Searcher::new(TT_BYTES), Searcher::new(TT_BYTES)];
    // Per player (A, B): moves decided by the endgame solver; with --judge, moves judged
    // against exact values, optimal ones, seeds lost.
    let mut solved_moves = [0u64; 2];
    let mut judged = [0u64; 2];
    let mut optimal = [0u64; 2];
    let mut lost = [0i64; 2];
    let mut games_solved = [0u64; 2];
    // Colour-swapped pairs from A's view: won (more than 1 point of 2), drawn, lost.
    let mut pairs = [0u64; 3];
    let mut pair_points = 0.0f64;

    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let mut margin_sum = 0i64;
    let mut points_by_colour = [0.0f64; 2]; // A's points when A is player 0 / player 1
    let mut games_by_colour = [0u64; 2];
    let mut plies = 0u64;
    let mut think_ms = [0.0f64; 2];
    let mut think_moves = [0u64; 2];
    let start = Instant::now();
    let mut opening = Game::new(config);
    for g in 0..games {
        let pair = g / 2;
        // Player 0 is A in even games, B in odd ones.
        let a_colour = if g % 2 == 0 {
            Player::Zero
        } else {
            Player::One
        };
        if g % 2 == 0 {
            opening = choose_opening(
                config,
                seed,
                pair,
                random_plies,
                balance,
                balance_max,
                &mut searchers[0],
            )?;
        }
        let mut game = opening.clone();
        let mut reached = [false; 2];
        while !game.position().is_over() {
            let side = game.position().to_move();
            let who = usize::from(side != a_colour); // 0 = A, 1 = B
            // The exact values of every move, if a solve of `judge` nodes reaches them.
            let exact = (judge > 0
                && game.position().board_seeds() <= JUDGE_SEEDS
                && game.position().legal_moves().len() > 1)
                .then(|| solve::solve(game.position(), &game.position().legal_moves(), judge, true))
                .flatten();
            let t = Instant::now();
            let choice = think(
                &mut searchers[who],
                &game,
                &agents[who],
                move_seed(seed, g, game.ply()),
                &mut Hooks::default(),
            )
            .ok_or_else(|| bad("internal error: no move in a game that is not over"))?;
            think_ms[who] += t.elapsed().as_secs_f64() * 1000.0;
            think_moves[who] += 1;
            if choice.search.as_ref().is_some_and(|s| s.solved) {
                solved_moves[who] += 1;
                if !reached[who] {
                    reached[who] = true;
                    games_solved[who] += 1;
                }
            }
            if let Some(ex) = &exact {
                if let Some(&(_, v)) = ex.moves.iter().find(|m| m.0 == choice.mv) {
                    judged[who] += 1;
                    optimal[who] += u64::from(v == ex.value);
                    lost[who] += i64::from(ex.value - v);
                }
            }
            game.play(choice.mv).map_err(|e| {
                bad(format!(
                    "internal error: engine move {} refused: {e}",
                    choice.mv
                ))
            })?;
        }
        plies += game.ply() as u64;
        if o.flag("records") {
            eprintln!(
                "game {g}: A is player {}: {}",
                a_colour.index(),
                game.record()
            );
        }
        let pos = game.position();
        let stores = pos.stores();
        let outcome = pos
            .outcome()
            .ok_or_else(|| bad("internal error: game not over"))?;
        let margin =
            i64::from(stores[a_colour.index()]) - i64::from(stores[a_colour.other().index()]);
        margin_sum += margin;
        let points = match outcome.winner {
            None => {
                draws += 1;
                0.5
            }
            Some(w) if w == a_colour => {
                wins += 1;
                1.0
            }
            Some(_) => {
                losses += 1;
                0.0
            }
        };
        points_by_colour[a_colour.index()] += points;
        pair_points += points;
        if g % 2 == 1 || g + 1 == games {
            let full = if g % 2 == 1 { 1.0 } else { 0.5 };
            pairs[if pair_points > full {
                0
            } else if pair_points == full {
                1
            } else {
                2
            }] += 1;
            pair_points = 0.0;
        }
        games_by_colour[a_colour.index()] += 1;
    }
    let share = (wins as f64 + draws as f64 / 2.0) / games as f64;
    let per_colour = |c: usize| {
        if games_by_colour[c] == 0 {
            Json::Null
        } else {
            json!(round3(points_by_colour[c] / games_by_colour[c] as f64))
        }
    };
    let avg_ms = |w: usize| {
        if think_moves[w] == 0 {
            0.0
        } else {
            round3(think_ms[w] / think_moves[w] as f64)
        }
    };
    let out = json!({
        "game": config.game().as_str(),
        "size": config.size(),
        "config": config.to_string(),
        "a": o.get("a"),
        "b": o.get("b"),
        "games": games,
        "seed": seed,
        "wins": wins,
        "draws": draws,
        "losses": losses,
        "points_share": round3(share),
        "avg_margin": round3(margin_sum as f64 / games as f64),
        "share_as_first": per_colour(0),
        "share_as_second": per_colour(1),
        "avg_plies": round3(plies as f64 / games as f64),
        "avg_ms_per_move": [avg_ms(0), avg_ms(1)],
        "pairs_won_drawn_lost": pairs,
        "solved_moves": solved_moves,
        "games_reaching_solver": games_solved,
        "judged_moves": judged,
        "optimal_share": [ratio(optimal[0] as f64, judged[0]), ratio(optimal[1] as f64, judged[1])],
        "avg_seeds_lost": [ratio(lost[0] as f64, judged[0]), ratio(lost[1] as f64, judged[1])],
        "seconds": round3(start.elapsed().as_secs_f64()),
    });
    print(&out.to_string())
}

/// A pair's opening: `plies` random moves (seeded by the pair); with a `balance` budget,
/// drawn again until a search of that many nodes scores it within `max` (hundredths of a
/// seed) for the side to move, keeping the most balanced of 100 tries otherwise.
fn choose_opening(
    config: Config,
    seed: u64,
    pair: u64,
    plies: usize,
    balance: u64,
    max: i32,
    searcher: &mut Searcher,
) -> Result<Game, Failure> {
    let mut best: Option<(i32, Game)> = None;
    for attempt in 0..100u64 {
        let mut game = Game::new(config);
        for ply in 0..plies {
            if game.position().is_over() {
                break;
            }
            let s = move_seed(
                seed ^ attempt.wrapping_mul(0x2545_F491_4F6C_DD1D),
                pair,
                ply,
            ) ^ 0xA5A5;
            let Some(Choice { mv, .. }) =
                think(searcher, &game, &Agent::Random, s, &mut Hooks::default())
            else {
                break;
            };
            game.play(mv)
                .map_err(|e| bad(format!("internal error: random move {mv} refused: {e}")))?;
        }
        if balance == 0 {
            return Ok(game);
        }
        if game.position().is_over() {
            continue;
        }
        searcher.clear();
        let Some(r) = mancala_engine::analyse(
            searcher,
            &game,
            Limits::nodes(balance),
            &mut Hooks::default(),
        ) else {
            continue;
        };
        let off = r.score.abs();
        if off <= max {
            return Ok(game);
        }
        if best.as_ref().is_none_or(|(b, _)| off < *b) {
            best = Some((off, game));
        }
    }
    searcher.clear();
    best.map(|(_, g)| g)
        .ok_or_else(|| bad("every opening tried ended the game: use fewer --random-plies"))
}

/// `x / n` rounded, or null when nothing was counted.
fn ratio(x: f64, n: u64) -> Json {
    if n == 0 {
        Json::Null
    } else {
        json!(round3(x / n as f64))
    }
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// `mancala analyse`.
pub fn run_analyse(o: &Opts) -> Result<(), Failure> {
    o.one_value()?;
    let game = super::game_from_notation(o)?;
    if o.flag("game") {
        return review_game(o, &game);
    }
    let given = ["level", "nodes", "ms"]
        .iter()
        .filter(|name| o.get(name).is_some())
        .count();
    if given > 1 {
        return Err(bad("give at most one of --level, --nodes and --ms"));
    }
    let expert = Level::Expert.style();
    // Expert's time budget counted in nodes, as a search without a clock does.
    let mut style: Style = Style {
        limits: Limits {
            millis: None,
            nodes: mancala_engine::EXPERT_MILLIS * mancala_engine::NODES_PER_MS,
            ..expert.limits
        },
        ..expert
    };
    if let Some(l) = o.get("level") {
        let agent: Agent = l
            .parse()
            .map_err(|e| bad(format!("--level '{}': {e}", shown(l))))?;
        style = agent.style().ok_or_else(|| {
            bad("--level: random, greedy and negamax are not levels; use a level")
        })?;
    }
    if o.get("nodes").is_some() {
        style.limits.nodes = o.number("nodes", 0, 1..=u64::MAX)?;
    }
    if o.get("ms").is_some() {
        style.limits.millis = Some(o.number("ms", 0, 1..=3_600_000)?);
        style.limits.nodes = u64::MAX;
    }
    // Analysis always searches, even a forced move, and reports the exact best move.
    style.temperature = 0.0;
    style.blunder = 0.0;
    if let Some(end) = super::board::end(game.position()) {
        return Err(bad(format!("the game is over: {end}")));
    }
    let mut searcher = Searcher::new(64 << 20);
    let t0 = Instant::now();
    let cpu0 = super::cpu::thread_seconds();
    let mut clock = move || t0.elapsed().as_millis() as u64;
    let mut hooks = Hooks {
        clock: Some(&mut clock),
        stop: None,
    };
    let pos = *game.position();
    if o.get("exact").is_some() {
        let budget = o.number("exact", 0, 1..=u64::MAX)?;
        if !solve::solvable(&pos) {
            return Err(bad(
                "--exact is for Adji-Boto and Ayoayo: the exact solver does not play Nsolo",
            ));
        }
        let t0 = Instant::now();
        let solved = solve::solve(&pos, &pos.legal_moves(), budget, true);
        let ms = round3(t0.elapsed().as_secs_f64() * 1000.0);
        let out = match solved {
            Some(s) => json!({
                "position": pos.to_string(),
                "to_move": pos.to_move().index(),
                "board_seeds": pos.board_seeds(),
                "best": s.best.to_string(),
                "value": s.value,
                "nodes": s.nodes,
                "ms": ms,
                "moves": s.moves.iter().map(|(m, v)| json!({"move": m.to_string(), "value": v})).collect::<Vec<_>>(),
            }),
            None => json!({
                "position": pos.to_string(),
                "board_seeds": pos.board_seeds(),
                "solved": false,
                "ms": ms,
            }),
        };
        return print(&out.to_string());
    }
    let result = if style.options == mancala_engine::Options::default() {
        mancala_engine::analyse(&mut searcher, &game, style.limits, &mut hooks)
    } else {
        let order: Vec<_> = pos.legal_moves().into_iter().map(|m| (m, None)).collect();
        searcher.search(&pos, style.limits, style.options, &order, &mut hooks)
    }
    .ok_or_else(|| bad("the game is over"))?;
    let elapsed = t0.elapsed().as_secs_f64();
    // the thread's CPU time (Linux): what a benchmark on a loaded machine compares
    let cpu_ms = super::cpu::since(cpu0).map(|s| round3(s * 1000.0));
    let score_json = |s: i32| -> Json {
        if s > WIN_BOUND {
            json!({"win_in": WIN - s})
        } else if s < -WIN_BOUND {
            json!({"loss_in": WIN + s})
        } else {
            json!(f64::from(s) / 100.0)
        }
    };
    let root: Vec<Json> = result
        .root
        .iter()
        .map(|r| json!({"move": r.mv.to_string(), "score": score_json(r.score)}))
        .collect();
    let out = json!({
        "position": pos.to_string(),
        "to_move": pos.to_move().index(),
        "best": result.best.to_string(),
        "score": score_json(result.score),
        "depth": result.depth,
        "nodes": result.nodes,
        "ms": round3(elapsed * 1000.0),
        "nps": (result.nodes as f64 / elapsed.max(1e-9)).round(),
        "cpu_ms": cpu_ms,
        "root": root,
    });
    print(&out.to_string())
}

/// `mancala analyse <record> --game`: every position of the game, one JSON line each
/// (`mancala_engine::review`, the search the page's review runs in its worker).
fn review_game(o: &Opts, game: &Game) -> Result<(), Failure> {
    if ["level", "ms", "exact"].iter().any(|n| o.get(n).is_some()) {
        return Err(bad(
            "--game takes --nodes only: the review's settings are fixed",
        ));
    }
    let total = game.ply();
    let mut replay = game.clone();
    while replay.undo() {}
    // Positions not over: the game's own over only at its end.
    let open = if game.position().is_over() {
        total
    } else {
        total + 1
    };
    let nodes = match o.get("nodes") {
        Some(_) => o.number("nodes", 0, 1..=u64::MAX)?,
        None => mancala_engine::review_nodes(open),
    };
    let mut searcher = Searcher::new(mancala_engine::REVIEW_TABLE_BYTES);
    for ply in 0..=total {
        let pos = *replay.position();
        let to_move = pos.to_move().index();
        let played = game.moves().get(ply).map(ToString::to_string);
        let sign = if to_move == 0 { 1 } else { -1 };
        let mut line = json!({
            "ply": ply,
            "to_move": to_move,
            "played": played,
            "best": null,
            "eval": null,
            "win_for": null,
            "win_in": null,
            "loss": null,
            "depth": 0,
            "nodes": 0,
        });
        if let Some(outcome) = pos.outcome() {
            line["win_for"] = json!(outcome.winner.map(Player::index));
            line["win_in"] = json!(0);
            if outcome.winner.is_none() {
                line["eval"] = json!(0.0);
            }
        } else {
            let r = mancala_engine::review(&mut searcher, &replay, nodes)
                .ok_or_else(|| bad("internal error: no search in a game that is not over"))?;
            line["best"] = json!(r.best.to_string());
            if r.score > WIN_BOUND {
                line["win_for"] = json!(to_move);
                line["win_in"] = json!(WIN - r.score);
            } else if r.score < -WIN_BOUND {
                line["win_for"] = json!(1 - to_move);
                line["win_in"] = json!(WIN + r.score);
            } else {
                line["eval"] = json!(f64::from(sign * r.score) / 100.0);
            }
            if let Some(loss) = game
                .moves()
                .get(ply)
                .and_then(|&m| mancala_engine::review_loss(&r, m))
            {
                line["loss"] = json!(f64::from(loss) / 100.0);
            }
            line["depth"] = json!(r.depth);
            line["nodes"] = json!(r.nodes);
        }
        print(&line.to_string())?;
        if ply < total && replay.redo().is_none() {
            return Err(bad("internal error: the game could not be replayed"));
        }
    }
    Ok(())
}
