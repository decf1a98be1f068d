//! Text from outside, as the page and the command line pass it: a configuration,
//! a save, a scenario file, an answer. Whatever the bytes, the engine returns a
//! game or an error and never panics; a game it returns can be viewed, answered
//! and saved. The first byte picks the entry point; the rest is the text.
#![no_main]
use innovation::api::Session;
use innovation::bots;
use innovation::state::Rng;
use innovation::scenario;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let session = match which % 4 {
        0 => match serde_json::from_str::<Value>(text) {
            Ok(v) => Session::new(&v).ok(),
            Err(_) => None,
        },
        // A save as the app resumes it: whatever `load` accepts, `resume` gives the
        // same game with nothing cut; it may accept more (an action cut short).
        1 => {
            let text = Value::String(text.to_string());
            match (Session::load(&text), Session::resume(&text)) {
                (Ok(loaded), Ok((resumed, cut))) => {
                    assert!(cut.is_none() && loaded.save() == resumed.save(), "resume differs from load");
                    Some(resumed)
                }
                (Ok(_), Err(e)) => panic!("load accepts a save that resume refuses: {e}"),
                (Err(_), resumed) => resumed.ok().map(|(s, _)| s),
            }
        }
        2 => Session::from_scenario(&Value::String(text.to_string())).ok(),
        // The command line's path: parse, then play the steps and compare.
        _ => {
            if let Ok(sc) = scenario::parse(text) {
                let _ = scenario::run(&sc);
            }
            None
        }
    };
    let Some(mut s) = session else { return };
    let n = s.game().state().num_players();
    for p in 0..n {
        let _ = s.view(&Value::from(p));
        let _ = s.log(&Value::from(p), &Value::from(0));
    }
    let _ = s.view(&Value::Null);
    // A few legal answers, as JSON (the random player's); then the game must still save.
    let mut rng = Rng(1);
    for _ in 0..4 {
        let Some(a) = s.game().question().map(|q| bots::random_answer(q, &mut rng).to_json()) else { break };
        if let Err(e) = s.answer(&a) {
            panic!("a legal answer {a} refused: {e}");
        }
    }
    let saved = s.save();
    Session::load(&Value::String(saved)).unwrap_or_else(|e| panic!("the game's own save refused: {e}"));
});
