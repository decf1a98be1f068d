//! Games steered by the fuzzer's bytes: the first bytes choose the edition, the
//! sets, the players and the seed; each further byte answers one question (0xff
//! starts an answer typed at random, which if refused must change nothing). After
//! every answer the state must be consistent (`invariants::check_game`), the log
//! must name only what exists, every view must be made, and now and then the
//! game must save and load back to the same state and question. A panic or a
//! broken check is a finding (`fuzz/README.md`).
#![no_main]
use innovation::bots;
use innovation::game::Game;
use innovation::invariants;
use innovation::log::Viewer;
use innovation::question::Answer;
use innovation::state::Rng;
use innovation::view;
use innovation::GameConfig;
use libfuzzer_sys::fuzz_target;

const SETS: [&str; 5] = ["echoes", "artifacts", "relics", "cities", "figures"];

fn config(head: &[u8; 10]) -> GameConfig {
    let edition = [3, 3, 4, 1][(head[0] & 3) as usize];
    let players = 2 + (head[0] >> 2) as usize % 3;
    let teams = players == 4 && head[0] & 0x20 != 0;
    let mut expansions: Vec<String> = vec![];
    if edition == 3 {
        for (i, s) in SETS.iter().enumerate() {
            if head[1] >> i & 1 == 1 {
                expansions.push(s.to_string());
            }
        }
        // The relics come with the artifacts only.
        if expansions.iter().any(|s| s == "relics") && !expansions.iter().any(|s| s == "artifacts") {
            expansions.retain(|s| s != "relics");
        }
    }
    let names: Vec<String> = ["ada", "bo", "cy", "di"][..players].iter().map(|s| s.to_string()).collect();
    GameConfig {
        teams: teams.then(|| vec![vec![names[0].clone(), names[2].clone()], vec![names[1].clone(), names[3].clone()]]),
        players: names,
        seed: Some(u64::from_le_bytes(head[2..10].try_into().unwrap())),
        edition,
        expansions,
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((head, steer)) = data.split_first_chunk::<10>() else { return };
    let cfg = config(head);
    let mut g = Game::new(&cfg).unwrap_or_else(|e| panic!("a valid configuration refused: {e}"));
    let total = invariants::card_count(g.state());
    let mut bytes = steer.iter().copied();
    let mut n = 0;
    while let Some(b) = bytes.next() {
        let Some(q) = g.question() else { break };
        // 0xff, a length and that many bytes: an answer typed at random. Refused,
        // it must change nothing; accepted, it was legal and play goes on.
        if b == 0xff {
            let len = bytes.next().unwrap_or(0) as usize % 24;
            let text: Vec<u8> = bytes.by_ref().take(len).collect();
            let Ok(a) = Answer::parse(&String::from_utf8_lossy(&text)) else { continue };
            let before = g.save();
            if g.answer(&a).is_err() {
                assert!(g.save() == before, "answer {n}: refusing {a} changed the game");
                continue;
            }
        } else {
            // One byte picks among the distinct keys; a question of several items
            // is answered by the random player seeded with the byte.
            let a = if q.multi {
                bots::random_answer(q, &mut Rng(b as u64 + 1))
            } else {
                let keys = q.distinct_keys();
                Answer::One(keys[b as usize % keys.len()].to_string())
            };
            if let Err(e) = g.answer(&a) {
                panic!("answer {n}: a legal answer {a} refused: {e}");
            }
        }
        n += 1;
        if let Err(e) = invariants::check_game(&g, total) {
            panic!("answer {n}: {e}");
        }
        for p in 0..cfg.players.len() as u8 {
            view::view(&g, Viewer::Player(p));
        }
        view::view(&g, Viewer::Spectator);
        if n % 16 == 0 {
            if let Err(e) = invariants::check_events(g.state(), &g.events().cloned().collect::<Vec<_>>()) {
                panic!("answer {n}: {e}");
            }
            let h = Game::load(&g.save()).unwrap_or_else(|e| panic!("answer {n}: its own save refused: {e}"));
            assert!(h.state() == g.state(), "answer {n}: the save loads to another state");
            assert_eq!(h.question().map(|q| q.keys()), g.question().map(|q| q.keys()), "answer {n}: the save loads to another question");
        }
    }
});
