//! The lessons (`web/lessons/steps.json`, one object a game; texts in `web/lessons/locales/<lang>.json`;
//! schema in `docs/lessons.md`) checked against the real rules: every step's position is
//! read by the notation, its `before` moves replay, each move it teaches is legal and its
//! account (the rules crate's events) shows what the step claims, each refused move is
//! refused for the reason the step names, highlighted holes exist, the steps together teach
//! every rule of the game, and every step has its texts in every language (and no text is
//! left without a step). A lesson can never drift from the rules.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use mancala_rules::{Event, Game, Move, NotationError, PlayError, Player, Position, Rules};
use serde_json::{Map, Value, json};

const LANGS: [&str; 4] = ["en", "it", "nl", "ru"];

/// The rules each game's lesson must teach (issue 11's list, one tag per rule), in the
/// `teaches` tags of its steps.
const RULES: [(&str, &[&str]); 3] = [
    (
        "adji-boto",
        &[
            "leave-one",
            "direction",
            "opening",
            "capture",
            "capture-chain",
            "empty-stops",
            "even-stops",
            "landing-hole",
            "pass",
            "end",
            "sweep",
        ],
    ),
    (
        "nsolo",
        &[
            "circuit",
            "relay",
            "singletons",
            "front-capture",
            "bonus",
            "pass",
            "end",
            "repetition",
        ],
    ),
    (
        "ayoayo",
        &[
            "sowing",
            "relay",
            "skip-origin",
            "capture",
            "pass",
            "feeding",
            "end",
            "remainder",
        ],
    ),
];

const STEP_KEYS: [&str; 9] = [
    "id",
    "teaches",
    "kind",
    "position",
    "before",
    "highlight",
    "moves",
    "account",
    "refuse",
];
const CLAIMS: [&str; 12] = [
    "laps", "sown", "path", "last", "skips", "captures", "bonus", "removes", "pass", "collects",
    "end", "winner",
];

/// Every refusal name (`PlayError::name`; each needs words in the page's languages, `ui ›
/// refuse.<name>` of web/locales/<lang>.json).
const REASONS: [&str; 13] = [
    "game-over",
    "no-such-hole",
    "not-your-hole",
    "empty-hole",
    "too-few-seeds",
    "played-in-opening",
    "singleton-not-allowed",
    "never-ends",
    "must-feed",
    "removals-pending",
    "no-removal-owed",
    "not-an-opponent-stone",
    "pass-not-allowed",
];

fn lessons_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/lessons")
}

fn load(path: PathBuf) -> Value {
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn player(p: Player) -> u8 {
    p.index() as u8
}

/// What a move's account shows, in the terms of a step's `account` claims.
fn summary(events: &[Event], mover: Player, errors: &mut Vec<String>, at: &str) -> Value {
    let (mut laps, mut path, mut skips, mut captures) = (0, vec![], vec![], vec![]);
    let (mut bonus, mut removes, mut pass, mut collects) = (0, 0, false, [0u16; 2]);
    let (mut end, mut winner) = (Value::Null, Value::Null);
    for e in events {
        match *e {
            Event::Lift { .. } => laps += 1,
            Event::Sow { hole } => path.push(hole),
            Event::Skip { hole } => skips.push(hole),
            Event::Capture { hole, count, by } => {
                if by != mover {
                    errors.push(format!("{at}: a capture by the other player"));
                }
                captures.push(json!([hole, count]));
            }
            Event::BonusOwed { count } => bonus += count,
            Event::Remove { .. } => removes += 1,
            Event::Pass { .. } => pass = true,
            Event::Collect { count, to, .. } => collects[to.index()] += count,
            Event::End { outcome } => {
                end = json!(outcome.reason.as_str());
                winner = outcome.winner.map_or(Value::Null, |w| json!(player(w)));
            }
        }
    }
    json!({
        "laps": laps, "sown": path.len(), "path": path, "last": path.last(), "skips": skips,
        "captures": captures, "bonus": bonus, "removes": removes, "pass": pass,
        "collects": collects, "end": end, "winner": winner,
    })
}

fn ints(v: &Value) -> Option<Vec<u64>> {
    v.as_array()?.iter().map(Value::as_u64).collect()
}

/// Checks one game's lesson file; returns its steps by id, pushing problems to `errors`.
fn check_game(game: &str, data: &Value, errors: &mut Vec<String>) -> Vec<(String, Value)> {
    let mut steps_out = vec![];
    if data["game"] != json!(game) {
        errors.push(format!("{game}: \"game\" is {}", data["game"]));
    }
    let Some(steps) = data["steps"].as_array() else {
        errors.push(format!("{game}: no \"steps\" list"));
        return steps_out;
    };
    if !(6..=12).contains(&steps.len()) {
        errors.push(format!("{game}: {} steps, expected 6 to 12", steps.len()));
    }
    let mut taught = BTreeSet::new();
    let mut ids = BTreeSet::new();
    for (i, step) in steps.iter().enumerate() {
        let id = step["id"].as_str().unwrap_or("").to_string();
        let at = format!("{game} step {} ({id})", i + 1);
        check_step(game, step, &at, &mut taught, errors);
        if id.is_empty()
            || !id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            errors.push(format!(
                "{at}: the id must be lower-case letters, digits and hyphens"
            ));
        }
        if !ids.insert(id.clone()) {
            errors.push(format!("{at}: the id is used twice"));
        }
        steps_out.push((id, step.clone()));
    }
    let required: BTreeSet<&str> = RULES
        .iter()
        .find(|(g, _)| *g == game)
        .unwrap()
        .1
        .iter()
        .copied()
        .collect();
    for rule in &required {
        if !taught.contains(*rule) {
            errors.push(format!("{game}: no step teaches \"{rule}\""));
        }
    }
    for rule in &taught {
        if !required.contains(rule.as_str()) {
            errors.push(format!(
                "{game}: \"{rule}\" is not one of the game's rules {required:?}"
            ));
        }
    }
    steps_out
}

fn check_step(
    game: &str,
    step: &Value,
    at: &str,
    taught: &mut BTreeSet<String>,
    errors: &mut Vec<String>,
) {
    let Some(obj) = step.as_object() else {
        errors.push(format!("{at}: not an object"));
        return;
    };
    for k in obj.keys() {
        if !STEP_KEYS.contains(&k.as_str()) {
            errors.push(format!("{at}: unknown field \"{k}\""));
        }
    }
    match step["teaches"].as_array() {
        Some(t) if !t.is_empty() => {
            taught.extend(t.iter().filter_map(Value::as_str).map(String::from))
        }
        _ => errors.push(format!(
            "{at}: \"teaches\" must name the rules the step teaches"
        )),
    }
    let kind = step["kind"].as_str().unwrap_or("");
    if kind != "play" && kind != "watch" {
        errors.push(format!("{at}: kind must be \"play\" or \"watch\""));
    }
    let pos: Position = match step["position"].as_str().map(str::parse) {
        Some(Ok(p)) => p,
        Some(Err(e)) => return errors.push(format!("{at}: position: {e}")),
        None => return errors.push(format!("{at}: no position")),
    };
    if pos.config().game().as_str() != game {
        errors.push(format!("{at}: the position is not {game}"));
    }
    if game == "nsolo" && pos.config().size() != Some(8) {
        errors.push(format!("{at}: Nsolo's lesson is on the 4×8 board"));
    }
    let mut start = Game::from_position(pos);
    for m in step["before"].as_array().map(Vec::as_slice).unwrap_or(&[]) {
        let mv = m.as_str().and_then(|s| s.parse::<Move>().ok());
        match mv.map(|mv| start.play(mv)) {
            Some(Ok(())) => {}
            Some(Err(e)) => return errors.push(format!("{at}: before-move {m} is refused: {e}")),
            None => return errors.push(format!("{at}: before-move {m} is not a move")),
        }
    }
    let here = *start.position();
    if here.is_over() {
        errors.push(format!("{at}: the game is over before the step"));
    }
    let holes = here.holes().len() as u64;
    match ints(&step["highlight"]) {
        Some(h) if !h.is_empty() => {
            for x in h {
                if x >= holes {
                    errors.push(format!(
                        "{at}: highlighted hole {x} is not on the board (0 to {})",
                        holes - 1
                    ));
                }
            }
        }
        _ => errors.push(format!("{at}: \"highlight\" must list holes")),
    }
    let moves = step["moves"].as_array().cloned().unwrap_or_default();
    if moves.is_empty() || (kind == "watch" && moves.len() != 1) {
        errors.push(format!(
            "{at}: a play step lists the moves it accepts, a watch step its one move"
        ));
    }
    let claims = step["account"].as_object().cloned().unwrap_or_else(|| {
        errors.push(format!("{at}: no \"account\" claims"));
        Map::new()
    });
    for k in claims.keys() {
        if !CLAIMS.contains(&k.as_str()) {
            errors.push(format!("{at}: unknown account claim \"{k}\""));
        }
    }
    let legal = here.legal_moves();
    for m in &moves {
        let Some(mv) = m.as_str().and_then(|s| s.parse::<Move>().ok()) else {
            errors.push(format!("{at}: {m} is not a move"));
            continue;
        };
        if !legal.contains(&mv) {
            errors.push(format!("{at}: move {mv} is not among the legal moves"));
        }
        let mut g = start.clone();
        let mut events: Vec<Event> = vec![];
        if let Err(e) = g.play_observed(mv, &mut events) {
            errors.push(format!("{at}: move {mv} is refused: {e}"));
            continue;
        }
        let shown = summary(&events, here.to_move(), errors, at);
        for (k, want) in &claims {
            if shown[k] != *want {
                errors.push(format!(
                    "{at}: move {mv}: the account shows {k} = {}, the step claims {want}",
                    shown[k]
                ));
            }
        }
    }
    for r in step["refuse"].as_array().map(Vec::as_slice).unwrap_or(&[]) {
        let (Some(m), Some(want)) = (r["move"].as_str(), r["reason"].as_str()) else {
            errors.push(format!("{at}: a refusal needs \"move\" and \"reason\""));
            continue;
        };
        if !REASONS.contains(&want) {
            errors.push(format!(
                "{at}: unknown refusal reason \"{want}\" (known: {REASONS:?})"
            ));
        }
        let Ok(mv) = m.parse::<Move>() else {
            errors.push(format!("{at}: refused {m} is not a move"));
            continue;
        };
        match start.clone().play(mv) {
            Ok(()) => errors.push(format!(
                "{at}: move {mv} should be refused ({want}) but is legal"
            )),
            Err(e) if e.name() != want => errors.push(format!(
                "{at}: move {mv} is refused as {} ({e}), the step says {want}",
                e.name()
            )),
            Err(_) => {}
        }
    }
}

/// The texts of every language against the steps: `try` and `done` for every step, `retry`
/// for play steps, `refused` for steps with refusals, a title per game; nothing else.
fn check_texts(
    steps: &BTreeMap<String, Vec<(String, Value)>>,
    texts: &BTreeMap<&str, Value>,
    errors: &mut Vec<String>,
) {
    for (lang, t) in texts {
        let nonempty = |v: &Value| v.as_str().is_some_and(|s| !s.trim().is_empty());
        let Some(games) = t["games"].as_object() else {
            errors.push(format!("{lang}: no \"games\" group"));
            continue;
        };
        for g in games.keys() {
            if !steps.contains_key(g) {
                errors.push(format!("{lang}: texts for a game without a lesson: {g}"));
            }
        }
        for (game, list) in steps {
            let gt = &t["games"][game];
            if !nonempty(&gt["title"]) {
                errors.push(format!("{lang}: no title for {game}"));
            }
            let Some(st) = gt["steps"].as_object() else {
                errors.push(format!("{lang}: no steps texts for {game}"));
                continue;
            };
            for id in st.keys() {
                if !list.iter().any(|(i, _)| i == id) {
                    errors.push(format!(
                        "{lang}: {game} › {id}: texts for a step that does not exist"
                    ));
                }
            }
            for (id, step) in list {
                let mut want = vec!["try", "done"];
                if step["kind"] == "play" {
                    want.push("retry");
                }
                if step["refuse"].as_array().is_some_and(|r| !r.is_empty()) {
                    want.push("refused");
                }
                let Some(s) = st.get(id).and_then(Value::as_object) else {
                    errors.push(format!("{lang}: {game} › {id}: no texts"));
                    continue;
                };
                for k in &want {
                    if !s.get(*k).is_some_and(nonempty) {
                        errors.push(format!("{lang}: {game} › {id} › {k}: missing or empty"));
                    }
                }
                for k in s.keys() {
                    if !want.contains(&k.as_str()) {
                        errors.push(format!(
                            "{lang}: {game} › {id} › {k}: not a text this step uses"
                        ));
                    }
                }
            }
        }
    }
}

fn check_all(files: &BTreeMap<&str, Value>, texts: &BTreeMap<&str, Value>) -> Vec<String> {
    let mut errors = vec![];
    let mut steps = BTreeMap::new();
    for (game, data) in files {
        steps.insert(game.to_string(), check_game(game, data, &mut errors));
    }
    check_texts(&steps, texts, &mut errors);
    errors
}

fn load_all() -> (BTreeMap<&'static str, Value>, BTreeMap<&'static str, Value>) {
    let dir = lessons_dir();
    let all = load(dir.join("steps.json"));
    let files = RULES
        .iter()
        .map(|(g, _)| {
            (
                *g,
                all.get(*g)
                    .cloned()
                    .unwrap_or_else(|| panic!("steps.json: no {g}")),
            )
        })
        .collect();
    let texts = LANGS
        .iter()
        .map(|l| (*l, load(dir.join("locales").join(format!("{l}.json")))))
        .collect();
    (files, texts)
}

#[test]
fn every_lesson_step_agrees_with_the_rules_and_has_its_texts() {
    let (files, texts) = load_all();
    let errors = check_all(&files, &texts);
    assert!(
        errors.is_empty(),
        "{} problem(s) in web/lessons:\n{}",
        errors.len(),
        errors.join("\n")
    );
}

/// Every `PlayError` the rules crate can give (`TooFewSeeds` with the counts its games use).
const ALL_ERRORS: [PlayError; 13] = [
    PlayError::GameOver,
    PlayError::NoSuchHole,
    PlayError::NotYourHole,
    PlayError::TooFewSeeds { needs: 1 },
    PlayError::TooFewSeeds { needs: 2 },
    PlayError::PlayedInOpening,
    PlayError::SingletonNotAllowed,
    PlayError::NeverEnds,
    PlayError::MustFeed,
    PlayError::RemovalsPending,
    PlayError::NoRemovalOwed,
    PlayError::NotAnOpponentStone,
    PlayError::PassNotAllowed,
];

/// A refused move's reason is said in the page's words, `ui › refuse.<name>` of
/// web/locales/<lang>.json, looked up by the name the rules give it (`PlayError::name`, the
/// `refusal` of the wasm module's error), as is why a record cannot be read
/// (`NotationError::NAMES`): every name has its words in every language, and `REASONS` is
/// exactly the rules' names.
#[test]
fn every_refusal_has_its_words_in_every_language() {
    let names: BTreeSet<&str> = ALL_ERRORS.iter().map(|e| e.name()).collect();
    assert_eq!(
        names,
        REASONS.iter().copied().collect(),
        "REASONS lists every name once"
    );
    assert_eq!(names.len(), ALL_ERRORS.len(), "each refusal its own name");
    for n in names.iter().chain(NotationError::NAMES.iter()) {
        assert!(
            n.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
            "{n}: kebab case"
        );
    }
    let dir = lessons_dir().join("../locales");
    for lang in LANGS {
        let t = load(dir.join(format!("{lang}.json")));
        // and why a record, a position or a config cannot be read (`NotationError::name`)
        for r in REASONS.iter().chain(NotationError::NAMES.iter()) {
            assert!(
                t["ui"][format!("refuse.{r}")]
                    .as_str()
                    .is_some_and(|s| !s.trim().is_empty()),
                "{lang}: no words ui › refuse.{r} in web/locales/{lang}.json"
            );
        }
    }
}

#[test]
fn every_lesson_file_is_checked() {
    let found: Vec<String> = std::fs::read_dir(lessons_dir())
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".json"))
        .collect();
    assert_eq!(
        found,
        ["steps.json"],
        "a lesson file this test does not know"
    );
    let all = load(lessons_dir().join("steps.json"));
    let mut games: Vec<&str> = all
        .as_object()
        .expect("steps.json: an object")
        .keys()
        .map(String::as_str)
        .collect();
    games.sort();
    let mut want: Vec<&str> = RULES.iter().map(|(g, _)| *g).collect();
    want.sort();
    assert_eq!(
        games, want,
        "steps.json: a game this test does not know, or one missing"
    );
}

/// Breaks a copy of the Adji-Boto lesson file and of the Italian texts.
type Break = fn(&mut Value, &mut Value);

/// The checks can fail: each broken copy of a real lesson is caught, with the right message.
#[test]
fn a_broken_step_is_caught() {
    let (files, texts) = load_all();
    let breaks: [(&str, Break, &str); 9] = [
        (
            "wrong capture chain",
            |f, _| f["steps"][4]["account"]["captures"] = json!([[3, 1], [2, 3]]),
            "the account shows captures",
        ),
        (
            "wrong lap count",
            |f, _| f["steps"][0]["account"]["laps"] = json!(2),
            "the account shows laps",
        ),
        (
            "an illegal taught move",
            |f, _| f["steps"][2]["moves"] = json!(["7"]),
            "not among the legal moves",
        ),
        (
            "a wrong refusal reason",
            |f, _| f["steps"][2]["refuse"][0]["reason"] = json!("must-feed"),
            "the step says must-feed",
        ),
        (
            "a legal move said to be refused",
            |f, _| f["steps"][2]["refuse"][0]["move"] = json!("5"),
            "should be refused",
        ),
        (
            "a hole off the board",
            |f, _| f["steps"][1]["highlight"] = json!([10]),
            "not on the board",
        ),
        (
            "a bad position",
            |f, _| f["steps"][1]["position"] = json!("adji-boto_0_10x10_1.0"),
            "position: not a possible position",
        ),
        (
            "a missing text",
            |_, t| {
                t["games"]["adji-boto"]["steps"]["pass"]
                    .as_object_mut()
                    .unwrap()
                    .remove("retry")
                    .map(drop)
                    .unwrap()
            },
            "pass › retry: missing",
        ),
        (
            "an orphan text",
            |_, t| t["games"]["adji-boto"]["steps"]["gone"] = json!({"try": "x", "done": "y"}),
            "a step that does not exist",
        ),
    ];
    for (what, break_it, message) in breaks {
        let mut f = files.clone();
        let mut t = texts.clone();
        break_it(f.get_mut("adji-boto").unwrap(), t.get_mut("it").unwrap());
        let errors = check_all(&f, &t);
        assert!(
            errors.iter().any(|e| e.contains(message)),
            "{what}: expected an error containing {message:?}, got {errors:#?}"
        );
    }
    // A rule no step teaches any more.
    let mut f = files.clone();
    let steps = f.get_mut("nsolo").unwrap()["steps"].as_array_mut().unwrap();
    steps.retain(|s| s["id"] != "repetition");
    let errors = check_all(&f, &texts);
    assert!(
        errors
            .iter()
            .any(|e| e.contains("no step teaches \"repetition\"")),
        "{errors:#?}"
    );
}
