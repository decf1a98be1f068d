//! Game-handle tests: save/load at every answer (also mid-dogma, and at every step
//! of every scenario file), undo within an action, tampered save files, and what a
//! player's view may contain.
use innovation::cards::{self, CARDS};
use innovation::log::Viewer;
use innovation::model::*;
use innovation::question::{Answer, QuestionKind};
use innovation::scenario;
use innovation::selfplay::random_answer;
use innovation::state::{Rng, Zone};
use innovation::view;
use innovation::bots::{Bot, Budget, Level};
use innovation::{Game, GameConfig};
use std::panic::{catch_unwind, AssertUnwindSafe};

mod common;

fn config(players: usize, teams: bool, seed: u64) -> GameConfig {
    let names: Vec<String> = ["ada", "bo", "cy", "di"][..players].iter().map(|s| s.to_string()).collect();
    let teams = if teams { Some(vec![vec![names[0].clone(), names[2].clone()], vec![names[1].clone(), names[3].clone()]]) } else { None };
    GameConfig { players: names, teams, seed: Some(seed), edition: 3, expansions: vec![] }
}

fn from_scenario(text: &str) -> Game {
    let sc = scenario::parse(text).expect("scenario parses");
    let mut g = scenario::start(&sc).expect("scenario starts");
    for s in &sc.steps {
        g.answer(s).expect("legal step");
    }
    g
}

/// Play a random game twice with the same answers: once straight through, once saving
/// and loading before every answer. Both must go through identical states.
#[test]
fn save_and_load_at_every_answer_continues_identically() {
    let mut mid_dogma_reloads = 0;
    for (players, teams, seed) in [(2, false, 1u64), (2, false, 2), (3, false, 3), (4, false, 4), (4, true, 5), (2, false, 6), (3, false, 7)] {
        let cfg = config(players, teams, seed);
        let mut a = Game::new(&cfg).unwrap();
        let mut b = Game::new(&cfg).unwrap();
        let mut rng = Rng(seed * 7919);
        let mut n = 0;
        while let Some(ans) = random_answer(&a, &mut rng) {
            let saved = b.save();
            let loaded = Game::load(&saved).unwrap_or_else(|e| panic!("seed {seed} answer {n}: load failed: {e}"));
            assert_eq!(loaded.state(), b.state(), "seed {seed} answer {n}: state differs after load");
            assert_eq!(loaded.question(), b.question(), "seed {seed} answer {n}: question differs after load");
            assert_eq!(loaded.save(), saved, "seed {seed} answer {n}: save differs after load");
            if let Some(q) = loaded.question() {
                if !matches!(q.kind, QuestionKind::Action | QuestionKind::InitialMeld) {
                    mid_dogma_reloads += 1;
                }
            }
            b = loaded;
            a.answer(&ans).unwrap();
            b.answer(&ans).unwrap();
            assert_eq!(a.state(), b.state(), "seed {seed} answer {n}: continuation differs");
            assert_eq!(a.question(), b.question(), "seed {seed} answer {n}: next question differs");
            n += 1;
            assert!(n < 20_000, "seed {seed}: game does not end");
        }
        assert!(a.outcome().is_some());
        assert_eq!(a.outcome(), b.outcome());
        assert_eq!(a.log_lines(Viewer::All), b.log_lines(Viewer::All));
    }
    assert!(mid_dogma_reloads > 0, "no reload happened in the middle of a dogma action");
}

/// A game goes on from the question it stopped at; a copy (`Game::clone`) runs the
/// current unit again from its start with the answers so far. At every answer of
/// random games with every expansion (karma, echo effects, the free artifact
/// action, promotions) and of the 4th edition, both must stand at the same state,
/// question and log, and go on identically.
#[test]
fn a_game_going_on_from_its_question_matches_one_run_again_from_the_units_start() {
    let all: Vec<String> = ["echoes", "artifacts", "relics", "cities", "figures"].iter().map(|s| s.to_string()).collect();
    let mut mid_unit = 0;
    for (players, edition, expansions, seed) in [(2, 3, all.clone(), 11u64), (3, 3, all.clone(), 12), (4, 3, all, 13), (3, 4, vec![], 14)] {
        let mut cfg = config(players, false, seed);
        cfg.edition = edition;
        cfg.expansions = expansions;
        let mut a = Game::new(&cfg).unwrap();
        let mut rng = Rng(seed * 31);
        let mut n = 0;
        while let Some(ans) = random_answer(&a, &mut rng) {
            let mut b = a.clone();
            assert_eq!(b.state(), a.state(), "seed {seed} answer {n}: the copy's state differs");
            assert_eq!(b.question(), a.question(), "seed {seed} answer {n}: the copy's question differs");
            assert_eq!(b.log_lines(Viewer::All), a.log_lines(Viewer::All), "seed {seed} answer {n}: the copy's log differs");
            if b.can_undo() {
                mid_unit += 1;
            }
            a.answer(&ans).unwrap();
            b.answer(&ans).unwrap();
            assert_eq!(b.state(), a.state(), "seed {seed} answer {n}: the copy goes on differently");
            assert_eq!(b.question(), a.question(), "seed {seed} answer {n}: the copy asks something else next");
            n += 1;
            assert!(n < 20_000, "seed {seed}: game does not end");
        }
        assert!(a.outcome().is_some());
    }
    assert!(mid_unit > 100, "few answers in the middle of a unit: {mid_unit}");
}

const CODE_OF_LAWS: &str = r#"{
  "name": "Code of Laws with a pending choice",
  "setup": {"players": ["dennis", "micah"], "seed": 1},
  "position": {
    "turn": {"player": "dennis", "actions_left": 2},
    "players": {
      "dennis": {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}, "hand": ["Oars", "Tools"]},
      "micah": {"board": {"blue": ["Writing"]}}
    }
  },
  "steps": ["dogma Code of Laws"]
}"#;

#[test]
fn save_and_load_in_the_middle_of_a_dogma_with_a_pending_choice() {
    let mut g = from_scenario(CODE_OF_LAWS);
    assert_eq!(g.question().unwrap().keys(), vec!["Oars", "pass"]);
    let mut h = Game::load(&g.save()).unwrap();
    assert_eq!(h.question(), g.question());
    assert_eq!(h.state(), g.state());
    for step in ["Oars", "red"] {
        g.answer_str(step).unwrap();
        h = Game::load(&h.save()).unwrap();
        h.answer_str(step).unwrap();
        assert_eq!(h.state(), g.state());
        assert_eq!(h.question(), g.question());
    }
    // Oars tucked under Archery, red splayed left, the action over.
    let s = g.state();
    let red = s.pile(0, Color::Red);
    assert_eq!(red.splay(), Splay::Left);
    assert_eq!(red.cards().iter().map(|&c| cards::name(c)).collect::<Vec<_>>(), vec!["Oars", "Archery"]);
    assert_eq!(g.question().unwrap().kind, QuestionKind::Action);
    assert_eq!(g.log_lines(Viewer::All), h.log_lines(Viewer::All));
}

#[test]
fn undo_within_an_action() {
    // Tools: "you may return three cards" (yes), then which three.
    let mut g = from_scenario(
        r#"{"setup": {"players": ["dennis", "micah"], "seed": 1},
            "position": {"turn": {"player": "dennis", "actions_left": 2},
              "players": {"dennis": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Archery", "Sailing", "Agriculture"]},
                          "micah": {"board": {"green": ["Clothing"]}}}},
            "steps": ["dogma Tools"]}"#,
    );
    let at_yes_no = g.clone();
    assert_eq!(g.question().unwrap().kind, QuestionKind::YesNo);
    g.answer_str("yes").unwrap();
    assert_eq!(g.question().unwrap().kind, QuestionKind::Cards);
    assert!(g.can_undo());
    g.undo().unwrap();
    assert_eq!(g.state(), at_yes_no.state());
    assert_eq!(g.question(), at_yes_no.question());
    assert_eq!(g.save(), at_yes_no.save());
    // Take back the action choice itself: back to the action prompt, nothing changed.
    g.undo().unwrap();
    assert_eq!(g.question().unwrap().kind, QuestionKind::Action);
    assert!(g.undo().is_err(), "nothing to undo at the start of an action");
    // A finished action cannot be undone.
    g.answer_str("draw").unwrap();
    assert_eq!(g.question().unwrap().kind, QuestionKind::Action);
    assert!(!g.can_undo());
    assert!(g.undo().is_err());
}

#[test]
fn undo_refused_after_a_card_from_hand_was_melded_or_tucked() {
    // Code of Laws: tucking Oars from hand shows it to micah.
    let mut g = from_scenario(CODE_OF_LAWS);
    g.answer_str("Oars").unwrap();
    assert_eq!(g.question().unwrap().keys(), vec!["red", "pass"]);
    assert!(!g.can_undo());
    assert!(g.undo().is_err());
}

#[test]
fn undo_refused_after_a_draw_revealed_a_card() {
    // Archery: micah draws a card (hidden information comes out) and must choose.
    let mut g = from_scenario(
        r#"{"setup": {"players": ["dennis", "micah"], "seed": 1},
            "position": {"turn": {"player": "dennis", "actions_left": 2},
              "players": {"dennis": {"board": {"red": ["Archery"]}}, "micah": {"board": {"green": ["Sailing"]}, "hand": ["Writing"]}},
              "decks": {"base": {"1": ["Tools"]}}},
            "steps": ["dogma Archery"]}"#,
    );
    assert_eq!(g.question().unwrap().player, 1);
    assert!(!g.can_undo());
    let before = g.save();
    assert!(g.undo().is_err());
    assert_eq!(g.save(), before);
}

#[test]
fn undo_refused_after_another_player_showed_a_card_from_hand() {
    // Code of Laws, shared by micah: micah tucks Mysticism from hand, face up on the
    // board. Taking that answer back would let dennis (or a computer's undo in the
    // app) choose again knowing micah's card.
    let mut g = from_scenario(
        r#"{"setup": {"players": ["dennis", "micah"], "seed": 1},
            "position": {"turn": {"player": "dennis", "actions_left": 2},
              "players": {"dennis": {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}, "hand": ["Oars"]},
                          "micah": {"board": {"purple": ["City States"]}, "hand": ["Mysticism"]}}},
            "steps": ["dogma Code of Laws", "Mysticism"]}"#,
    );
    assert_eq!(g.state().pile(1, Color::Purple).cards().len(), 2, "micah tucked");
    assert_eq!(g.question().unwrap().player, 1, "micah may splay purple");
    assert!(!g.can_undo());
    let before = g.save();
    assert!(g.undo().is_err());
    assert_eq!(g.save(), before);
    // Passing on the splay shows nothing: that answer alone can be taken back.
    g.answer_str("pass").unwrap();
    assert_eq!(g.question().unwrap().player, 0);
    assert!(g.can_undo());
}

#[test]
fn a_save_of_the_first_format_still_loads_and_plays_on() {
    // Saved by the engine before the ruleset existed (tests/fixtures/save-v1.json, a
    // 3-player game after 150 answers), with its log and pending question then.
    let (_, g) = saved_as_recorded("v1");
    assert_eq!(g.state().edition(), Edition::Third);
    // It saves in the current format.
    assert!(g.save().contains("innovation-save-3"));
}

/// A first-format save that is not one is refused with the reason: no panic, no
/// half-upgraded game.
#[test]
fn a_broken_save_of_the_first_format_is_refused_with_the_reason() {
    let good: serde_json::Value = serde_json::from_str(include_str!("fixtures/save-v1.json")).unwrap();
    let broken = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        match Game::load(&v.to_string()) {
            Ok(_) => panic!("a broken first-format save loaded"),
            Err(e) => e.to_string(),
        }
    };
    let cases: [(&str, &dyn Fn(&mut serde_json::Value)); 4] = [
        ("no start state", &|v| { v.as_object_mut().unwrap().remove("start"); }),
        ("no edition", &|v| { v["start"]["config"].as_object_mut().unwrap().remove("edition"); }),
        ("no location index", &|v| { v["start"].as_object_mut().unwrap().remove("loc"); }),
        // Only base cards existed then: an entry past them cannot come from that engine.
        ("a card beyond the base game is placed", &|v| v["start"]["loc"][110] = serde_json::json!({"Deck": ["base", 1]})),
    ];
    for (reason, f) in cases {
        let e = broken(f);
        assert!(e.contains("format 1") && e.contains(reason), "{reason}: got {e}");
    }
}

#[test]
fn a_save_of_the_second_format_still_loads_and_plays_on() {
    // Saved by the engine before the log's events were named outside (format 2,
    // tests/fixtures/save-v2.json): a 3-player game with every expansion after 120
    // answers, in the middle of a dogma, with its log and pending question then.
    let (text, g) = saved_as_recorded("v2");
    assert!(text.contains("\"format\":\"innovation-save-2\"") && text.contains("{\"event\":\"karma\""));
    assert_eq!(g.state().rules().expansions().len(), 5);
    assert!(g.can_undo(), "the answers of the action in progress are kept");
    assert!(g.save().contains("innovation-save-3") && !g.save().contains("\"event\""));
    assert_eq!(Game::load(&g.save()).unwrap().log_lines(Viewer::All), g.log_lines(Viewer::All));
    // A log of the second format that is not one: a clear error, not a panic.
    for (what, log) in [("not an object", "[5]"), ("no name", "[{\"player\":0}]"), ("a name that is not text", "[{\"event\":1}]")] {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["log"] = serde_json::from_str(log).unwrap();
        let e = Game::load(&v.to_string()).err().unwrap_or_else(|| panic!("{what}: loaded"));
        assert!(e.to_string().contains("format 2"), "{what}: {e}");
    }
}

/// Saves of the current format written at stop 57 (tests/fixtures/save-v3-*.json,
/// after 100 random answers, at a question inside a Dogma action): the 3rd edition
/// with every expansion (3 players), the 4th and the 1st (2 players). A change to
/// what a save holds must keep them loading (or upgrade them, as formats 1 and 2
/// are), or every game in progress would be lost at the app's update.
#[test]
fn saves_of_the_current_format_from_an_earlier_engine_still_load_and_play_on() {
    for name in ["v3-e3-all", "v3-e4", "v3-e1"] {
        let (text, g) = saved_as_recorded(name);
        assert!(text.contains("\"format\":\"innovation-save-3\""), "{name}");
        assert!(g.can_undo(), "{name}: the answers of the action in progress are kept");
    }
}

/// The fixture `tests/fixtures/save-<name>.json`, loaded: its log and pending
/// question are those recorded beside it (`-log.txt`, `-question.json`), it saves
/// and loads back to the same state, and it plays on (`exercise`). Returns the
/// save's text and the game.
fn saved_as_recorded(name: &str) -> (String, Game) {
    let read = |end: &str| std::fs::read_to_string(format!("{}/tests/fixtures/save-{name}{end}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let text = read(".json");
    let g = Game::load(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(g.log_lines(Viewer::All).join("\n"), read("-log.txt"), "{name}: the log");
    let keys: Option<Vec<String>> = serde_json::from_str(&read("-question.json")).unwrap();
    assert_eq!(g.question().map(|q| q.keys()), keys, "{name}: the pending question");
    let again = Game::load(&g.save()).unwrap();
    assert_eq!(again.state(), g.state(), "{name}");
    exercise(&g);
    (text, g)
}

fn catch<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|e| {
        e.downcast_ref::<String>().cloned().or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default()
    })
}

/// Use a loaded game the way a UI would; nothing may panic. Every computer level
/// decides for the player who must answer (their search builds whole positions).
fn exercise(g: &Game) {
    let n = g.state().num_players() as PlayerId;
    for p in 0..n {
        let _ = serde_json::to_string(&view::view(g, Viewer::Player(p))).unwrap();
    }
    if let Some(q) = g.question() {
        if let Some(obs) = innovation::bots::observe(g, q.player) {
            for level in [Level::Random, Level::Heuristic, Level::Strong] {
                let _ = Bot::new(level, Budget::iterations(20), 1).decide(&obs);
            }
        }
    }
    let _ = view::view(g, Viewer::Spectator);
    let _ = g.log_lines(Viewer::All);
    let mut g = g.clone();
    let mut rng = Rng(3);
    for _ in 0..30 {
        let Some(a) = random_answer(&g, &mut rng) else { break };
        let _ = g.answer(&a);
    }
}

fn midgame_save() -> String {
    let mut g = Game::new(&config(3, false, 11)).unwrap();
    let mut rng = Rng(5);
    for _ in 0..40 {
        let a = random_answer(&g, &mut rng).unwrap();
        g.answer(&a).unwrap();
    }
    g.save()
}

#[test]
fn a_save_of_players_or_rules_a_new_game_refuses_is_refused() {
    // A crafted save is checked as strictly as a new game's configuration (before,
    // one player or duplicate names loaded, and the bots' search then panicked).
    let good: serde_json::Value = serde_json::from_str(&midgame_save()).unwrap();
    type Edit = Box<dyn Fn(&mut serde_json::Value)>;
    let cases: Vec<(&str, &str, Edit)> = vec![
        ("one player", "2 to 4 players, not 1", Box::new(|x| {
            x["start"]["players"].as_array_mut().unwrap().truncate(1);
            x["start"]["turn_tucked"].as_array_mut().unwrap().truncate(1);
            x["start"]["turn_scored"].as_array_mut().unwrap().truncate(1);
            x["start"]["phase"] = serde_json::json!({"Turn": {"player": 0, "actions_left": 2, "first_round": false}});
            x["start"]["first_player"] = 0.into();
        })),
        ("an empty name", "a player name is empty", Box::new(|x| x["start"]["players"][1]["name"] = "".into())),
        ("a name twice", "is used twice", Box::new(|x| x["start"]["players"][1]["name"] = x["start"]["players"][0]["name"].clone())),
        ("teams in a 3-player game", "two teams of two", Box::new(|x| x["start"]["config"]["teams"] = serde_json::json!([0, 1, 0]))),
        ("fewer achievements to win than the rules say", "is not that of a game of these players", Box::new(|x| x["start"]["config"]["achievements_to_win"] = 1.into())),
        ("an expansion not played", "expansions", Box::new(|x| x["start"]["config"]["rules"]["sets"] = serde_json::json!(["base", "unseen"]))),
    ];
    for (what, says, f) in cases {
        let mut x = good.clone();
        f(&mut x);
        match catch(|| Game::load(&x.to_string())) {
            Err(p) => panic!("{what}: load panicked: {p}"),
            Ok(Ok(_)) => panic!("{what}: the save was accepted"),
            Ok(Err(e)) => assert!(e.to_string().contains(says), "{what}: {e}"),
        }
    }
}

#[test]
fn a_save_with_hands_out_of_order_loads_with_them_by_age_and_title() {
    // Engines before hands were kept by age and title wrote them in the order
    // the cards came; such a save loads with every hand and score pile in order
    // (spec/scenario-format.md, "How effects are asked", rule 7).
    let mut v: serde_json::Value = serde_json::from_str(&midgame_save()).unwrap();
    let mut reversed = 0;
    for p in v["start"]["players"].as_array_mut().unwrap() {
        for zone in ["hand", "score"] {
            let cs = p[zone].as_array_mut().unwrap();
            reversed += (cs.len() >= 2) as usize;
            cs.reverse();
        }
    }
    assert!(reversed > 0, "the save has no hand or score pile of two cards to reverse");
    let g = Game::load(&v.to_string()).unwrap();
    for ps in &g.state().players {
        for cs in [&ps.hand, &ps.score] {
            assert!(cs.windows(2).all(|w| (cards::age(w[0]), cards::name(w[0])) <= (cards::age(w[1]), cards::name(w[1]))), "{:?}", cs.iter().map(|&c| cards::name(c)).collect::<Vec<_>>());
        }
    }
}

#[test]
fn the_invariant_check_refuses_a_hand_or_score_pile_out_of_order() {
    // The order is kept by `State::place`; self-play and the fuzzer lean on this
    // check to tell that no path of the engine breaks it.
    let g = Game::load(&midgame_save()).unwrap();
    let s = g.state();
    innovation::invariants::check(s).unwrap();
    let mut tried = 0;
    for (i, ps) in s.players.iter().enumerate() {
        for score in [false, true] {
            if (if score { &ps.score } else { &ps.hand }).len() < 2 {
                continue;
            }
            let mut x = s.clone();
            let cs = if score { &mut x.players[i].score } else { &mut x.players[i].hand };
            cs.reverse();
            let e = innovation::invariants::check(&x).unwrap_err();
            assert!(e.contains("not by age then title"), "{e}");
            tried += 1;
        }
    }
    assert!(tried > 0, "the save has no hand or score pile of two cards");
}

#[test]
fn tampered_save_files_give_errors_not_panics() {
    let good = midgame_save();
    assert!(Game::load(&good).is_ok());
    let v: serde_json::Value = serde_json::from_str(&good).unwrap();
    let mut bad: Vec<(String, String)> = vec![
        ("empty".into(), String::new()),
        ("truncated".into(), good[..good.len() / 2].to_string()),
        ("not json".into(), "hello".into()),
        ("wrong format".into(), good.replacen("innovation-save-3", "innovation-save-0", 1)),
    ];
    let mut edit = |what: &str, f: &dyn Fn(&mut serde_json::Value)| {
        let mut x = v.clone();
        f(&mut x);
        bad.push((what.to_string(), x.to_string()));
    };
    // A player holding a card at the save's point (and the next player).
    let holder = |x: &serde_json::Value| -> (usize, usize) {
        let n = x["start"]["players"].as_array().unwrap().len();
        let p = (0..n).find(|&p| !x["start"]["players"][p]["hand"].as_array().unwrap().is_empty()).expect("a card in a hand");
        (p, (p + 1) % n)
    };
    edit("card in two zones", &|x| {
        let (p, q) = holder(x);
        let c = x["start"]["players"][p]["hand"][0].clone();
        x["start"]["players"][q]["hand"].as_array_mut().unwrap().push(c);
    });
    edit("card id out of range", &|x| x["start"]["players"][0]["hand"].as_array_mut().unwrap().push(60000.into()));
    // Where its icons count, read by the consistency check (the fuzzer found a
    // panic there: `fuzz/`), and in a deck.
    edit("card id out of range on top of a board pile", &|x| {
        let pile = x["start"]["players"][0]["board"].as_array_mut().unwrap().iter_mut().find(|p| !p["cards"].as_array().unwrap().is_empty()).expect("a card on the board");
        *pile["cards"].as_array_mut().unwrap().last_mut().unwrap() = 60000.into();
    });
    edit("card id out of range in a deck", &|x| x["start"]["decks"][3] = serde_json::json!([60000]));
    edit("location index disagrees", &|x| {
        let (p, q) = holder(x);
        let c = x["start"]["players"][p]["hand"].as_array_mut().unwrap().pop().unwrap();
        x["start"]["players"][q]["hand"].as_array_mut().unwrap().push(c);
    });
    edit("answer not legal", &|x| x["answers"] = serde_json::json!([["meld Nothing"]]));
    edit("turn of a missing player", &|x| x["start"]["phase"] = serde_json::json!({"Turn": {"player": 7, "actions_left": 2, "first_round": false}}));
    edit("three actions", &|x| x["start"]["phase"] = serde_json::json!({"Turn": {"player": 0, "actions_left": 3, "first_round": false}}));
    edit("teams of the wrong size", &|x| x["start"]["config"]["teams"] = serde_json::json!([0]));
    edit("log names a missing player", &|x| x["log"].as_array_mut().unwrap().push(serde_json::json!({"first_player": {"player": 9}})));
    edit("log names a missing card", &|x| x["log"].as_array_mut().unwrap().push(serde_json::json!({"not_implemented": {"card": 60000}})));
    edit("setup with empty hands", &|x| {
        x["start"]["phase"] = serde_json::json!("Setup");
        for p in x["start"]["players"].as_array_mut().unwrap() {
            let hand = std::mem::take(p["hand"].as_array_mut().unwrap());
            p["score"].as_array_mut().unwrap().extend(hand);
        }
    });
    for (what, text) in &bad {
        match catch(|| Game::load(text)) {
            Err(p) => panic!("{what}: load panicked: {p}"),
            Ok(Ok(g)) => {
                // Accepted: must then be usable without panics.
                if let Err(p) = catch(|| exercise(&g)) {
                    panic!("{what}: accepted, then panicked: {p}");
                }
            }
            Ok(Err(e)) => assert!(!e.to_string().is_empty()),
        }
    }
    // Every single-digit change of the save text: an error or a usable game, never a panic.
    let bytes = good.as_bytes();
    let mut tried = 0;
    for (i, &ch) in bytes.iter().enumerate() {
        if !ch.is_ascii_digit() || i % 3 != 0 {
            continue;
        }
        for d in [b'0', b'9'] {
            if d == ch {
                continue;
            }
            let mut t = bytes.to_vec();
            t[i] = d;
            let t = String::from_utf8(t).unwrap();
            tried += 1;
            if let Err(p) = catch(|| Game::load(&t).map(|g| exercise(&g))) {
                panic!("digit {i} changed to {}: panic: {p}", d as char);
            }
        }
    }
    assert!(tried > 100);
}

/// Names of cards a viewer may not know: in another player's hand, score pile or
/// forecast, in a deck, or a standard achievement, and never seen by the viewer.
fn secret_names(g: &Game, viewer: PlayerId) -> Vec<&'static str> {
    let s = g.state();
    let mut known = vec![false; CARDS.len()];
    let v = Viewer::Player(viewer);
    for e in g.events() {
        match e {
            innovation::log::Event::Move { card, from, to, .. } if v.sees(*from) || v.sees(*to) => known[*card as usize] = true,
            innovation::log::Event::Reveal { card, .. }
            | innovation::log::Event::InitialMeld { card, .. } => known[*card as usize] = true,
            _ => {}
        }
    }
    let mut out = vec![];
    for (i, l) in s.loc.iter().enumerate() {
        let Some(z) = l else { continue };
        let hidden = match z {
            Zone::Hand(p) | Zone::Score(p) => *p != viewer,
            Zone::Set(..) => !v.sees(*z),
            Zone::Deck(..) | Zone::AvailableAchievements => true,
            // A relic lies face up in an achievements pile.
            Zone::Achievements(_) => CARDS[i].set != CardSet::Relics,
            _ => false,
        };
        let name = CARDS[i].name;
        // Skip names contained in another title ("Tools" in "Machine Tools").
        let ambiguous = CARDS.iter().any(|c| c.name != name && c.name.contains(name));
        if hidden && !known[i] && !ambiguous {
            out.push(name);
        }
    }
    out
}

#[test]
fn a_view_never_shows_hidden_cards() {
    let mut checked = 0;
    let all = ["echoes", "artifacts", "relics", "cities", "figures"].map(String::from).to_vec();
    for (players, teams, seed, expansions) in [
        (2, false, 21u64, vec![]),
        (3, false, 22, vec![]),
        (4, true, 23, vec![]),
        (4, false, 24, vec![]),
        (2, false, 25, vec!["echoes".to_string()]),
        (3, false, 26, all.clone()),
        (4, true, 27, all.clone()),
    ] {
        let cfg = GameConfig { expansions, ..config(players, teams, seed) };
        let mut g = Game::new(&cfg).unwrap();
        let mut rng = Rng(seed);
        let mut n = 0;
        // Until the end: then every hand and score pile is shown (tests/table.rs).
        while g.outcome().is_none() {
            for p in 0..players as PlayerId {
                let json = serde_json::to_string(&view::view(&g, Viewer::Player(p))).unwrap();
                for name in secret_names(&g, p) {
                    assert!(!json.contains(&format!("\"{name}\"")) && !json.contains(&format!("{name} ")) && !json.contains(&format!(" {name}")),
                        "seed {seed}, answer {n}: the view of player {p} shows {name}");
                }
                // The hidden zones themselves carry no identities.
                let v = serde_json::to_value(view::view(&g, Viewer::Player(p))).unwrap();
                for (q, pv) in v["players"].as_array().unwrap().iter().enumerate() {
                    if q as PlayerId != p {
                        for zone in ["hand", "score"] {
                            for c in pv[zone].as_array().unwrap() {
                                assert_eq!(c["type"], "hidden", "seed {seed}: {zone} of player {q} visible to {p}");
                                assert!(c.get("name").is_none() && c.get("id").is_none());
                            }
                        }
                    }
                    // The forecast is face down for the others (age and set), the display face up.
                    for z in pv["zones"].as_array().unwrap() {
                        let face = if z["name"] == "forecast" && q as PlayerId != p { "hidden" } else { "known" };
                        for c in z["cards"].as_array().unwrap() {
                            assert_eq!(c["type"], face, "seed {seed}: {} of player {q} seen by {p}", z["name"]);
                        }
                    }
                }
                checked += 1;
            }
            let Some(a) = random_answer(&g, &mut rng) else { break };
            g.answer(&a).unwrap();
            n += 1;
        }
    }
    assert!(checked > 100);
    let _ = Answer::One(String::new());
}

/// The draw action names the deck it takes from (skipping empty ages), or says that
/// drawing ends the game, so that a UI can point at the deck.
#[test]
fn the_draw_action_names_its_deck() {
    use innovation::question::Target;
    let draw = |file: &str| {
        let text = std::fs::read_to_string(format!("{}/tests/scenarios/rules/{file}.json", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let sc = scenario::parse(&text).unwrap();
        let g = scenario::start(&sc).unwrap();
        let c = g.question().unwrap().choices.iter().find(|c| c.key == "draw").unwrap().clone();
        (c.label.to_string(), c.target)
    };
    assert_eq!(draw("draw-1-highest-top-card"), ("Draw a 3".to_string(), Target::Draw { age: Some(3) }));
    assert_eq!(draw("draw-4-skip-empty-ages"), ("Draw a 5".to_string(), Target::Draw { age: Some(5) }));
    let (label, target) = draw("draw-6-above-10-ends-by-score");
    assert_eq!(target, Target::Draw { age: None });
    assert!(label.contains("game ends"), "{label}");
}

/// A Dogma action logs the featured-icon counts taken at its start, who shares and
/// whom the demand affects (in turn order from the activating player).
#[test]
fn the_log_says_who_shares_and_whom_a_demand_affects() {
    let line = |file: &str| {
        let text = std::fs::read_to_string(format!("{}/tests/scenarios/{file}.json", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let g = from_scenario(&text);
        let lines = g.log_lines(Viewer::Spectator);
        let i = lines.iter().position(|l| l.contains(" activates ")).expect("a dogma");
        lines[i + 1].clone()
    };
    assert_eq!(line("cards/base/archery-1-plain"), "Castles: dennis 2, micah 0 — the demand affects micah");
    assert_eq!(line("cards/base/alchemy-5-shared"), "Castles: dennis 2, micah 5 — micah shares");
    assert_eq!(line("cards/base/archery-4-none-vulnerable"), "Castles: dennis 2, micah 3 — the demand affects nobody");
    assert_eq!(line("cards/base/banking-7-none-vulnerable"), "Crowns: dennis 2, micah 3 — micah shares; the demand affects nobody");
    assert_eq!(line("rules/dogma-1-sharers-in-order-leader-last-free-draw"), "Lightbulbs: cy 2, di 2, ann 3, bo 0 — di, ann share");
    // A teammate with fewer icons is not affected by a demand (and one with as many shares).
    assert_eq!(line("rules/dogma-5-team-no-free-draw-for-teammate"), "Lightbulbs: ann 2, bo 1, cy 2, di 0 — cy shares");
    assert_eq!(line("rules/dogma-9-demand-then-shared-effect-no-free-draw"), "Castles: ann 2, bo 0, cy 2 — cy shares; the demand affects bo");
}

/// The known cards (src/known.rs) treat the forecast as hidden, like a hand: a card
/// seen going there is known there to the others, one drawn there is not; the
/// display and the relics are public, never "known".
#[test]
fn known_cards_treat_the_forecast_as_hidden_and_the_display_as_public() {
    use innovation::known::Known;
    use innovation::log::{Event, Verb};
    let g = from_scenario(r#"{"setup": {"players": ["ada", "bo"], "seed": 3, "expansions": ["echoes", "artifacts", "relics"]},
        "position": {"players": {"ada": {"board": {"red": ["Archery"]}, "hand": ["Oars"]}, "bo": {"board": {"blue": ["Writing"]}}}}}"#);
    let s = g.state();
    let kind = |n: &str| innovation::sets::zone_kind(n).unwrap();
    let (forecast, display) = (Zone::Set(kind("forecast"), Some(0)), Zone::Set(kind("display"), Some(0)));
    let card = |n: &str| s.card(n).unwrap();
    let mv = |c: &str, from: Zone, to: Zone| Event::Move { player: 0, verb: Verb::Transfer, card: card(c), from, to };
    let knows = |k: &Known, p: usize, c: &str| k.players[p].cards.iter().find(|(x, _)| *x == card(c)).map(|(_, z)| *z);
    let mut k = Known::new(2);
    // From ada's board to her forecast: bo saw it go; ada sees her forecast.
    k.apply(&[mv("Archery", Zone::Board(0, Color::Red), forecast)], s);
    assert_eq!(knows(&k, 1, "Archery"), Some(forecast));
    assert_eq!(knows(&k, 0, "Archery"), None);
    // From ada's hand to her forecast: bo did not see it.
    k.apply(&[mv("Oars", Zone::Hand(0), forecast)], s);
    assert_eq!(knows(&k, 1, "Oars"), None);
    // To the display: public, known to nobody as a hidden card (and forgotten if it was).
    k.apply(&[mv("Archery", forecast, display)], s);
    assert_eq!((knows(&k, 0, "Archery"), knows(&k, 1, "Archery")), (None, None));
    // A relic from beside its deck into ada's hand: bo saw which.
    let relics = Zone::Set(kind("relics"), None);
    let relic = innovation::cards::name(s.zone_cards(relics)[0]);
    k.apply(&[Event::Move { player: 0, verb: Verb::Transfer, card: card(relic), from: relics, to: Zone::Hand(0) }], s);
    assert_eq!(knows(&k, 1, relic), Some(Zone::Hand(0)));
}

/// A question a karma asks says where it comes from (`Step::Karma`, not an effect's
/// context): Carl Friedrich Gauss, before a Meld action. The same karma's question
/// inside a Dogma action (Gauss's karma on a meld an effect makes) comes from the
/// karma too, not from the effect running.
#[test]
fn a_question_asked_by_a_karma_says_so() {
    use innovation::question::Step;
    let gauss = cards::by_name("Carl Friedrich Gauss", Edition::Third).unwrap();
    let at = |steps: &str| {
        from_scenario(&format!(
            r#"{{"name": "Gauss", "setup": {{"edition": 3, "expansions": ["figures"], "players": ["ann", "bo"], "seed": 1}},
            "position": {{"turn": {{"player": "ann", "actions_left": 2}}, "players": {{"ann": {{"board": {{"blue": ["Carl Friedrich Gauss"], "yellow": ["Domestication"]}}, "hand": ["Oars"]}}, "bo": {{"board": {{"blue": ["Writing"]}}}}}}}},
            "steps": {steps}}}"#
        ))
    };
    let g = at(r#"["meld Oars"]"#);
    let q = g.question().unwrap();
    assert_eq!((q.kind, q.step.clone(), q.context.is_none()), (QuestionKind::Value, Some(Step::Karma { card: gauss, owner: 0 }), true));
    // Domestication melds the lowest card of the hand: the karma asks first.
    let g = at(r#"["dogma Domestication"]"#);
    let q = g.question().unwrap();
    assert_eq!((q.kind, q.step.clone(), q.context.is_none()), (QuestionKind::Value, Some(Step::Karma { card: gauss, owner: 0 }), true));
}

/// A question asked by an effect that a karma executes comes from that effect,
/// not from the karma: the innermost of the two wins (`Ctx::ask_always`).
#[test]
fn a_question_of_an_effect_a_karma_executes_names_the_effect() {
    use innovation::question::{Context, Step};
    let sunshu = cards::by_name("Sunshu Ao", Edition::Third).unwrap();
    let agriculture = cards::by_name("Agriculture", Edition::Third).unwrap();
    let mut g = from_scenario(
        r#"{"name": "Sunshu Ao", "setup": {"edition": 3, "expansions": ["figures"], "players": ["ann", "bo"], "seed": 1},
        "position": {"turn": {"player": "ann", "actions_left": 2}, "players": {"ann": {"board": {"yellow": ["Sunshu Ao"]}, "hand": ["Agriculture", "Oars"]}, "bo": {"board": {"yellow": ["Masonry"]}}}},
        "steps": ["inspire yellow"]}"#,
    );
    // The inspire effect asks which card to tuck.
    let q = g.question().unwrap();
    assert_eq!((q.step.clone(), q.context.map(|c| c.card)), (None, Some(sunshu)));
    // Tucking yellow Agriculture: the karma melds it and executes its effect, which asks.
    g.answer_str("Agriculture").unwrap();
    let q = g.question().unwrap();
    assert_eq!(q.choices.iter().map(|c| &*c.key).collect::<Vec<_>>(), ["Oars", "pass"]);
    assert_eq!((q.step.clone(), q.context), (None::<Step>, Some(Context { card: agriculture, leader: 0, demand: false, compel: false })));
}

/// Every scenario file reaches positions random games seldom do (karma questions,
/// executions nested deep, a promotion's or an Endorse's second round, the end
/// mid-effect): before each of its steps and after the last, the game saved and
/// loaded is the same game (state, question, log, save text), and every computer
/// level answers legally. (Undo at every step: tests/undo.rs.)
#[test]
fn every_scenario_saves_loads_and_bots_answer_at_every_step() {
    let files = common::scenario_files();
    let (mut reloads, mut decisions) = (0, 0);
    for f in &files {
        let name = f.display();
        let sc = scenario::parse(&std::fs::read_to_string(f).unwrap()).unwrap();
        // Files that test a refused setup or position.
        let Ok(mut g) = scenario::start(&sc) else { continue };
        for (i, step) in sc.steps.iter().enumerate() {
            let same = |a: &Game, b: &Game| a.state() == b.state() && a.question() == b.question() && a.log_lines(Viewer::All) == b.log_lines(Viewer::All);
            let saved = g.save();
            let back = Game::load(&saved).unwrap_or_else(|e| panic!("{name}, before step {i}: the save does not load: {e}"));
            assert!(same(&back, &g) && back.save() == saved, "{name}, before step {i}: the loaded game differs");
            reloads += 1;
            // Every computer level answers here with a legal answer (the strong one,
            // whose search deals whole positions from what it saw, at the first step).
            if let Some(q) = g.question() {
                let obs = innovation::bots::observe(&g, q.player).unwrap_or_else(|| panic!("{name}, step {i}: no observation for the asked player"));
                let levels: &[Level] = if i == 0 { &[Level::Random, Level::Heuristic, Level::Strong] } else { &[Level::Random, Level::Heuristic] };
                for &level in levels {
                    let a = Bot::new(level, Budget::iterations(2), i as u64).decide(&obs);
                    assert!(g.clone().answer(&a).is_ok(), "{name}, step {i}: the {} computer player answers {a}, which is not legal", level.name());
                    decisions += 1;
                }
            }
            // Files that test an illegal step end there.
            if g.answer(step).is_err() {
                break;
            }
        }
        let saved = g.save();
        let back = Game::load(&saved).unwrap_or_else(|e| panic!("{name}, at the end: the save does not load: {e}"));
        assert!(back.state() == g.state() && back.question() == g.question() && back.save() == saved, "{name}, at the end: the loaded game differs");
    }
    assert!(reloads > 5_000 && decisions > 10_000, "{reloads} reloads, {decisions} decisions");
}

/// A compel's question says it is a compel (the app names it so), a demand's that it
/// is not; "you may splay one colour" names no list of the five colours.
#[test]
fn a_compel_is_told_apart_from_a_demand_and_any_colour_is_worded_as_one() {
    let g = from_scenario(
        r#"{"name": "Mjolnir Amulet", "setup": {"edition": 3, "expansions": ["artifacts"], "players": ["ann", "bo"], "seed": 1},
        "position": {"turn": {"player": "ann", "actions_left": 2}, "players": {"ann": {"board": {"red": ["Mjolnir Amulet"]}}, "bo": {"board": {"yellow": ["Masonry", "Agriculture"], "blue": ["Tools"]}}}},
        "steps": ["dogma Mjolnir Amulet"]}"#,
    );
    let c = g.question().unwrap().context.unwrap();
    assert_eq!((c.demand, c.compel), (true, true));
    let g = from_scenario(
        r#"{"name": "Archery", "setup": {"edition": 3, "players": ["ann", "bo"], "seed": 1},
        "position": {"turn": {"player": "ann", "actions_left": 2}, "players": {"ann": {"board": {"red": ["Archery"]}}, "bo": {"board": {"green": ["Sailing"]}, "hand": ["Writing", "Oars"]}}, "decks": {"base": {"1": ["Tools"]}}},
        "steps": ["dogma Archery"]}"#,
    );
    let c = g.question().unwrap().context.unwrap();
    assert_eq!((c.demand, c.compel), (true, false));
    let g = from_scenario(
        r#"{"name": "Flute", "setup": {"edition": 3, "expansions": ["echoes"], "players": ["ann", "bo"], "seed": 1},
        "position": {"turn": {"player": "ann", "actions_left": 2}, "players": {"ann": {"board": {"purple": ["Flute"], "red": ["Archery", "Oars"]}}, "bo": {"board": {"blue": ["Writing"]}}}},
        "steps": ["dogma Flute"]}"#,
    );
    assert_eq!(g.question().unwrap().prompt, "You may splay one colour of yours left");
}

/// Rowland Hill: "first return three cards from your hand; if you did, claim every
/// other card in your hand". When the claim is of a hand card (Soap: "achieve a
/// card from your hand"), that card is not among the others: it is claimed once,
/// after them (the log shows two claims, not three).
#[test]
fn rowland_hill_claims_every_other_card_not_the_one_being_claimed() {
    use innovation::log::{Event, Verb};
    let g = from_scenario(r#"{"name": "Rowland Hill with Soap: ann, sharing bo's Soap, tucks three red cards and achieves Sailing from her hand; Rowland Hill first returns three cards and claims every OTHER card of her hand (Writing), then Sailing is claimed", "setup": {"edition": 3, "expansions": ["echoes", "figures"], "players": ["ann", "bo"], "teams": null, "seed": 1}, "position": {"turn": {"player": "bo", "actions_left": 2}, "players": {"ann": {"board": {"yellow": ["Rowland Hill"], "green": ["Clothing"]}, "hand": ["Archery", "Oars", "Metalworking", "Sailing", "Tools", "Mysticism", "Pottery", "Writing"], "score": ["Coal"]}, "bo": {"board": {"yellow": ["Soap"]}}}, "achievements": ["Masonry", "Calendar"]}, "steps": ["dogma Soap", "red", ["Archery", "Oars", "Metalworking"], "Sailing", ["Tools", "Mysticism", "Pottery"]]}"#);
    let s = g.state();
    let titles: Vec<String> = s.players[0].achievements.iter().map(|a| match a {
        innovation::state::Achievement::Card(c) => s.title(*c).to_string(),
        other => format!("{other:?}"),
    }).collect();
    assert_eq!(titles, ["Writing", "Sailing"]);
    let claims = g.events().filter(|e| matches!(e, Event::Move { verb: Verb::Achieve, .. })).count();
    assert_eq!(claims, 2);
}
