//! The `innovation scenario` command line (spec/scenario-format.md, "Running"):
//! exit status 0 / 1 / 2, one-line errors naming the field, the report of an
//! illegal step, and the output schema.
use std::path::PathBuf;
use std::process::Command;

fn write(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("innovation-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn run(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_innovation")).args(args).output().expect("the binary runs");
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().expect("exited normally, not by a signal"), text)
}

fn scenario(steps: &str, expect: &str) -> String {
    format!(
        r#"{{"name": "cli", "source": "ignored top-level key",
  "setup": {{"edition": 3, "expansions": [], "players": ["dennis", "micah"], "teams": null, "seed": 1}},
  "position": {{"turn": {{"player": "dennis", "actions_left": 2}},
    "players": {{"dennis": {{"board": {{"blue": ["Writing"]}}, "hand": ["Archery"]}}, "micah": {{"board": {{"red": ["Oars"]}}}}}},
    "decks": {{"base": {{"1": ["Tools"], "2": ["Calendar"]}}}}}},
  "steps": {steps},
  "expect": {expect}}}"#
    )
}

#[test]
fn matching_scenario_exits_0() {
    let f = write("ok.json", &scenario(r#"["meld Archery"]"#, r#"{"players": {"dennis": {"board": {"red": ["Archery"]}, "hand": []}}, "turn": {"player": "dennis", "actions_left": 1}}"#));
    let (code, out) = run(&["scenario", "--check", f.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("ok"), "{out}");
}

#[test]
fn mismatch_exits_1_with_a_readable_diff() {
    let f = write("mismatch.json", &scenario(r#"["meld Archery"]"#, r#"{"players": {"dennis": {"hand": ["Archery"]}}}"#));
    let (code, out) = run(&["scenario", "--check", f.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("players.dennis.hand"), "{out}");
    // Without --check the expectation is not compared: the run itself succeeded.
    let (code, _) = run(&["scenario", f.to_str().unwrap()]);
    assert_eq!(code, 0);
}

#[test]
fn the_worst_status_of_several_files_wins() {
    let ok = write("many-ok.json", &scenario("[]", "{}"));
    let mismatch = write("many-mismatch.json", &scenario("[]", r#"{"game_over": true}"#));
    let malformed = write("many-malformed.json", "{");
    let (code, _) = run(&["scenario", "--check", ok.to_str().unwrap(), mismatch.to_str().unwrap()]);
    assert_eq!(code, 1);
    let (code, _) = run(&["scenario", "--check", malformed.to_str().unwrap(), mismatch.to_str().unwrap(), ok.to_str().unwrap()]);
    assert_eq!(code, 2);
}

#[test]
fn malformed_files_exit_2_with_one_line_naming_the_field() {
    let base = scenario("[]", "{}");
    let cases: Vec<(&str, String, &str)> = vec![
        ("not-json", "{\"setup\": ".to_string(), "JSON"),
        ("no-setup", r#"{"steps": []}"#.to_string(), "setup"),
        ("setup-typo", base.replace("\"seed\": 1", "\"sead\": 1"), "setup"),
        ("players-missing", base.replace("\"players\": [\"dennis\", \"micah\"], ", ""), "setup.players"),
        ("one-player", base.replace("[\"dennis\", \"micah\"]", "[\"dennis\"]"), "setup.players"),
        ("seed-negative", base.replace("\"seed\": 1", "\"seed\": -4"), "setup.seed"),
        ("edition-2", base.replace("\"edition\": 3", "\"edition\": 2"), "setup.edition"),
        ("expansion-unknown", base.replace("\"expansions\": []", "\"expansions\": [\"robots\"]"), "setup.expansions"),
        ("teams-bad", base.replace("\"teams\": null", "\"teams\": 3"), "setup.teams"),
        ("position-typo", base.replace("\"decks\"", "\"deck\""), "position"),
        ("unknown-card", base.replace("\"Archery\"", "\"Archeryy\""), "position.players.dennis.hand"),
        ("card-twice", base.replace("\"Tools\"", "\"Archery\""), "Archery"),
        ("wrong-colour", base.replace("\"blue\": [\"Writing\"]", "\"red\": [\"Writing\"]"), "position.players.dennis.board.red"),
        ("wrong-age", base.replace("\"Calendar\"", "\"Pottery\""), "position.decks.base.2"),
        ("splayed-one-card", base.replace("\"blue\": [\"Writing\"]", "\"blue\": {\"cards\": [\"Writing\"], \"splay\": \"left\"}"), "position.players.dennis.board.blue"),
        ("bad-splay", base.replace("\"blue\": [\"Writing\"]", "\"blue\": {\"cards\": [\"Writing\", \"Tools\"], \"splay\": \"down\"}"), "splay"),
        ("bad-exact", base.replace("\"2\": [\"Calendar\"]", "\"2\": {\"cards\": [], \"exact\": \"yes\"}"), "position.decks.base.2"),
        ("unknown-player", base.replace("\"micah\": {\"board\"", "\"mica\": {\"board\""), "position.players"),
        ("turn-player", base.replace("{\"player\": \"dennis\", \"actions_left\": 2}", "{\"player\": \"zed\", \"actions_left\": 2}"), "position.turn.player"),
        ("actions-3", base.replace("\"actions_left\": 2", "\"actions_left\": 3"), "position.turn.actions_left"),
        ("step-number", scenario("[1]", "{}"), "steps[0]"),
        ("steps-object", scenario("{}", "{}"), "steps"),
        ("expect-typo", scenario("[]", r#"{"winers": []}"#), "expect"),
        ("expect-player-typo", scenario("[]", r#"{"players": {"dennis": {"hands": []}}}"#), "expect.players.dennis"),
        ("expect-prompt-typo", scenario("[]", r#"{"prompt": {"choice": []}}"#), "expect.prompt"),
        ("expect-actions-3", scenario("[]", r#"{"turn": {"actions_left": 3}}"#), "expect.turn.actions_left"),
        ("expect-prompt-player", scenario("[]", r#"{"prompt": {"player": "zed"}}"#), "expect.prompt.player"),
        ("expect-wrong-colour", scenario("[]", r#"{"players": {"dennis": {"board": {"blue": ["Archery"]}}}}"#), "expect.players.dennis.board.blue"),
        ("expect-wrong-deck", scenario("[]", r#"{"decks": {"base": {"2": ["Sailing"]}}}"#), "expect.decks.base.2"),
        ("expect-card-twice", scenario("[]", r#"{"players": {"dennis": {"hand": ["Archery", "Archery"]}}}"#), "expect.players.dennis.hand"),
        ("expect-junk-3rd", scenario("[]", r#"{"junk": ["Archery"]}"#), "expect.junk"),
        ("expect-game-over", scenario("[]", r#"{"game_over": "no"}"#), "expect.game_over"),
        ("no-card-left-for-placeholder", base.replace("\"hand\": [\"Archery\"]", "\"hand\": [\"Archery\"], \"achievements\": [\"age 1\"]").replace("\"decks\": {\"base\": {\"1\": [\"Tools\"]", "\"decks\": {\"base\": {\"1\": {\"cards\": [], \"exact\": true}").replace("\"turn\":", "\"achievements\": [\"Pottery\", \"Clothing\", \"Sailing\", \"The Wheel\", \"Agriculture\", \"Domestication\", \"Masonry\", \"City States\", \"Code of Laws\", \"Mysticism\", \"Metalworking\", \"Tools\"], \"turn\":"), "position.players.dennis.achievements"),
        ("player-named-pass", base.replace("micah", "pass"), "setup.players"),
        ("unknown-special", base.replace("\"turn\":", "\"special_achievements\": [\"Monumnet\"], \"turn\":"), "position.special_achievements"),
    ];
    for (name, text, field) in cases {
        let f = write(&format!("bad-{name}.json"), &text);
        for args in [vec!["scenario", "--check", f.to_str().unwrap()], vec!["scenario", f.to_str().unwrap()]] {
            let (code, out) = run(&args);
            assert_eq!(code, 2, "{name}: {out}");
            assert_eq!(out.trim().lines().count(), 1, "{name}: not one line: {out}");
            assert!(out.contains(field), "{name}: the error does not name {field:?}: {out}");
            assert!(!out.contains("panicked"), "{name}: {out}");
        }
    }
}

#[test]
fn an_illegal_step_exits_2_with_step_prompt_and_legal_answers() {
    let f = write("illegal.json", &scenario(r#"["meld Archery", "meld Tools"]"#, "{}"));
    let (code, out) = run(&["scenario", "--check", f.to_str().unwrap()]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("illegal.json"), "{out}");
    assert!(out.contains("step 1"), "{out}");
    assert!(out.contains("meld Tools"), "{out}");
    assert!(out.contains("dennis"), "the pending prompt names who answers: {out}");
    for key in ["draw", "dogma Writing", "dogma Archery"] {
        assert!(out.contains(key), "legal answer {key:?} not listed: {out}");
    }
    // A step after the end of the game is illegal too.
    let f = write(
        "after-end.json",
        r#"{"setup": {"players": ["dennis", "micah"], "seed": 1},
            "position": {"players": {"dennis": {"board": {"blue": ["Writing"]}}},
              "decks": {"base": {"1": {"cards": [], "exact": true}, "2": {"cards": [], "exact": true}, "3": {"cards": [], "exact": true},
                "4": {"cards": [], "exact": true}, "5": {"cards": [], "exact": true}, "6": {"cards": [], "exact": true},
                "7": {"cards": [], "exact": true}, "8": {"cards": [], "exact": true}, "9": {"cards": [], "exact": true}, "10": {"cards": [], "exact": true}}}},
            "steps": ["draw", "draw"]}"#,
    );
    let (code, out) = run(&["scenario", f.to_str().unwrap()]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("step 1"), "{out}");
    assert!(out.contains("legal answers: none"), "{out}");
}

#[test]
fn the_output_is_the_complete_final_state() {
    let f = write("output.json", &scenario(r#"["meld Archery"]"#, "{}"));
    let (code, out) = run(&["scenario", f.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("the output is JSON");
    for k in ["turn", "players", "achievements", "special_achievements", "decks", "junk", "prompt", "game_over", "winner", "log"] {
        assert!(v.get(k).is_some(), "missing {k}: {out}");
    }
    assert_eq!(v["turn"]["player"], "dennis");
    assert_eq!(v["turn"]["actions_left"], 1);
    let d = &v["players"]["dennis"];
    for k in ["board", "hand", "score", "achievements", "forecast", "display", "score_total", "icons"] {
        assert!(d.get(k).is_some(), "missing players.dennis.{k}");
    }
    for c in ["red", "yellow", "green", "blue", "purple"] {
        assert!(d["board"][c]["cards"].is_array() && d["board"][c]["splay"].is_string(), "board.{c}");
    }
    assert_eq!(d["board"]["red"]["cards"], serde_json::json!(["Archery"]));
    assert_eq!(d["icons"]["castle"], 2);
    assert_eq!(d["icons"]["lightbulb"], 3);
    assert_eq!(d["score_total"], 0);
    // Every deck complete, top first: the listed top card first.
    for age in 1..=10 {
        assert!(v["decks"]["base"][age.to_string()]["cards"].is_array(), "deck {age}");
    }
    assert_eq!(v["decks"]["base"]["1"]["cards"][0], "Tools");
    assert_eq!(v["achievements"].as_array().unwrap().len(), 9);
    assert_eq!(v["special_achievements"].as_array().unwrap().len(), 5);
    assert_eq!(v["prompt"]["player"], "dennis");
    assert!(v["prompt"]["choices"].as_array().unwrap().contains(&serde_json::json!("dogma Archery")));
    assert_eq!(v["game_over"], false);
    assert!(v["log"].as_array().unwrap().iter().any(|l| l.as_str().unwrap().contains("Archery")));
    // Every card of the game is somewhere exactly once: 105 base cards.
    let mut n = v["achievements"].as_array().unwrap().len();
    for age in 1..=10 {
        n += v["decks"]["base"][age.to_string()]["cards"].as_array().unwrap().len();
    }
    for p in ["dennis", "micah"] {
        let pv = &v["players"][p];
        n += pv["hand"].as_array().unwrap().len() + pv["score"].as_array().unwrap().len();
        for c in ["red", "yellow", "green", "blue", "purple"] {
            n += pv["board"][c]["cards"].as_array().unwrap().len();
        }
    }
    assert_eq!(n, 105);
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(run(&[]).0, 2);
    assert_eq!(run(&["scenario"]).0, 2);
    assert_eq!(run(&["scenario", "/nonexistent/file.json"]).0, 2);
}

/// `arena --bench` prints the memory of a game in progress and of a
/// determinization, for the base game and all four expansions, as positive numbers.
#[test]
fn bench_prints_memory_figures() {
    let (code, out) = run(&["arena", "--bench", "--seconds", "0.1"]);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("memory, ")).collect();
    assert_eq!(lines.len(), 2, "{out}");
    for l in lines {
        let kb: Vec<f64> = l.split_whitespace().filter_map(|w| w.parse::<f64>().ok()).collect();
        // "2 players", "150 answers", then the two figures in KB.
        assert_eq!(kb.len(), 4, "{l}");
        assert!(kb[2] > 1.0 && kb[3] > 0.5 && kb[2] > kb[3], "{l}");
    }
}

/// `arena` prints, for a strong bot, a line on its searches at turn actions,
/// summed over the games of every thread: here each ran its 5 iterations.
#[test]
fn arena_prints_the_strong_bots_searches_at_turn_actions() {
    let (code, out) = run(&["arena", "--bots", "strong,heuristic", "--players", "2", "--games", "2", "--iterations", "5", "--budget-ms", "60000", "--threads", "2", "--seed", "5"]);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().filter(|l| l.trim_start().starts_with("turn actions: ")).collect();
    assert_eq!(lines.len(), 1, "one strong bot, one line: {out}");
    let searched: u64 = lines[0].split_whitespace().nth(3).and_then(|w| w.trim_end_matches(',').parse().ok()).expect("the number of searches");
    assert!(searched >= 2, "both games searched: {out}");
    assert!(lines[0].ends_with("5.0 iterations per search (fewest 5)"), "{out}");
}

/// `selfplay --bots`: computer players answer, with every check; a level not
/// known is a usage error. The same seed plays the same games (the strong level
/// searches a fixed number of iterations), and not the random games.
#[test]
fn selfplay_with_computer_players() {
    let args = ["selfplay", "--games", "3", "--players", "3", "--seed", "9", "--bots", "heuristic,random,strong"];
    let (code, out) = run(&args);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("games: 3  finished: 3  failed: 0"), "{out}");
    let answers = |out: &str| out.lines().find(|l| l.starts_with("mean answers per game")).map(str::to_string);
    assert_eq!(answers(&run(&args).1), answers(&out), "the same games again");
    let (_, random) = run(&["selfplay", "--games", "3", "--players", "3", "--seed", "9"]);
    assert_ne!(answers(&random), answers(&out), "{random}");
    let (code, out) = run(&["selfplay", "--bots", "heuristic,clever"]);
    assert_eq!(code, 2);
    assert!(out.contains("--bots") && out.contains("clever"), "{out}");
}

/// `arena --edition`: the games are of that edition (its header says so), and
/// an edition that does not exist, or expansions it cannot be played with, are
/// usage errors.
#[test]
fn arena_plays_the_edition_asked() {
    let (code, out) = run(&["arena", "--bots", "heuristic,random", "--games", "2", "--edition", "4", "--seed", "3"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.lines().next().is_some_and(|l| l.contains("2 players, edition 4, seed 3")), "{out}");
    assert!(out.contains("games: 2  stalled: 0"), "{out}");
    assert_eq!(run(&["arena", "--bots", "heuristic,random", "--edition", "2"]).0, 2);
    let (code, out) = run(&["arena", "--bots", "heuristic,random", "--edition", "1", "--expansions", "echoes"]);
    assert_eq!(code, 2);
    assert!(out.contains("cannot be played with"), "{out}");
}

/// Output piped into a reader that has gone (`innovation scenario F | head -1`):
/// the command ends as `cat` would, by SIGPIPE's status and without a panic's message.
#[test]
fn closed_stdout_ends_quietly() {
    let f = write("pipe.json", &scenario(r#"["meld Archery"]"#, "{}"));
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_innovation")).args(["scenario", f.to_str().unwrap()]).stdout(writer).output().expect("the binary runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(141), "{err}");
    assert!(err.is_empty(), "nothing on stderr: {err}");
}
