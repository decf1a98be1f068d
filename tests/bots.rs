//! Bots: every level finishes random-seed games of 2, 3 and 4 players with only
//! legal answers and no stall, with the base game, with each expansion and with
//! all four; the search bot cannot see hidden information (other players' hands,
//! score piles and forecasts); every card question's intent says what happens to
//! the card. `BOT_GAMES=N` scales the number of games (the default keeps `cargo
//! test --release` quick; `innovation arena` plays hundreds).
use innovation::bots::{observe, Bot, Budget, Level, Observation};
use innovation::question::{Answer, QuestionKind};
use innovation::scenario::build_position;
use innovation::state::{Zone, State};
use innovation::{Game, GameConfig};
use serde_json::json;

mod common;

fn games(default: u64) -> u64 {
    common::games_setting("BOT_GAMES", default)
}

fn names(n: usize) -> Vec<String> {
    ["ada", "bo", "cy", "di"][..n].iter().map(|s| s.to_string()).collect()
}

/// The expansions the checks run with: none, each one alone, all four.
const EXPANSIONS: [&[&str]; 6] = [&[], &["echoes"], &["artifacts", "relics"], &["cities"], &["figures"], &["echoes", "artifacts", "relics", "cities", "figures"]];

fn config(players: usize, seed: u64, expansions: &[&str]) -> GameConfig {
    GameConfig { players: names(players), teams: None, seed: Some(seed), edition: 3, expansions: expansions.iter().map(|s| s.to_string()).collect() }
}

/// Play one game with the given level in each seat; every answer must be the
/// bot's own (no fallback) and accepted, and the game must end.
fn play(levels: &[Level], budget: Budget, seed: u64, expansions: &[&str]) -> usize {
    let cfg = config(levels.len(), seed, expansions);
    let mut g = Game::new(&cfg).unwrap();
    let mut bots: Vec<Bot> = levels.iter().enumerate().map(|(i, &l)| Bot::new(l, budget, seed * 7 + i as u64)).collect();
    let mut n = 0;
    while let Some(q) = g.question() {
        let p = q.player as usize;
        let obs = observe(&g, q.player).expect("the asked player can observe");
        assert_eq!(&obs.question, q);
        let a = bots[p].decide(&obs);
        g.answer(&a).unwrap_or_else(|e| panic!("seed {seed} {expansions:?}: {:?} gave an illegal answer {a}: {e}", levels[p]));
        n += 1;
        assert!(n < 5_000, "seed {seed} {expansions:?}: game with {levels:?} not finished after {n} answers");
    }
    assert!(g.outcome().is_some(), "seed {seed}: no outcome");
    for (b, l) in bots.iter().zip(levels) {
        assert_eq!(b.fallbacks(), 0, "seed {seed} {expansions:?}: {l:?} produced an answer its question did not accept");
    }
    n
}

/// `count` games for each number of players, with the base game (`base` games) and
/// with each set of `EXPANSIONS` (`count`).
fn run_many(levels_for: impl Fn(usize, u64) -> Vec<Level>, budget: Budget, base: u64, count: u64, seed0: u64) {
    for (k, expansions) in EXPANSIONS.iter().enumerate() {
        let n = if expansions.is_empty() { base } else { count };
        for players in 2..=4 {
            for i in 0..n {
                let seed = seed0 + 100_000 * k as u64 + 1000 * players as u64 + i;
                play(&levels_for(players, i), budget, seed, expansions);
            }
        }
    }
}

#[test]
fn random_bots_finish_games() {
    run_many(|p, _| vec![Level::Random; p], Budget::iterations(1), games(150), games(150) / 5, 1);
}

#[test]
fn heuristic_bots_finish_games() {
    // Heuristic in every seat, and mixed with random seats.
    run_many(|p, i| (0..p).map(|s| if (s as u64 + i) % 3 == 2 { Level::Random } else { Level::Heuristic }).collect(), Budget::iterations(1), games(40), games(40) / 8, 2);
}

#[test]
fn strong_bots_finish_games() {
    // A tiny iteration budget keeps this quick; the code paths are the same.
    run_many(
        |p, i| (0..p).map(|s| [Level::Strong, Level::Heuristic, Level::Random][(s + i as usize) % 3]).collect(),
        Budget::iterations(3),
        games(8),
        games(8) / 4,
        3,
    );
}

#[test]
fn heuristic_beats_random() {
    heuristic_beats_random_with(&[], 20, 17);
}

#[test]
fn heuristic_beats_random_with_all_expansions() {
    heuristic_beats_random_with(EXPANSIONS[5], 12, 10);
}

fn heuristic_beats_random_with(expansions: &[&str], n: u64, at_least: usize) {
    let mut wins = 0;
    for i in 0..n {
        let cfg = config(2, 500 + i, expansions);
        let mut g = Game::new(&cfg).unwrap();
        let h = (i % 2) as u8;
        let mut bots = [Bot::new(Level::Random, Budget::iterations(1), i), Bot::new(Level::Random, Budget::iterations(1), i + 1)];
        bots[h as usize] = Bot::new(Level::Heuristic, Budget::iterations(1), i);
        while let Some(q) = g.question() {
            let p = q.player;
            let a = bots[p as usize].decide(&observe(&g, p).unwrap());
            g.answer(&a).unwrap();
        }
        if g.outcome().unwrap().winners.contains(&h) {
            wins += 1;
        }
    }
    assert!(wins >= at_least, "{expansions:?}: heuristic won only {wins} of {n}");
}

// ------------------------------------------------------------ hidden information

/// Two positions that differ only in cards `ada` has not seen: `bo`'s hand and
/// score pile (other cards of the same ages), the order of every deck (seed),
/// and which cards lie under the achievements.
fn position(variant: usize, turn: &str) -> State {
    let (bo_hand, bo_score, seed) = match variant {
        0 => (json!(["Oars", "Masonry", "Calendar"]), json!(["Domestication", "Fermenting"]), 11),
        _ => (json!(["Sailing", "Metalworking", "Mathematics"]), json!(["Oars", "Construction"]), 12345),
    };
    let cfg = GameConfig { players: names(2), teams: None, seed: Some(seed), edition: 3, expansions: vec![] };
    let pos = json!({
        "turn": {"player": turn, "actions_left": 2},
        "players": {
            "ada": {
                "board": {"green": ["Clothing"], "yellow": ["Agriculture"], "purple": ["Mysticism"]},
                "hand": ["Writing", "Pottery", "Philosophy", "Canal Building"],
                "score": ["City States", "Road Building"]
            },
            "bo": {
                "board": {"red": ["Archery"], "blue": ["Tools"], "green": ["The Wheel"]},
                "hand": bo_hand,
                "score": bo_score
            }
        },
        "decks": {"base": {"1": ["Code of Laws"]}}
    });
    build_position(&cfg, &pos).unwrap()
}

fn observations(turn: &str, steps: &[&str]) -> (Observation, Observation, Game, Game) {
    let mut games: Vec<Game> = (0..2).map(|v| Game::from_state(position(v, turn), vec![])).collect();
    for g in games.iter_mut() {
        for s in steps {
            g.answer(&Answer::parse(s).unwrap()).unwrap();
        }
    }
    let o0 = observe(&games[0], 0).expect("ada is asked");
    let o1 = observe(&games[1], 0).expect("ada is asked");
    let g1 = games.pop().unwrap();
    let g0 = games.pop().unwrap();
    (o0, o1, g0, g1)
}

fn hidden_differs(a: &State, b: &State) {
    assert_ne!(a.players[1].hand, b.players[1].hand, "the test positions must differ in bo's hand");
    assert_ne!(a.decks[3], b.decks[3], "the test positions must differ in deck order");
    let ages = |s: &State, z: fn(&State) -> Vec<u16>| {
        let mut v: Vec<u8> = z(s).iter().map(|&c| innovation::cards::age(c)).collect();
        v.sort();
        v
    };
    assert_eq!(ages(a, |s| s.players[1].hand.clone()), ages(b, |s| s.players[1].hand.clone()));
    assert_eq!(ages(a, |s| s.players[1].score.clone()), ages(b, |s| s.players[1].score.clone()));
}

#[test]
fn search_bot_cannot_see_hidden_cards_at_an_action() {
    let (o0, o1, g0, g1) = observations("ada", &[]);
    hidden_differs(g0.state(), g1.state());
    assert_eq!(o0.question.kind, QuestionKind::Action);
    assert!(o0.question.keys().len() > 3);
    // What ada may see is the same...
    assert_eq!(o0, o1);
    // ...so every bot decides the same, for several seeds.
    for seed in 0..4 {
        for level in [Level::Strong, Level::Heuristic, Level::Random] {
            let budget = Budget::iterations(40);
            let a0 = Bot::new(level, budget, seed).decide(&o0);
            let a1 = Bot::new(level, budget, seed).decide(&o1);
            assert_eq!(a0, a1, "{level:?} seed {seed}");
        }
    }
}

#[test]
fn bots_cannot_see_hidden_cards_inside_an_action() {
    // bo demands with Archery: ada draws a 1 (the same known top card in both
    // games) and hands over her highest card; bo's hand differs.
    let (o0, o1, g0, g1) = observations("bo", &["dogma Archery"]);
    assert_eq!(o0.question.kind, QuestionKind::Card, "{:?}", o0.question);
    hidden_differs(g0.state(), g1.state());
    assert_eq!(o0, o1);
    for seed in 0..4 {
        for level in [Level::Strong, Level::Heuristic] {
            let a0 = Bot::new(level, Budget::iterations(20), seed).decide(&o0);
            let a1 = Bot::new(level, Budget::iterations(20), seed).decide(&o1);
            assert_eq!(a0, a1);
        }
    }
}

/// What a player saw go into another player's hidden zone (and not leave since) is
/// part of their information set: every determinization deals it there.
#[test]
fn a_determinization_deals_the_cards_a_player_saw_go_into_a_hidden_zone_there() {
    use innovation::bots::determinize::determinize;
    use innovation::bots::observation::ObsCard;
    use innovation::state::Rng;
    // bo demands with Archery: ada hands over Philosophy (one of her two highest
    // cards); bo draws; ada's turn.
    let (obs, _, g, _) = observations("bo", &["dogma Archery", "Philosophy", "draw"]);
    assert_eq!(obs.question.kind, QuestionKind::Action);
    let philosophy = g.state().card("Philosophy").unwrap();
    assert_eq!(g.state().loc(philosophy), Some(Zone::Hand(1)));
    let bo_hand = &obs.players[1].hand;
    assert!(bo_hand.contains(&ObsCard::Known(philosophy)), "{bo_hand:?}");
    assert_eq!(bo_hand.iter().filter(|c| matches!(c, ObsCard::Known(_))).count(), 1, "the rest of bo's hand stays hidden: {bo_hand:?}");
    for seed in 0..20 {
        let d = determinize(&obs, &mut Rng(seed));
        innovation::invariants::check(&d).unwrap();
        assert_eq!(d.loc(philosophy), Some(Zone::Hand(1)), "seed {seed}");
        assert_eq!(d.players[1].hand.len(), g.state().players[1].hand.len());
    }
}

#[test]
fn observation_round_trips_through_json() {
    let (o0, _, g0, _) = observations("ada", &[]);
    let text = serde_json::to_string(&observe(&g0, 0).unwrap()).unwrap();
    let back: Observation = serde_json::from_str(&text).unwrap();
    assert_eq!(back, o0);
    let ans = Bot::new(Level::Heuristic, Budget::iterations(5), 1).decide(&back);
    assert!(o0.question.check(&ans).is_ok());
    // bo's hidden cards appear only as ages.
    for c in &o0.players[1].hand {
        assert!(matches!(c, innovation::bots::observation::ObsCard::Hidden(..)));
    }
    assert!(g0.state().players[1].hand.iter().all(|&c| g0.state().loc(c) == Some(Zone::Hand(1))));
}

#[test]
fn determinization_is_consistent_with_the_view() {
    use innovation::bots::determinize::determinize;
    use innovation::state::Rng;
    for seed in 0..60u64 {
        let cfg = config(3, seed, EXPANSIONS[(seed % 6) as usize]);
        let mut g = Game::new(&cfg).unwrap();
        let mut rng = Rng(seed);
        for _ in 0..(seed as usize * 7 % 120) {
            let Some(q) = g.question() else { break };
            let q = q.clone();
            g.answer(&innovation::bots::random_answer(&q, &mut rng)).unwrap();
        }
        let Some(q) = g.question() else { continue };
        let me = q.player;
        let obs = observe(&g, me).unwrap();
        let d = determinize(&obs, &mut rng);
        innovation::invariants::check(&d).unwrap();
        let real = g.state();
        // Everything visible to `me` is where it really is; hidden parts have the right ages.
        assert_eq!(d.players[me as usize].hand.len(), real.players[me as usize].hand.len());
        for p in 0..3 {
            assert_eq!(d.players[p].board, real.players[p].board);
            assert_eq!(d.score(p as u8), real.score(p as u8));
            assert_eq!(d.players[p].hand.len(), real.players[p].hand.len());
            assert_eq!(d.players[p].achievements.len(), real.players[p].achievements.len());
            for k in 0..innovation::sets::zones().len() {
                let z = Zone::Set(innovation::state::ZoneKind(k as u8), Some(p as u8));
                assert_eq!(d.zone_cards(z).len(), real.zone_cards(z).len(), "zone {k} of player {p}");
            }
        }
        assert_eq!(d.decks.iter().map(Vec::len).collect::<Vec<_>>(), real.decks.iter().map(Vec::len).collect::<Vec<_>>(), "every deck's size");
        for k in 0..innovation::sets::zones().len() {
            let z = Zone::Set(innovation::state::ZoneKind(k as u8), None);
            assert_eq!(d.zone_cards(z), real.zone_cards(z), "the table's zones (relics) are public");
        }
        if obs.question.kind == QuestionKind::Action {
            let dg = Game::from_state(d, vec![]);
            assert_eq!(dg.question().map(|q| q.keys()), Some(obs.question.keys()));
        }
    }
}

/// The computer players read what a question inside an action does from its
/// intent (`question::Intent`), never from its English prompt. Every card question
/// that random games of each edition reach says what happens to the chosen card.
#[test]
fn every_card_question_says_what_happens_to_the_card() {
    use innovation::question::Intent;
    use innovation::selfplay::random_answer;
    let mut vague = std::collections::BTreeSet::new();
    for seed in 0..900u64 {
        // The 4th and 1st editions, and the 3rd with each expansion and all four.
        let (edition, expansions) = match seed % 3 {
            0 => (3, EXPANSIONS[(seed / 3 % 6) as usize]),
            1 => (4, EXPANSIONS[0]),
            _ => (1, EXPANSIONS[0]),
        };
        let mut cfg = config(2 + (seed % 3) as usize, seed, expansions);
        cfg.edition = edition;
        let mut g = Game::new(&cfg).unwrap();
        let mut rng = innovation::state::Rng(seed);
        while let Some(q) = g.question() {
            if matches!(q.kind, QuestionKind::Card | QuestionKind::Cards) && matches!(q.intent, Intent::Decide | Intent::Apply | Intent::Action) {
                vague.insert(format!("{:?} ({edition} {expansions:?}): {}", q.context.map(|c| g.state().title(c.card)), q.prompt));
            }
            let a = random_answer(&g, &mut rng).unwrap();
            g.answer(&a).unwrap();
        }
    }
    assert!(vague.is_empty(), "card questions whose intent does not say what happens to the card: {vague:#?}");
}

/// Two Echoes positions that differ only in cards of bo's forecast (others of the
/// same ages and set) give ada the same observation, and every bot the same
/// decision: the forecast is hidden from the other players, as hands are.
#[test]
fn bots_cannot_see_another_players_forecast() {
    let game = |variant: usize| {
        let (bo_forecast, seed) = if variant == 0 { (json!(["Dice", "Lever"]), 5) } else { (json!(["Soap", "Linguistics"]), 77) };
        let pos = json!({
            "turn": {"player": "ada", "actions_left": 2},
            "players": {
                "ada": {"board": {"green": ["Clothing"], "purple": ["Flute"]}, "hand": ["Writing", "Perfume"], "forecast": ["Comb"]},
                "bo": {"board": {"red": ["Archery"], "blue": ["Ruler"]}, "hand": ["Oars"], "forecast": bo_forecast}
            }
        });
        Game::from_state(build_position(&config(2, seed, &["echoes"]), &pos).unwrap(), vec![])
    };
    let (g0, g1) = (game(0), game(1));
    let forecast = |g: &Game, p: u8| g.state().zone_cards(Zone::Set(innovation::sets::zone_kind("forecast").unwrap(), Some(p))).to_vec();
    assert_ne!(forecast(&g0, 1), forecast(&g1, 1), "the positions differ in bo's forecast");
    let (o0, o1) = (observe(&g0, 0).unwrap(), observe(&g1, 0).unwrap());
    assert_eq!(o0, o1);
    use innovation::bots::observation::ObsCard;
    let zone = |o: &Observation, p: usize| o.players[p].zones.iter().find(|(n, _)| n == "forecast").map(|(_, z)| z.clone()).unwrap();
    assert!(matches!(zone(&o0, 0)[..], [ObsCard::Known(_)]), "ada sees her own forecast");
    assert!(zone(&o0, 1).iter().all(|c| matches!(c, ObsCard::Hidden(_, innovation::model::CardSet::Echoes))), "bo's forecast: ages and set only");
    for seed in 0..3 {
        for level in [Level::Strong, Level::Heuristic, Level::Random] {
            let a0 = Bot::new(level, Budget::iterations(20), seed).decide(&o0);
            let a1 = Bot::new(level, Budget::iterations(20), seed).decide(&o1);
            assert_eq!(a0, a1, "{level:?} seed {seed}");
        }
    }
}
