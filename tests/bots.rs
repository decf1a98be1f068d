//! Bots: every level finishes random-seed games of 2, 3 and 4 players with only
//! legal answers and no stall, with the base game, with each expansion and with
//! all four; the search bot cannot see hidden information (other players' hands,
//! score piles and forecasts); every card question's intent says what happens to
//! the card. `BOT_GAMES=N` scales the number of games (the default keeps `cargo
//! test --release` quick; `innovation arena` plays hundreds).
use innovation::bots::{observe, Bot, Budget, Level, Observation, TurnStats};
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

/// The strong bot counts its searches at turn actions (the arena prints them):
/// each ran its budget of iterations, and the fewest of one search is kept.
#[test]
fn strong_bot_counts_its_searches_at_turn_actions() {
    let (o0, ..) = observations("ada", &[]);
    assert_eq!(o0.question.kind, QuestionKind::Action);
    let mut b = Bot::new(Level::Strong, Budget::iterations(40), 3);
    b.decide(&o0);
    b.budget = Budget::iterations(25);
    b.decide(&o0);
    let t = b.turn_stats();
    assert_eq!((t.searched, t.iterations, t.fewest), (2, 65, 25), "{t:?}");
    // Inside actions nothing was counted, and a heuristic bot counts nothing.
    assert_eq!(b.inside_stats().decisions, 0);
    let mut h = Bot::new(Level::Heuristic, Budget::iterations(40), 3);
    h.decide(&o0);
    assert_eq!(h.turn_stats(), TurnStats::default());
    // Summing keeps the fewest of the searches summed, not of empty tallies.
    let mut sum = TurnStats::default();
    sum.add(&TurnStats { searched: 1, iterations: 30, fewest: 30 });
    sum.add(&TurnStats::default());
    sum.add(&t);
    assert_eq!((sum.searched, sum.iterations, sum.fewest), (3, 95, 25));
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

// ------------------------------------------------------------ inside an action

/// A bot's own action under way: ada activates Agriculture ("You may return a card
/// from your hand..."; bo has no leaf and does not share) and must choose.
#[test]
fn strong_bot_searches_inside_its_own_action_without_seeing_hidden_cards() {
    let (o0, o1, g0, g1) = observations("ada", &["dogma Agriculture"]);
    hidden_differs(g0.state(), g1.state());
    assert_eq!(o0.question.kind, QuestionKind::Card, "{:?}", o0.question);
    assert!(o0.question.keys().len() >= 3, "{:?}", o0.question.keys());
    assert_eq!(g0.unit_answers(), vec![(0, vec!["dogma Agriculture".to_string()])]);
    let unit = o0.unit.as_ref().expect("every answer of the unit is ada's: she may replay it");
    assert_eq!(unit.answers, vec![vec!["dogma Agriculture".to_string()]]);
    // The unit's start as ada saw it: bo's hand and score pile by age only.
    use innovation::bots::observation::ObsCard;
    let bo = &unit.start.players[1];
    assert_eq!((bo.hand.len(), bo.score.len()), (3, 2));
    assert!(bo.hand.iter().chain(&bo.score).all(|c| matches!(c, ObsCard::Hidden(..))), "{bo:?}");
    // What ada saw is the same in both games, the unit's start included...
    assert_eq!(o0, o1);
    // ...so the search decides the same, and it is a pure function of the
    // observation and the seed.
    for seed in 0..4 {
        let decide = |o: &Observation| {
            let mut b = Bot::new(Level::Strong, Budget::iterations(40), seed);
            let a = b.decide(o);
            (a, b.inside_stats())
        };
        let (a0, s0) = decide(&o0);
        let (a1, s1) = decide(&o1);
        assert_eq!(a0, a1, "seed {seed}");
        assert_eq!(s0, s1, "seed {seed}");
        assert_eq!(decide(&o0), (a0.clone(), s0), "seed {seed}: the same again");
        // The search ran: every replay reached the question, 40 iterations.
        assert_eq!((s0.replayable, s0.searched, s0.iterations, s0.rejected), (1, 1, 40, 0), "seed {seed}: {s0:?}");
        assert!(o0.question.check(&a0).is_ok());
    }
    // Off, the strong level answers by the static rules, as the heuristic does.
    let mut b = Bot::new(Level::Strong, Budget::iterations(40), 1);
    b.search_inside = false;
    b.decide(&o0);
    assert_eq!((b.inside_stats().decisions, b.inside_stats().searched, b.inside_stats().iterations), (1, 0, 0));
}

/// The inside-action search on its own: iterations spread over the candidates.
#[test]
fn inside_action_search_spends_its_iterations_on_the_candidates() {
    use innovation::bots::search::search_in_action;
    use innovation::bots::Clock;
    let (obs, _, _, _) = observations("ada", &["dogma Agriculture"]);
    let budget = Budget::iterations(60);
    let heuristic = Bot::new(Level::Heuristic, budget, 3).decide(&obs);
    let (a, stats) = search_in_action(&obs, &heuristic, &budget, &Clock::start(&budget), &mut innovation::state::Rng(5));
    assert!(a.is_some(), "{stats:?}");
    assert_eq!(stats.iterations, 60);
    assert_eq!(stats.rejected, 0);
    assert!(stats.actions.len() >= 3, "{stats:?}");
    assert!(stats.actions.iter().all(|&(_, n, _)| n > 0), "every candidate is tried: {stats:?}");
    assert_eq!(stats.actions.iter().map(|x| x.1).sum::<u32>(), 60);
    assert_eq!(stats.actions[0].0, heuristic.to_string(), "the heuristic's answer is a candidate");
}

/// The unit of play is in an observation only when every answer given in it is
/// the observer's own: another player's answers may name their hidden cards.
/// Also: who answered survives a copy, a save and an undo.
#[test]
fn the_unit_is_observed_only_when_every_answer_in_it_is_the_observers() {
    // bo's Archery demand: bo chose the action, ada answers.
    let (obs, _, g, _) = observations("bo", &["dogma Archery"]);
    assert_eq!(obs.question.player, 0);
    assert_eq!(g.unit_answers(), vec![(1, vec!["dogma Archery".to_string()])]);
    assert!(obs.unit.is_none());
    assert!(innovation::view::unit_view(&g, innovation::log::Viewer::Player(0)).is_none());

    let (mut with, mut without, mut others) = (0, 0, 0);
    for seed in 0..48u64 {
        let cfg = config(2 + (seed % 3) as usize, 900 + seed, EXPANSIONS[(seed % 6) as usize]);
        let mut g = Game::new(&cfg).unwrap();
        let mut rng = innovation::state::Rng(seed);
        let mut n = 0;
        while let Some(q) = g.question() {
            let q = q.clone();
            let answers = g.unit_answers();
            let obs = observe(&g, q.player).unwrap();
            let own = answers.iter().all(|(by, _)| *by == q.player);
            assert_eq!(obs.unit.is_some(), own && q.kind != QuestionKind::Action, "seed {seed}: {answers:?} {:?}", q.kind);
            if let Some(u) = &obs.unit {
                assert_eq!(u.answers, answers.iter().map(|(_, a)| a.clone()).collect::<Vec<_>>());
                assert!(u.start.unit.is_none());
                with += 1;
            } else if q.kind != QuestionKind::Action {
                without += 1;
                if !own {
                    others += 1;
                }
            }
            if n % 17 == 5 {
                assert_eq!(g.clone().unit_answers(), answers, "a copy");
                assert_eq!(Game::load(&g.save()).unwrap().unit_answers(), answers, "a save");
                if g.can_undo() {
                    let mut u = g.clone();
                    u.undo().unwrap();
                    assert_eq!(u.unit_answers(), answers[..answers.len() - 1], "an undo");
                }
            }
            let a = innovation::bots::random_answer(&q, &mut rng);
            g.answer(&a).unwrap();
            n += 1;
        }
    }
    assert!(with > 100 && others > 100, "questions inside an action with the unit {with}, without {without} (another player answered: {others})");
}

/// The replay from a determinized unit start reaches the real question: in games
/// of heuristic players with each set of expansions, at every question inside a
/// player's own action, a few determinizations of the unit's start given the
/// unit's answers come to a question of the same kind, player and keys as the real
/// one, with the player's own hand as it is. Compared here with the real game, not
/// through the search's own check (`search::reaches`).
#[test]
fn a_replay_from_the_units_start_reaches_the_real_question() {
    use innovation::bots::search::{replay_unit, Miss};
    use innovation::bots::Clock;
    let clock = Clock::start(&Budget::iterations(1));
    let mut report = vec![];
    let (mut total, mut total_bad) = (0, 0);
    for (k, expansions) in EXPANSIONS.iter().enumerate() {
        let (mut tries, mut diverged, mut wrong) = (0, 0, 0);
        for i in 0..games(6) {
            let seed = 7000 + 100 * k as u64 + i;
            let cfg = config(2 + (i % 2) as usize, seed, expansions);
            let mut g = Game::new(&cfg).unwrap();
            let mut bots: Vec<Bot> = (0..cfg.players.len()).map(|p| Bot::new(Level::Heuristic, Budget::iterations(1), seed + p as u64)).collect();
            let mut rng = innovation::state::Rng(seed);
            while let Some(q) = g.question() {
                let q = q.clone();
                let obs = observe(&g, q.player).unwrap();
                if let Some(unit) = &obs.unit {
                    let key_set = |q: &innovation::question::Question| {
                        let mut k = q.keys();
                        k.sort();
                        k
                    };
                    let mut hand = g.state().players[q.player as usize].hand.clone();
                    hand.sort();
                    for _ in 0..3 {
                        tries += 1;
                        match replay_unit(unit, q.player, &mut rng, &clock) {
                            Err(Miss::OutOfTime) => panic!("no time limit"),
                            Err(Miss::Diverged) => diverged += 1,
                            Ok(r) => {
                                let rq = r.question().expect("a question");
                                let mut rhand = r.state().players[q.player as usize].hand.clone();
                                rhand.sort();
                                if (rq.kind, rq.player, key_set(rq), rhand) != (q.kind, q.player, key_set(&q), hand.clone()) {
                                    wrong += 1;
                                }
                            }
                        }
                    }
                }
                let a = bots[q.player as usize].decide(&obs);
                g.answer(&a).unwrap();
            }
        }
        report.push(format!("{expansions:?}: {tries} replays, {diverged} diverged, {wrong} at another question"));
        total += tries;
        total_bad += diverged + wrong;
        assert!(tries >= 30, "{report:?}");
    }
    println!("{}", report.join("\n"));
    assert!(total_bad * 20 <= total, "more than 5% of the replays missed: {report:#?}");
}

#[test]
fn a_simulation_plays_to_the_bots_turn_after_next_with_two_players_and_to_its_next_with_more() {
    use innovation::bots::search::rollout;
    for (players, want) in [(2, vec![1, 0, 1, 0]), (3, vec![1, 2, 0])] {
        for seed in 0..6 {
            let mut g = Game::new(&config(players, 900 + seed, &[])).unwrap();
            let mut rng = innovation::state::Rng(seed);
            // Past the setup melds to the first player's first action.
            while g.question().is_some_and(|q| q.kind != QuestionKind::Action) {
                let q = g.question().unwrap().clone();
                g.answer(&innovation::bots::random_answer(&q, &mut rng)).unwrap();
            }
            let me = g.question().unwrap().player;
            let from = g.events().count();
            rollout(&mut g, me);
            let q = g.question().expect("no game ends in its first rounds");
            assert_eq!((q.kind, q.player), (QuestionKind::Action, me), "{players} players, seed {seed}");
            // The turns begun since, by seat counted from the bot's.
            let turns: Vec<u8> = g.events().skip(from).filter_map(|e| if let innovation::log::Event::Turn { player, .. } = e { Some((player + players as u8 - me) % players as u8) } else { None }).collect();
            assert_eq!(turns, want, "{players} players, seed {seed}: the turns begun in the simulation, from the bot's seat");
        }
    }
}
