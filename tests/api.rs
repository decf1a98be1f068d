//! The binding layer (src/api.rs) as the browser uses it: bad arguments give clear
//! errors and change nothing; the incremental log equals the whole log; and the
//! drift check's samples: every kind of value the UI receives, written as a
//! TypeScript file typed with www/src/engine/types.ts (checked by `tsc` in `npm test`).
use innovation::api::{self, ApiError, Session};
use innovation::selfplay::random_answer;
use innovation::state::Rng;
use serde_json::{json, Value};
use std::collections::BTreeMap;

fn session(players: usize, seed: u64) -> Session {
    let names: Vec<&str> = ["ada", "bo", "cy", "di"][..players].to_vec();
    Session::new(&json!({ "players": names, "seed": seed })).unwrap()
}

fn snapshot(s: &Session) -> (String, Value) {
    (s.save(), serde_json::to_value(s.view(&Value::Null).unwrap()).unwrap())
}

#[test]
fn bad_configurations_are_refused_with_a_message() {
    let cases = [
        (json!(3), "must be an object"),
        (json!({ "players": "ada" }), "configuration"),
        (json!({ "players": ["ada"] }), "2 to 4 players"),
        (json!({ "players": ["ada", "ada"] }), "used twice"),
        // A player named `pass` could not be told from declining a choice of player.
        (json!({ "players": ["ada", "pass"] }), "cannot be a player's name"),
        (json!({ "players": ["all", "bo"] }), "cannot be a player's name"),
        (json!({ "players": ["ada", "bo"], "seed": -1 }), "seed"),
        (json!({ "players": ["ada", "bo"], "seed": 9007199254740992u64 }), "seed"),
        (json!({ "players": ["ada", "bo"], "seed": 1.5 }), "seed"),
        (json!({ "players": ["ada", "bo"], "edition": 2 }), "edition"),
        (json!({ "players": ["ada", "bo"], "colour": "red" }), "unknown configuration field"),
    ];
    for (cfg, words) in cases {
        match Session::new(&cfg) {
            Ok(_) => panic!("{cfg} was accepted"),
            Err(e) => assert!(e.to_string().contains(words), "{cfg}: {e}"),
        }
    }
    assert!(Session::new(&json!({ "players": ["ada", "bo"], "seed": 9007199254740991u64 })).is_ok());
    assert!(Session::new(&json!({ "players": ["Pass", "passer"] })).is_ok(), "only the words themselves are refused");
}

#[test]
fn bad_arguments_change_nothing() {
    let mut s = session(2, 11);
    let before = snapshot(&s);
    let bad_answers = [json!(7), json!(null), json!({ "key": "x" }), json!([1, 2]), json!("no such key"), json!(["a", "b", "c"])];
    for a in bad_answers {
        let e = s.answer(&a).unwrap_err();
        assert!(matches!(e, ApiError::Answer(_)), "{a}: {e:?}");
        assert_eq!(snapshot(&s), before, "{a} changed the game");
    }
    for v in [json!(2), json!(-1), json!("ada"), json!(0.5)] {
        assert!(s.view(&v).unwrap_err().to_string().contains("viewer"));
        assert!(s.log(&v, &json!(0)).is_err());
    }
    assert!(s.log(&json!(0), &json!("x")).unwrap_err().to_string().contains("from"));
    assert!(s.undo().unwrap_err().to_string().contains("nothing to undo"));
    for text in [json!(5), json!(""), json!("{}"), json!("{\"format\":\"innovation-save-1\"}"), json!(s.save().replace("\"answers\":[", "\"answers\":[[\"Nope\"],"))] {
        let e = Session::load(&text).err().unwrap_or_else(|| panic!("{text} loaded"));
        assert!(matches!(e, ApiError::Load(_) | ApiError::BadArgument(_)), "{e:?}");
    }
    assert!(s.bot_answer(&json!(0), &json!("genius"), &json!(10), &json!(1)).unwrap_err().to_string().contains("unknown bot level"));
    assert!(s.bot_answer(&Value::Null, &json!("random"), &json!(10), &json!(1)).is_err());
    assert_eq!(snapshot(&s), before);
}

#[test]
fn the_incremental_log_equals_the_whole_log_and_undo_shortens_it() {
    let mut s = session(3, 5);
    let mut rng = Rng(5);
    let mut have: Vec<Vec<innovation::log::Line>> = vec![vec![]; 4];
    let viewers = [json!(0), json!(1), json!(2), Value::Null];
    for step in 0..400 {
        let Some(a) = random_answer(s.game(), &mut rng) else { break };
        s.answer(&a.to_json()).unwrap();
        if step % 9 == 4 && s.can_undo() {
            s.undo().unwrap();
        }
        let n = s.log_len();
        for (i, v) in viewers.iter().enumerate() {
            have[i].truncate(n);
            let from = have[i].len();
            have[i].extend(s.log(v, &json!(from)).unwrap());
            let whole = innovation::view::view(s.game(), if v.is_null() { innovation::log::Viewer::Spectator } else { innovation::log::Viewer::Player(i as u8) }).log;
            assert_eq!(have[i], whole, "viewer {v} at step {step}");
        }
    }
}

#[test]
fn a_bot_answer_is_legal_and_decided_from_the_players_view() {
    let mut s = session(2, 3);
    for i in 0..60 {
        let q = match s.game().question() {
            Some(q) => q.clone(),
            None => break,
        };
        let level = ["random", "heuristic", "strong"][i % 3];
        let a = s.bot_answer(&json!(q.player), &json!(level), &json!(5), &json!(i)).unwrap();
        let other = 1 - q.player;
        assert!(s.bot_answer(&json!(other), &json!(level), &json!(5), &json!(i)).is_err(), "not {other}'s question");
        s.answer(&a).unwrap_or_else(|e| panic!("{level} answered {a}: {e}"));
    }
}

#[test]
fn computer_seats_keep_their_memory_so_an_all_computer_game_ends() {
    // Two heuristic players from seed 7 repeat a cycle of turns for ever when each
    // decision is made by a new bot (it was so in the browser); the seat's bot
    // remembers positions and breaks the cycle.
    let mut s = Session::new(&json!({"players": ["a", "b"], "seed": 7})).unwrap();
    let mut n = 0;
    while let Some(q) = s.game().question() {
        let p = q.player;
        let a = s.bot_answer(&json!(p), &json!("heuristic"), &json!(0), &json!(n)).unwrap();
        s.answer(&a).unwrap();
        n += 1;
        assert!(n < 5_000, "no end after {n} answers");
    }
    assert!(s.game().outcome().is_some());
}

#[test]
fn a_strong_computer_with_a_zero_budget_still_answers() {
    // 0 ms once meant "no time limit and unlimited iterations": it never answered.
    let mut s = session(2, 3);
    for _ in 0..6 {
        let Some(q) = s.game().question().cloned() else { break };
        let a = s.bot_answer(&json!(q.player), &json!("strong"), &json!(0), &json!(1)).unwrap();
        s.answer(&a).unwrap();
    }
}

/// The variant tags found in a JSON value (e.g. `target:hidden_card`, `kind:order`),
/// so that samples are kept until every kind of value has been seen once.
fn tags(v: &Value, path: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("type" | "kind" | "splay" | "reason" | "warning" | "zone", Value::String(s)) => out.push(format!("{path}.{k}:{s}")),
                    ("known" | "dogma" | "parley" | "zones" | "acts_on", Value::Array(a)) if !a.is_empty() => out.push(format!("{path}.{k}")),
                    ("reason", Value::Object(o)) => out.extend(o.keys().map(|r| format!("{path}.reason:{r}"))),
                    ("required" | "outcome" | "question" | "teams", x) if !x.is_null() => out.push(format!("{path}.{k}")),
                    _ => {}
                }
                tags(x, k, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| tags(x, path, out)),
        _ => {}
    }
}

/// Writes target/ts-drift/samples.ts: one sample of every kind of view, question,
/// choice target and card, each assigned to its declared TypeScript type.
#[test]
fn typescript_drift_samples() {
    let mut samples: BTreeMap<String, Value> = BTreeMap::new();
    let mut seen: std::collections::BTreeSet<String> = Default::default();
    let all = ["echoes", "artifacts", "relics", "cities", "figures"];
    let games: [(usize, u64, u8, &[&str]); 13] = [
        (2, 1, 3, &[]),
        (3, 2, 3, &[]),
        (4, 3, 3, &[]),
        (2, 4, 3, &[]),
        (2, 5, 4, &[]),
        (3, 6, 4, &[]),
        (4, 7, 4, &[]),
        (2, 8, 1, &[]),
        (2, 9, 3, &all),
        (3, 10, 3, &all),
        (2, 11, 3, &["echoes"]),
        (2, 12, 3, &["artifacts", "relics"]),
        (3, 13, 3, &["cities"]),
    ];
    for (players, seed, edition, expansions) in games {
        let names: Vec<&str> = ["a", "b", "c", "d"][..players].to_vec();
        let mut s = Session::new(&json!({"players": names, "seed": seed, "edition": edition, "expansions": expansions})).unwrap();
        let mut rng = Rng(seed);
        loop {
            for viewer in [json!(0), Value::Null, json!(players - 1)] {
                let v = serde_json::to_value(s.view(&viewer).unwrap()).unwrap();
                let mut t = vec![];
                tags(&v, "view", &mut t);
                if t.iter().any(|x| !seen.contains(x)) {
                    seen.extend(t);
                    samples.insert(format!("view{}", samples.len()), v);
                }
            }
            let Some(a) = random_answer(s.game(), &mut rng) else { break };
            s.answer(&a.to_json()).unwrap();
        }
    }
    // Kinds every game shows; rarer ones are included when seen.
    for must in [
        "view.question",
        "view.outcome",
        "question.kind:order",
        "target.type:hidden_card",
        "hand.type:hidden",
        "achievements.type:special",
        "board.splay:up",
        "players.known",
        "question.dogma",
        "dogma.warning",
        // The expansions: their zones, the steps of the turn that ask, their actions.
        "players.zones",
        "view.zones",
        "step.type:free_artifact",
        "step.type:promote",
        "target.type:endorse",
        "target.type:inspire",
    ] {
        assert!(seen.iter().any(|t| t.starts_with(must)), "no sample of {must}: {seen:?}");
    }
    let mut ts = String::from("// @generated by tests/api.rs (typescript_drift_samples); checked by tsc in npm test.\n");
    ts += "import type { View, Catalogue, GameConfig, LogLine, ScenarioPosition, ScenarioExample, SetupSummary, Unreplayed } from '../../www/src/engine/types';\n\n";
    for (name, v) in &samples {
        ts += &format!("export const {name}: View = {v};\n");
    }
    // Log lines of a game's first turns, turn lines among them.
    let mut s = session(2, 1);
    let mut rng = Rng(1);
    for _ in 0..12 {
        let a = random_answer(s.game(), &mut rng).unwrap();
        s.answer(&a.to_json()).unwrap();
    }
    let lines = s.log(&json!(0), &json!(0)).unwrap();
    assert!(lines.iter().any(|l| l.turn.is_some()) && lines.iter().any(|l| l.actor.is_none() || l.turn.is_none()));
    ts += &format!("export const log: LogLine[] = {};\n", serde_json::to_value(lines).unwrap());
    for e in [1, 3, 4] {
        ts += &format!("export const catalogue{e}: Catalogue = {};\n", serde_json::to_value(api::catalogue(&json!(e)).unwrap()).unwrap());
    }
    ts += "export const config: GameConfig = { players: ['a', 'b'], teams: [['a'], ['b']], seed: 1, edition: 3, expansions: [] };\n";
    let summary = api::setup_summary(&json!({"players": ["a", "b"], "expansions": ["echoes", "cities"]})).unwrap();
    ts += &format!("export const setupSummary: SetupSummary = {};\n", serde_json::to_value(summary).unwrap());
    // The embed bundle's values (src/embed.rs), from a scenario with a step.
    let archery = include_str!("scenarios/cards/base/archery-1-plain.json");
    let position = innovation::embed::position(archery, &json!({ "viewer": "micah" })).unwrap();
    ts += &format!("export const scenarioPosition: ScenarioPosition = {};\n", serde_json::to_value(position).unwrap());
    // A 4th-edition position with special achievements in the junk.
    let feudalism = include_str!("scenarios/cards/base4/feudalism-8-two-demanded.json");
    let position = innovation::embed::position(feudalism, &json!({ "step": 1 })).unwrap();
    assert!(!position.view.junk_specials.is_empty());
    ts += &format!("export const scenarioPosition4: ScenarioPosition = {};\n", serde_json::to_value(position).unwrap());
    // A 4th-edition Parley: the question's step names the Dogma action it belongs to.
    let parley = include_str!("scenarios/rules4/parley-5-distant-sharer-is-asked.json");
    let position = innovation::embed::position(parley, &json!({ "step": 1 })).unwrap();
    let step = serde_json::to_value(&position.view.question.as_ref().expect("cy is asked").step).unwrap();
    let writing = innovation::cards::by_name("Writing", innovation::model::Edition::Fourth).unwrap();
    assert_eq!(step, json!({"type": "parley", "card": writing, "leader": 0, "why": "share"}));
    ts += &format!("export const scenarioPositionParley: ScenarioPosition = {};\n", serde_json::to_value(position).unwrap());
    let example = innovation::embed::example(archery, &Value::Null).unwrap();
    assert!(!example.steps.is_empty());
    ts += &format!("export const scenarioExample: ScenarioExample = {};\n", serde_json::to_value(example).unwrap());
    // What a resumed save could not replay (a changed answer of the action in progress).
    let mut s = session(2, 1);
    s.answer(&random_answer(s.game(), &mut Rng(1)).unwrap().to_json()).unwrap();
    let text = s.save().replacen("\"answers\":[[", "\"answers\":[[\"Nope\"],[", 1);
    let cut = Session::resume(&json!(text)).unwrap().1.expect("the changed answer is refused");
    ts += &format!("export const unreplayed: Unreplayed = {};\n", serde_json::to_value(cut).unwrap());
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/ts-drift");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("samples.ts"), ts).unwrap();
}

#[test]
fn a_game_starts_from_a_scenario_with_its_steps_played() {
    let text = std::fs::read_to_string(format!("{}/tests/scenarios/cards/base/archery-1-plain.json", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let s = Session::from_scenario(&json!(text)).unwrap();
    let sc = innovation::scenario::parse(&text).unwrap();
    let outcome = innovation::scenario::run(&sc).unwrap();
    assert_eq!(s.game().state(), outcome.game.state(), "the same state as the scenario runner's");
    // Bad input: not a string, not a scenario, an illegal step.
    assert!(Session::from_scenario(&json!(5)).err().unwrap().to_string().contains("a scenario is a string"));
    assert!(matches!(Session::from_scenario(&json!("{")), Err(ApiError::Scenario(_))));
    let bad = text.replace("\"dogma Archery\"", "\"dogma Sailing\"");
    assert!(Session::from_scenario(&json!(bad)).err().unwrap().to_string().contains("steps[0]"));
}

/// The catalogue lists every card of every set the engine plays with an edition,
/// and those sets with what each requires; the setup summary checks a
/// configuration as a new game would and says how many achievements win it.
#[test]
fn the_catalogue_lists_every_set_and_the_setup_summary_counts_achievements() {
    use innovation::model::CardSet;
    let c3 = api::catalogue(&json!(3)).unwrap();
    let sets: Vec<CardSet> = c3.sets.iter().map(|s| s.set).collect();
    for set in [CardSet::Base, CardSet::Echoes, CardSet::Artifacts, CardSet::Relics, CardSet::Cities, CardSet::Figures] {
        assert!(sets.contains(&set), "{set:?} in {sets:?}");
        let n = c3.cards.iter().filter(|c| c.set == set).count();
        assert_eq!(n, if set == CardSet::Relics { 5 } else { 105 }, "{set:?} cards");
    }
    assert_eq!(c3.sets[0].set, CardSet::Base);
    assert!(!c3.sets[0].optional && c3.sets[1..].iter().all(|s| s.optional));
    let relics = c3.sets.iter().find(|s| s.set == CardSet::Relics).unwrap();
    assert_eq!(relics.requires, vec![CardSet::Artifacts]);
    assert_eq!(relics.name, "Relics");
    // Echo effects, karma and six-slot cities are there; the decrees carry their colour.
    assert!(c3.cards.iter().any(|c| c.effects.iter().any(|e| e.kind == innovation::cards::EffectKind::Echo)));
    assert!(c3.cards.iter().any(|c| c.set == CardSet::Cities && c.icons.iter().filter(|s| **s != innovation::model::Slot::Empty).count() == 6));
    let war = c3.specials.iter().find(|s| s.name == "War").unwrap();
    assert_eq!(war.decree, Some(innovation::model::Color::Red));
    for name in ["Monument", "Wealth", "Legend"] {
        let s = c3.specials.iter().find(|s| s.name == name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(s.decree, None);
    }
    // The other editions play the base set only.
    for e in [1, 4] {
        let c = api::catalogue(&json!(e)).unwrap();
        assert_eq!(c.sets.iter().map(|s| s.set).collect::<Vec<_>>(), vec![CardSet::Base]);
        assert!(c.cards.iter().all(|x| x.set == CardSet::Base));
    }

    let to_win = |cfg: Value| api::setup_summary(&cfg).map(|s| s.achievements_to_win).map_err(|e| e.to_string());
    assert_eq!(to_win(json!({"players": ["a", "b"]})), Ok(6));
    assert_eq!(to_win(json!({"players": ["a", "b"], "expansions": ["echoes"]})), Ok(7));
    // The relics are not an expansion of their own.
    assert_eq!(to_win(json!({"players": ["a", "b"], "expansions": ["artifacts", "relics"]})), Ok(7));
    assert_eq!(to_win(json!({"players": ["a", "b", "c"], "expansions": ["echoes", "artifacts", "relics", "cities", "figures"]})), Ok(9));
    assert_eq!(to_win(json!({"players": ["a", "b", "c", "d"], "teams": [["a", "c"], ["b", "d"]], "expansions": ["cities"]})), Ok(7));
    for (cfg, words) in [
        (json!({"players": ["a", "b"], "expansions": ["relics"]}), "relics are played only with artifacts"),
        (json!({"players": ["a", "b"], "edition": 4, "expansions": ["echoes"]}), "cannot be played with the 4th edition"),
        (json!({"players": ["a", "b"], "expansions": ["base"]}), "not an expansion"),
        (json!({"players": ["a", "b"], "expansions": ["echoes", "echoes"]}), "named twice"),
        (json!({"players": ["a"], "expansions": ["echoes"]}), "2 to 4 players"),
        (json!({"players": ["a", "b"], "expansions": "echoes"}), "configuration"),
    ] {
        let e = to_win(cfg.clone()).unwrap_err();
        assert!(e.contains(words), "{cfg}: {e}");
        // A new game gives the same error.
        assert_eq!(Session::new(&cfg).err().map(|e| e.to_string()), Some(e));
    }
}

/// A save written by a version of the engine that asked other questions (here: an
/// answer of the action in progress changed) is not lost: `resume` goes on from the
/// first recorded answer it refuses, where `load` refuses the whole save.
#[test]
fn a_save_whose_action_cannot_be_replayed_resumes_from_the_first_refused_answer() {
    let mut s = session(2, 21);
    let mut rng = Rng(21);
    let answers = |s: &Session| -> Vec<Value> { serde_json::from_str::<Value>(&s.save()).unwrap()["answers"].as_array().unwrap().clone() };
    while answers(&s).len() < 3 {
        let a = random_answer(s.game(), &mut rng).expect("the game reaches an action with three answers");
        s.answer(&a.to_json()).unwrap();
    }
    let text = s.save();
    let save: Value = serde_json::from_str(&text).unwrap();
    let recorded = answers(&s);
    let n = recorded.len();

    let (same, cut) = Session::resume(&json!(text)).unwrap();
    assert_eq!(cut, None);
    assert_eq!(snapshot(&same), snapshot(&s));

    for k in [0, 1, n - 1] {
        let mut changed = save.clone();
        changed["answers"][k] = json!(["Nope"]);
        let changed = json!(changed.to_string());
        assert!(matches!(Session::load(&changed), Err(ApiError::Load(_))));
        let (resumed, cut) = Session::resume(&changed).unwrap();
        let cut = cut.expect("an answer was refused");
        assert_eq!((cut.kept, cut.dropped, cut.refused.as_slice()), (k, n - k, &["Nope".to_string()][..]));
        // The same game as the save with only the answers before the refused one.
        let mut shorter = save.clone();
        shorter["answers"] = json!(recorded[..k]);
        assert_eq!(snapshot(&resumed), snapshot(&Session::load(&json!(shorter.to_string())).unwrap()), "answer {k} refused");
    }

    // What lies before the action in progress must still be sound.
    let mut log_changed = save.clone();
    log_changed["log"] = json!([{ "first_player": { "player": 7 } }]);
    let e = Session::resume(&json!(log_changed.to_string())).err().expect("a log naming a player who is not in the game");
    assert!(e.to_string().contains("inconsistent"), "{e}");
    assert!(Session::resume(&json!("garbage")).is_err());
    assert!(matches!(Session::resume(&json!(5)), Err(ApiError::BadArgument(_))));
}
