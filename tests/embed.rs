//! The embed bundle's Rust side (src/embed.rs): positions and step-by-step examples
//! computed from scenario files, and clear errors for bad files.
use innovation::api::ApiError;
use innovation::embed::{example, position};
use innovation::log::{Line, Part, Viewer};
use innovation::scenario;
use innovation::view::{self, CardView, View};
use serde_json::{json, Value};
use std::path::Path;

const ARCHERY: &str = include_str!("scenarios/cards/base/archery-1-plain.json");
const FEUDALISM: &str = include_str!("scenarios/cards/base4/feudalism-8-two-demanded.json");

fn names(cards: &[CardView]) -> Vec<String> {
    cards
        .iter()
        .map(|c| match c {
            CardView::Known { name, .. } => name.clone(),
            CardView::Hidden { age, .. } => format!("hidden {age}"),
        })
        .collect()
}

/// Log lines in plain words, with the players' names of `v`.
fn words(v: &View, lines: &[Line]) -> Vec<String> {
    lines
        .iter()
        .map(|l| {
            l.parts
                .iter()
                .map(|p| match p {
                    Part::Text { text } => text.clone(),
                    Part::Player { player } => v.players[*player as usize].name.clone(),
                    Part::Card { card } => innovation::cards::name(*card).to_string(),
                    Part::Hidden { age, .. } => format!("a {age}"),
                })
                .collect()
        })
        .collect()
}

fn hand(v: &View, p: usize) -> Vec<String> {
    names(&v.players[p].hand)
}

#[test]
fn a_position_shows_every_card_by_default() {
    let p = position(ARCHERY, &Value::Null).unwrap();
    assert_eq!(p.name, "Archery: the vulnerable player draws a 1, then gives the highest card in hand");
    let v = &p.view;
    assert_eq!(v.players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["dennis", "micah"]);
    // Hands are listed by age, then title.
    assert_eq!(hand(v, 1), ["Writing", "Calendar"]);
    let red = v.players[0].board.iter().find(|p| p.color == innovation::model::Color::Red).unwrap();
    assert_eq!(names(&red.cards), ["Archery"]);
    assert_eq!(v.turn.as_ref().map(|t| (t.player, t.actions_left)), Some((0, 2)));
    assert_eq!(v.viewer, None);
}

#[test]
fn a_position_can_be_seen_by_one_player_or_a_spectator() {
    let as_dennis = position(ARCHERY, &json!({ "viewer": "dennis" })).unwrap().view;
    assert_eq!(hand(&as_dennis, 1), ["hidden 1", "hidden 2"]);
    assert_eq!(as_dennis.viewer, Some(0));
    let as_micah = position(ARCHERY, &json!({ "viewer": "micah" })).unwrap().view;
    assert_eq!(hand(&as_micah, 1), ["Writing", "Calendar"]);
    let spectator = position(ARCHERY, &json!({ "viewer": "spectator" })).unwrap().view;
    assert_eq!(hand(&spectator, 1), ["hidden 1", "hidden 2"]);
    assert_eq!(position(ARCHERY, &json!({ "viewer": "all" })).unwrap(), position(ARCHERY, &json!({})).unwrap());
}

#[test]
fn a_position_after_some_steps() {
    let p = position(ARCHERY, &json!({ "step": 1 })).unwrap().view;
    assert_eq!(hand(&p, 0), ["Calendar"]);
    assert_eq!(hand(&p, 1), ["Tools", "Writing"]);
    assert_eq!(p.turn.as_ref().map(|t| t.actions_left), Some(1));
    let e = position(ARCHERY, &json!({ "step": 2 })).unwrap_err();
    assert!(e.to_string().contains("step: a number of steps from 0 to 1"), "{e}");
}

#[test]
fn an_example_gives_every_state_with_its_log_and_question() {
    let ex = example(ARCHERY, &Value::Null).unwrap();
    assert_eq!(ex.name, position(ARCHERY, &Value::Null).unwrap().name);
    assert_eq!(ex.start, position(ARCHERY, &Value::Null).unwrap().view);
    assert_eq!(ex.steps.len(), 1);
    let s = &ex.steps[0];
    assert_eq!(s.answer.as_deref(), Some("dogma Archery"));
    assert_eq!(s.player, 0);
    assert!(!s.prompt.as_deref().unwrap_or("").is_empty());
    let chosen = s.chosen.clone().unwrap();
    assert_eq!(chosen.len(), 1);
    assert!(chosen[0].contains("Archery"), "{chosen:?}");
    // The step's log tells the story: micah draws Tools, then gives Calendar.
    let log = words(&s.view, &s.log).join("\n");
    assert!(log.contains("Tools") && log.contains("Calendar"), "{log}");
    // The view after the step is the position after one step, without the log.
    let mut after = position(ARCHERY, &json!({ "step": 1 })).unwrap().view;
    after.log.clear();
    assert_eq!(s.view, after);
    // Only this step's lines: none of the position's own lines are repeated.
    let step_lines = words(&s.view, &s.log);
    assert!(words(&ex.start, &ex.start.log).iter().all(|l| !step_lines.contains(l) || l.starts_with('—')), "{:?} / {:?}", ex.start.log, s.log);
}

#[test]
fn an_example_seen_by_one_player_hides_the_others_cards_in_the_log() {
    let all = example(ARCHERY, &Value::Null).unwrap();
    let dennis = example(ARCHERY, &json!({ "viewer": "dennis" })).unwrap();
    // dennis sees micah draw a 1 but not which one (Tools stays in micah's hand).
    assert!(words(&all.steps[0].view, &all.steps[0].log).join("\n").contains("Tools"));
    assert!(!words(&dennis.steps[0].view, &dennis.steps[0].log).join("\n").contains("Tools"), "{:?}", dennis.steps[0].log);
    assert_eq!(hand(&dennis.steps[0].view, 1), ["hidden 1", "hidden 1"]);
    assert_eq!(hand(&dennis.steps[0].view, 0), ["Calendar"]);
    assert_eq!(dennis.steps[0].answer.as_deref(), Some("dogma Archery"));
}

#[test]
fn a_revealed_card_is_shown_to_every_viewer() {
    // Classification reveals a card from hand (scenario spec, rule 8): micah reads its title.
    let text = include_str!("scenarios/cards/base/classification-1-plain.json");
    let micah = example(text, &json!({ "viewer": "micah" })).unwrap();
    let log = micah.steps.iter().flat_map(|st| words(&st.view, &st.log)).collect::<Vec<_>>().join("\n");
    assert!(log.contains("dennis reveals Tools"), "{log}");
}

#[test]
fn another_players_answer_is_not_shown_to_a_viewer() {
    // Philosophy: dennis scores Calendar from his hand; micah sees only "a 2".
    let text = include_str!("scenarios/cards/base/philosophy-3-plain.json");
    let ex = example(text, &json!({ "viewer": "micah" })).unwrap();
    let last = ex.steps.last().unwrap();
    assert_eq!((last.answer.clone(), last.prompt.clone(), last.chosen.clone()), (None, None, None));
    assert!(!serde_json::to_string(&ex).unwrap().contains("Calendar"), "micah must not learn which card dennis scored");
    let all = example(text, &Value::Null).unwrap();
    assert_eq!(all.steps.last().unwrap().chosen.as_ref().unwrap(), &["Calendar"]);
}

#[test]
fn every_scenario_of_the_test_suite_plays_as_an_example() {
    let mut n = 0;
    for dir in ["tests/scenarios/rules", "tests/scenarios/cards/base"] {
        for f in std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)).unwrap() {
            let path = f.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let sc = scenario::parse(&text).unwrap();
            let ex = example(&text, &Value::Null).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(ex.steps.len(), sc.steps.len(), "{}", path.display());
            // The last state is the scenario runner's final state.
            let mut end = view::view(&scenario::run(&sc).unwrap().game, Viewer::All);
            end.log.clear();
            let last = ex.steps.last().map(|s| s.view.clone()).unwrap_or_else(|| {
                let mut v = ex.start.clone();
                v.log.clear();
                v
            });
            assert_eq!(last, end, "{}", path.display());
            // Together, the steps' log lines are the whole log.
            let all: Vec<String> = words(&ex.start, &ex.start.log).into_iter().chain(ex.steps.iter().flat_map(|s| words(&s.view, &s.log))).collect();
            assert_eq!(all, scenario::run(&sc).unwrap().game.log_lines(Viewer::All), "{}", path.display());
            n += 1;
        }
    }
    assert!(n > 100, "only {n} scenarios");
}

#[test]
fn an_illegal_step_names_the_step_and_the_legal_answers() {
    let text = ARCHERY.replace("\"dogma Archery\"", "\"dogma Archery\", \"meld Writing\"");
    let e = example(&text, &Value::Null).unwrap_err();
    assert!(matches!(e, ApiError::Scenario(_)), "{e:?}");
    let m = e.to_string();
    assert!(m.contains("steps[1] (meld Writing) is not a legal answer"), "{m}");
    assert!(m.contains("legal answers: ") && m.contains("dogma Archery") && m.contains("draw"), "{m}");
    // The position stops at the same step with the same message.
    assert_eq!(position(&text, &json!({ "step": 2 })).unwrap_err(), e);
}

#[test]
fn junked_special_achievements_are_shown_face_up_to_everyone() {
    for viewer in [json!({}), json!({ "viewer": "kim" })] {
        let after = position(FEUDALISM, &json!({ "step": 1, "viewer": viewer.get("viewer") })).unwrap();
        let v: &View = &after.view;
        assert_eq!(v.junk_specials, ["Empire", "Monument", "World", "Universe"], "{viewer}");
        assert!(v.special_achievements.is_empty());
        // The junked card stays face down for a player.
        assert_eq!(names(&v.junk), if viewer.get("viewer").is_some() { vec!["hidden 1"] } else { vec!["Mysticism"] });
    }
}

#[test]
fn bad_files_and_options_give_clear_errors() {
    let cases: Vec<(String, &str)> = vec![
        ("".into(), "not JSON"),
        ("{\"name\": \"x\", ".into(), "not JSON"),
        ("[1, 2]".into(), "scenario: expected an object"),
        ("{\"name\": \"no setup\"}".into(), "setup: missing"),
        (ARCHERY.replace("\"Tools\"", "\"Toolz\""), "unknown card \"Toolz\""),
        (ARCHERY.replace("\"hand\"", "\"hnad\""), "unknown key \"hnad\""),
        (ARCHERY.replace("[\"dogma Archery\"]", "[7]"), "steps[0]"),
        (ARCHERY.replace("\"decks\"", "\"junk\": [\"Empire\"], \"decks\""), "there is no junk in this edition"),
        (FEUDALISM.replace("\"junk\": [\"Empire\", \"Mysticism\"]", "\"junk\": [\"Empire\", \"Empire\"]"), "Empire appears twice"),
        (FEUDALISM.replace("\"junk\": [\"Empire\", \"Mysticism\"]", "\"junk\": [\"Wonder\"]"), "Wonder appears twice"),
        (FEUDALISM.replace("\"junk\": [\"Empire\", \"Mysticism\"]", "\"junk\": [\"World\"]"), "World appears twice"),
    ];
    for (text, words) in &cases {
        for e in [position(text, &Value::Null).unwrap_err(), example(text, &Value::Null).unwrap_err()] {
            assert!(matches!(e, ApiError::Scenario(_)), "{text}: {e:?}");
            assert!(e.to_string().contains(words), "{text}: {e}");
        }
    }
    let bad_options = [(json!(3), "options: an object"), (json!({ "viewer": "zoe" }), "\"zoe\" is not a player of this scenario (dennis, micah)"), (json!({ "viewer": 1 }), "viewer:"), (json!({ "step": -1 }), "step:"), (json!({ "stpe": 1 }), "unknown option \"stpe\"")];
    for (o, words) in bad_options {
        let e = position(ARCHERY, &o).unwrap_err();
        assert!(matches!(e, ApiError::BadArgument(_)) && e.to_string().contains(words), "{o}: {e}");
    }
    assert!(example(ARCHERY, &json!({ "step": 1 })).unwrap_err().to_string().contains("unknown option \"step\""));
}

#[test]
fn truncated_and_mangled_files_never_panic() {
    // Every prefix of a real file, and the file with each byte class swapped: errors or results, no panic.
    for cut in (0..ARCHERY.len()).step_by(7) {
        let _ = position(&ARCHERY[..cut], &Value::Null);
        let _ = example(&ARCHERY[..cut], &Value::Null);
    }
    for (a, b) in [("2", "0"), ("1", "99"), ("dennis", "micah"), ("red", "blue"), ("[", "[[")] {
        let text = ARCHERY.replace(a, b);
        let _ = position(&text, &Value::Null);
        let _ = example(&text, &Value::Null);
    }
}
