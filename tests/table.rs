//! What the engine tells a UI beyond the cards on the table: the preview of each
//! Dogma action, the hidden cards each player knows, the pending question's
//! context for everyone, the log lines' actors and turns, and every hand shown at
//! the end of the game.
mod common;

use innovation::api::Session;
use innovation::known::Known;
use innovation::log::{Part, Viewer};
use innovation::model::*;
use innovation::preview::DogmaWarning;
use innovation::question::{HiddenZone, Intent, QuestionKind};
use innovation::selfplay::random_answer;
use innovation::state::{Rng, Zone};
use innovation::view::{self, CardView};
use innovation::Game;
use serde_json::json;

fn game(scenario: serde_json::Value) -> Game {
    innovation::embed::played(&scenario.to_string()).unwrap()
}

fn card(g: &Game, title: &str) -> CardId {
    g.state().card(title).unwrap()
}

fn archery(bo_board: serde_json::Value) -> Game {
    game(json!({
        "setup": {"edition": 3, "players": ["ada", "bo", "cy"], "seed": 1},
        "position": {
            "turn": {"player": "ada", "actions_left": 2},
            "players": {
                "ada": {"board": {"red": ["Archery"], "blue": ["Writing"]}, "hand": ["Oars"]},
                "bo": {"board": bo_board, "hand": ["Sailing", "Mysticism"]},
                "cy": {"board": {"yellow": ["Masonry"]}}
            },
            "decks": {"base": {"1": ["Tools", "Pottery"]}}
        },
        "steps": []
    }))
}

#[test]
fn the_dogma_preview_says_who_shares_whom_a_demand_affects_and_when_it_does_nothing() {
    // ada: 2 castles (Archery). bo has none: the demand affects him; cy's Masonry
    // has 3 castles: not affected.
    let g = archery(json!({"green": ["Clothing"]}));
    let q = view::view_without_log(&g, Viewer::Player(0)).question.unwrap();
    let p = q.dogma.iter().find(|p| p.card == card(&g, "Archery")).unwrap();
    assert_eq!(p.icon, Icon::Castle);
    assert_eq!(p.counts, vec![(0, 2), (1, 0), (2, 3)]);
    assert_eq!(p.demanded, vec![1]);
    assert_eq!(p.warning, None);
    // Writing (lightbulbs): bo and cy have none, nobody shares; a non-demand effect.
    let w = q.dogma.iter().find(|p| p.card == card(&g, "Writing")).unwrap();
    assert!(w.sharing.is_empty() && w.demanded.is_empty() && w.warning.is_none(), "{w:?}");
    // Other viewers get no preview (it is the acting player's question).
    assert!(view::view_without_log(&g, Viewer::Player(1)).question.unwrap().dogma.is_empty());

    // bo has more castles: nobody is affected by Archery, whose only effect is a demand.
    let g = archery(json!({"red": ["Metalworking"]}));
    let q = view::view_without_log(&g, Viewer::Player(0)).question.unwrap();
    let p = q.dogma.iter().find(|p| p.card == card(&g, "Archery")).unwrap();
    assert!(p.demanded.is_empty());
    assert_eq!(p.warning, Some(DogmaWarning::NobodyDemanded));
    // The preview agrees with what the action then does.
    let mut g = g;
    g.answer_str("dogma Archery").unwrap();
    let demanded = g.events().find_map(|e| if let innovation::log::Event::Sharing { demanded, .. } = e { Some(demanded.clone()) } else { None });
    assert_eq!(demanded, Some(p.demanded.clone()));
}

#[test]
fn a_question_says_to_everyone_where_it_comes_from_but_only_its_player_sees_the_choices() {
    let mut g = archery(json!({"green": ["Clothing"]}));
    g.answer_str("dogma Archery").unwrap();
    // bo drew Tools and must give his highest card (Sailing, Mysticism and Tools are all 1s).
    for v in [Viewer::Player(0), Viewer::Player(2), Viewer::Spectator] {
        let q = view::view_without_log(&g, v).question.unwrap();
        assert_eq!(q.player, 1);
        assert_eq!(q.kind, QuestionKind::Card);
        assert_eq!(q.intent, Intent::Give { to: Some(0) });
        let ctx = q.context.unwrap();
        assert_eq!((ctx.card, ctx.leader, ctx.demand), (card(&g, "Archery"), 0, true));
        assert!(q.question.is_none() && q.prompt.is_none(), "{v:?} sees bo's choices");
    }
    assert!(view::view_without_log(&g, Viewer::Player(1)).question.unwrap().question.is_some());
}

#[test]
fn a_player_knows_the_card_they_gave_and_nothing_they_did_not_see() {
    let mut g = archery(json!({"green": ["Clothing"]}));
    g.answer_str("dogma Archery").unwrap();
    g.answer_str("Sailing").unwrap();
    let known = |g: &Game, v: PlayerId, of: usize| -> Vec<(String, HiddenZone)> {
        view::view_without_log(g, Viewer::Player(v)).players[of]
            .known
            .iter()
            .map(|k| match &k.card {
                CardView::Known { name, .. } => (name.clone(), k.zone),
                CardView::Hidden { .. } => panic!("a known card without its face"),
            })
            .collect()
    };
    // bo gave Calendar to ada: he knows it is in her hand.
    assert_eq!(known(&g, 1, 0), vec![("Sailing".to_string(), HiddenZone::Hand)]);
    // ada never saw bo's hand (nor the Tools he drew), cy saw nothing.
    assert!(known(&g, 0, 1).is_empty());
    assert!(known(&g, 2, 0).is_empty() && known(&g, 2, 1).is_empty());
    // ada melds Sailing: it is on the table, no longer a hidden card anyone knows.
    g.answer_str("meld Sailing").unwrap();
    assert!(known(&g, 1, 0).is_empty());
}

#[test]
fn a_known_card_is_forgotten_when_a_card_like_it_leaves_unseen() {
    // ada gives Sailing to bo (Archery); bo then returns one of his two 1s
    // (Pottery): ada sees only "a 1" go, so whichever went, she no longer knows
    // that Sailing is in his hand (before, she kept knowing it exactly when he
    // had returned the other card: the list told her which one he chose).
    for returned in ["Metalworking", "Sailing"] {
        let mut g = game(json!({
            "setup": {"edition": 3, "players": ["ada", "bo"], "seed": 1},
            "position": {
                "turn": {"player": "bo", "actions_left": 2},
                "players": {
                    "ada": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},
                    "bo": {"board": {"red": ["Archery"], "blue": ["Pottery"]}, "hand": ["Metalworking"]}
                },
                "decks": {"base": {"1": ["The Wheel", "Tools"]}}
            },
            "steps": ["dogma Archery", "Sailing"]
        }));
        let known = |g: &Game| -> Vec<String> {
            view::view_without_log(g, Viewer::Player(0)).players[1].known.iter().map(|k| match &k.card {
                CardView::Known { name, .. } => name.clone(),
                CardView::Hidden { .. } => panic!("a known card without its face"),
            }).collect()
        };
        assert_eq!(known(&g), vec!["Sailing".to_string()]);
        g.answer_str("dogma Pottery").unwrap();
        g.answer_str(&format!("[\"{returned}\"]")).unwrap();
        assert_eq!(g.state().loc(card(&g, returned)).map(|z| matches!(z, Zone::Deck(..))), Some(true));
        assert!(known(&g).is_empty(), "returned {returned}: ada still knows {:?}", known(&g));
    }
}

#[test]
fn cards_removed_from_the_game_stay_unseen_by_those_who_could_not_see_them() {
    // Fission's red 10 removes every hand, board and score pile: ada's log names
    // bo's board card (public) but not his hand's or score pile's (face down).
    let g = game(json!({
        "setup": {"edition": 3, "players": ["ada", "bo"], "seed": 1},
        "position": {
            "turn": {"player": "ada", "actions_left": 2},
            "players": {
                "ada": {"board": {"red": ["Fission"]}, "hand": ["Writing"], "score": ["Tools"]},
                "bo": {"board": {"purple": ["Philosophy"]}, "hand": ["Mathematics", "Sailing"], "score": ["Banking", "Paper"]}
            },
            "decks": {"base": {"10": ["Robotics"]}}
        },
        "steps": ["dogma Fission"]
    }));
    assert_eq!(g.state().loc(card(&g, "Mathematics")), Some(Zone::Removed));
    let named = |v: PlayerId| -> Vec<&str> {
        g.events()
            .filter_map(|e| e.render(g.state(), Viewer::Player(v)))
            .flat_map(|l| l.parts)
            .filter_map(|p| if let Part::Card { card } = p { Some(innovation::cards::name(card)) } else { None })
            .collect()
    };
    let ada = named(0);
    assert!(ada.contains(&"Philosophy") && ada.contains(&"Writing"), "{ada:?}");
    for hidden in ["Mathematics", "Sailing", "Banking", "Paper"] {
        assert!(!ada.contains(&hidden), "ada's log names {hidden}: {ada:?}");
        assert!(named(1).contains(&hidden), "bo's own log names {hidden}");
    }
}

#[test]
fn a_revealed_card_is_known_where_it_stays() {
    // Mysticism: draw a 1 and reveal it; the drawn card stays in hand (no top card of its colour).
    let mut g = game(json!({
        "setup": {"edition": 3, "players": ["ada", "bo"], "seed": 1},
        "position": {
            "turn": {"player": "ada", "actions_left": 2},
            "players": {"ada": {"board": {"purple": ["Mysticism"]}}, "bo": {"board": {"blue": ["Writing"]}}},
            "decks": {"base": {"1": ["Sailing"]}}
        },
        "steps": []
    }));
    g.answer_str("dogma Mysticism").unwrap();
    assert_eq!(g.state().loc(card(&g, "Sailing")), Some(Zone::Hand(0)));
    let bo = view::view_without_log(&g, Viewer::Player(1));
    let known: Vec<_> = bo.players[0].known.iter().map(|k| (k.card.clone(), k.zone)).collect();
    assert!(matches!(&known[..], [(CardView::Known { name, .. }, HiddenZone::Hand)] if name == "Sailing"), "{known:?}");
}

/// Every card a view lists as known: hidden from the viewer, where the view says,
/// and shown to the viewer at some time (a card of their log); the incremental
/// knowledge equals the knowledge read from the whole log, through undo and reload.
#[test]
fn known_cards_are_true_seen_and_incremental_in_random_games() {
    let games = common::games_setting("KNOWN_GAMES", 60);
    let mut listed = 0;
    for seed in 0..games {
        let players = 2 + (seed % 3) as usize;
        let edition = [3, 4, 1][(seed % 3) as usize];
        let names: Vec<&str> = ["a", "b", "c", "d"][..players].to_vec();
        let mut s = Session::new(&json!({"players": names, "seed": seed, "edition": edition})).unwrap();
        let mut rng = Rng(seed);
        for step in 0..600 {
            let Some(a) = random_answer(s.game(), &mut rng) else { break };
            s.answer(&a.to_json()).unwrap();
            if step % 11 == 5 && s.can_undo() {
                s.undo().unwrap();
            }
            if step % 7 != 0 {
                continue;
            }
            let g = s.game();
            let mut whole = Known::new(players);
            whole.apply(&g.events().cloned().collect::<Vec<_>>(), g.state());
            for v in 0..players as PlayerId {
                let mine = g.known_cards(v);
                assert_eq!(mine, whole.players[v as usize].cards, "seed {seed} step {step} viewer {v}");
                let seen: Vec<CardId> = g
                    .events()
                    .filter_map(|e| e.render(g.state(), Viewer::Player(v)))
                    .flat_map(|l| l.parts)
                    .filter_map(|p| if let Part::Card { card } = p { Some(card) } else { None })
                    .collect();
                let view = view::view_without_log(g, Viewer::Player(v));
                for (i, p) in view.players.iter().enumerate() {
                    for k in &p.known {
                        let CardView::Known { id, .. } = k.card else { panic!("a known card without its face") };
                        let at = g.state().loc(id).unwrap();
                        let want = match k.zone {
                            HiddenZone::Hand => Zone::Hand(i as PlayerId),
                            HiddenZone::Score => Zone::Score(i as PlayerId),
                            _ => at,
                        };
                        assert_eq!(at, want, "seed {seed}: {id} is not where the view says");
                        assert!(!Viewer::Player(v).sees(at), "seed {seed}: {id} is visible to {v}");
                        assert!(seen.contains(&id), "seed {seed}: {v} never saw {id}, yet knows it");
                        listed += 1;
                    }
                }
            }
            let again = Game::load(&g.save()).unwrap();
            for v in 0..players as PlayerId {
                assert_eq!(again.known_cards(v), g.known_cards(v), "seed {seed} step {step}: reload");
            }
        }
    }
    assert!(listed > 100, "only {listed} known cards were listed: the test proves little");
}

#[test]
fn log_lines_carry_their_actor_and_mark_the_turns() {
    let mut g = archery(json!({"green": ["Clothing"]}));
    g.answer_str("dogma Archery").unwrap();
    g.answer_str("Sailing").unwrap();
    g.answer_str("draw").unwrap();
    let lines = view::view(&g, Viewer::Player(0)).log;
    let text = |l: &innovation::log::Line| l.text(g.state());
    let turn = lines.iter().find(|l| l.turn.is_some()).expect("a turn line");
    assert_eq!((turn.actor, turn.turn), (Some(1), Some(2)), "{}", text(turn));
    let gave = lines.iter().find(|l| text(l).contains("transfers")).unwrap();
    assert_eq!(gave.actor, Some(1));
    // The giver's own hand is "their hand".
    assert_eq!(text(gave), "bo transfers Sailing from their hand to ada's hand");
    assert!(lines.iter().all(|l| l.turn.is_none() || l.actor.is_some()));
}

#[test]
fn at_the_end_every_hand_and_score_pile_is_shown() {
    let mut s = Session::new(&json!({"players": ["a", "b", "c"], "seed": 9})).unwrap();
    let mut rng = Rng(9);
    while let Some(a) = random_answer(s.game(), &mut rng) {
        let v = s.view(&json!(0)).unwrap();
        assert!(v.players[1].hand.iter().all(|c| matches!(c, CardView::Hidden { .. })), "b's hand shown before the end");
        s.answer(&a.to_json()).unwrap();
    }
    assert!(s.game().outcome().is_some());
    for viewer in [json!(0), serde_json::Value::Null] {
        let v = s.view(&viewer).unwrap();
        for p in &v.players {
            assert!(p.hand.iter().chain(&p.score).all(|c| matches!(c, CardView::Known { .. })), "{viewer}: a hidden card at the end");
        }
    }
    // The decks and achievements stay face down.
    let hidden = s.hidden_titles(&serde_json::Value::Null).unwrap();
    assert!(!hidden.is_empty());
    let st = s.game().state();
    assert!(hidden.iter().all(|t| matches!(st.loc(st.card(t).unwrap()), Some(Zone::Deck(..) | Zone::AvailableAchievements | Zone::Achievements(_) | Zone::Junk))));
}


fn scenario_game(path: &str) -> Game {
    let text = std::fs::read_to_string(format!("{}/tests/scenarios/{path}.json", env!("CARGO_MANIFEST_DIR"))).unwrap();
    innovation::embed::played(&text).unwrap()
}

/// The expansions' numbers in a player's view, as the engine counts them: the
/// score with its bonuses, and the achievements for winning with what flags and
/// fountains add.
#[test]
fn the_view_sends_the_score_with_its_bonuses_and_the_achievements_with_flags_and_fountains() {
    // Dice, Candles and Flute show bonuses (Puppet covers one): 3 + 1 + 1, and Archery scores 1.
    let v = view::view_without_log(&scenario_game("echoes/bonus-1-highest-counts-its-value-others-one"), Viewer::Spectator);
    let ann = &v.players[0];
    assert_eq!((ann.score_total, ann.score_cards, ann.score_bonuses, ann.score_karma), (6, 1, 5, 0));
    // A fountain counts as an achievement; a flag when no opponent shows more cards of its colour.
    let v = view::view_without_log(&scenario_game("cities/fountain-1-counts-as-an-achievement"), Viewer::Spectator);
    let a = v.players[0].achievement_parts;
    assert_eq!((v.players[0].achievement_total, a.claimed, a.flags, a.fountains, a.karma), (2, 1, 0, 1, 0));
    let v = view::view_without_log(&scenario_game("cities/flag-1-counts-without-more-cards-elsewhere"), Viewer::Spectator);
    let a = v.players[0].achievement_parts;
    assert_eq!((v.players[0].achievement_total, a.claimed, a.flags, a.fountains), (1, 0, 1, 0));
    let v = view::view_without_log(&scenario_game("cities/flag-2-not-when-an-opponent-has-more"), Viewer::Spectator);
    assert_eq!((v.players[0].achievement_total, v.players[0].achievement_parts.flags), (0, 0));
}

/// Questions that a step of the turn asks (no card's effect) say which step, for
/// everyone: the free artifact action (whose Dogma preview counts the artifact's
/// icons), the relic to seize, promotion after a Meld action, an Endorse's price.
#[test]
fn questions_of_the_expansions_steps_say_where_they_come_from() {
    use innovation::question::{Step, Target};
    // The free artifact action: Sibidu Needle on display.
    let g = scenario_game("artifacts/display-1-start-of-turn-question");
    let needle = card(&g, "Sibidu Needle");
    for v in [Viewer::Player(0), Viewer::Player(1)] {
        assert_eq!(view::view_without_log(&g, v).question.unwrap().step, Some(Step::FreeArtifact { card: needle, dogma: true }));
    }
    let v = view::view_without_log(&g, Viewer::Player(0));
    assert!(v.turn.as_ref().unwrap().starting, "the turn is still at its start");
    let p = v.question.unwrap().dogma.into_iter().find(|p| p.card == needle).expect("a preview of the free Dogma action");
    let icon = p.icon;
    let board = innovation::rules::query::icon_count(g.state(), 0, icon);
    assert_eq!(p.counts[0], (0, board + g.state().card_icon_count(needle, icon)), "the artifact's icons count for its Dogma action");
    // A determinized game of ann's observation asks the same question (the start of the turn).
    let obs = innovation::bots::observe(&g, 0).unwrap();
    let d = innovation::bots::determinize::determinize(&obs, &mut Rng(1));
    assert_eq!(Game::from_state(d, vec![]).question().map(|q| q.keys()), Some(obs.question.keys()));

    // The relic after a dig.
    let g = scenario_game("artifacts/relic-1-seize-prompt");
    let q = g.question().unwrap();
    assert!(matches!(q.step, Some(Step::Seize { card, to_hand: false }) if g.state().title(card) == "Timbuktu"), "{:?}", q.step);

    // Promotion after a Meld action of Archery, and its free Dogma question.
    let mut g = scenario_game("echoes/promote-2-prompt-lists-eligible-and-pass");
    let q = g.question().unwrap().clone();
    assert!(matches!(q.step, Some(Step::Promote { .. })) && q.context.is_none(), "{q:?}");
    assert_eq!(q.intent, Intent::Meld);
    g.answer_str("Tools").unwrap();
    let q = g.question().unwrap();
    assert_eq!((q.kind, q.intent), (QuestionKind::YesNo, Intent::Execute), "the free Dogma action on Tools");
    assert!(matches!(q.step, Some(Step::Promote { .. })));

    // The Endorse price (the scenario's step endorsed Writing).
    let g = scenario_game("cities/endorse-4-price-and-legality");
    let q = g.question().unwrap();
    assert_eq!(q.intent, Intent::Tuck);
    assert!(matches!(&q.step, Some(Step::Action { target: Target::Endorse { .. } })), "{:?}", q.step);
}

/// The expansions' log lines, as a player reads them (`Line::text`): an echo
/// effect, a dig, a seize, a free artifact Dogma, an endorse, an inspire, a decree,
/// a fade, a karma that replaces or acts on an event (naming the figure), a
/// promotion; a card foreshadowed from a deck is an age (and set) to the others.
#[test]
fn the_expansions_log_lines_read_well() {
    use innovation::log::{Event, Verb};
    use innovation::rules::hooks::ActKind;
    use innovation::rules::specials::SpecialId;
    let g = game(json!({
        "setup": {"edition": 3, "expansions": ["echoes", "artifacts", "relics", "cities", "figures"], "players": ["ada", "bo"], "seed": 1},
        "position": {"players": {"ada": {"board": {"blue": ["Writing"]}}}},
        "steps": []
    }));
    let s = g.state();
    let c = |t: &str| card(&g, t);
    let zone = |n: &str, p: Option<u8>| Zone::Set(innovation::sets::zone_kind(n).unwrap(), p);
    let line = |e: Event, v: Viewer| e.render(s, v).unwrap().text(s);
    let all = Viewer::All;
    assert_eq!(line(Event::Echo { player: 0, card: c("Flute") }, all), "Echo effect of Flute (ada's Dogma action)");
    assert_eq!(
        line(Event::Move { player: 0, verb: Verb::Dig, card: c("Excalibur"), from: Zone::Deck(CardSet::Artifacts, 3), to: zone("display", Some(0)) }, Viewer::Player(1)),
        "ada digs up Excalibur and puts it on display"
    );
    assert_eq!(line(Event::Seize { player: 0, card: c("Timbuktu") }, all), "ada seizes the relic Timbuktu");
    assert_eq!(line(Event::FreeArtifact { player: 0, card: c("Excalibur") }, all), "ada takes a free Dogma action on the artifact on display, Excalibur");
    assert_eq!(line(Event::Endorse { player: 0, card: c("Writing") }, all), "ada endorses Writing (a Dogma action, doubled)");
    assert_eq!(line(Event::Inspire { player: 1, color: Color::Red }, all), "bo inspires with their red cards");
    assert_eq!(line(Event::Decree { player: 1, special: SpecialId::parse("War").unwrap() }, all), "bo issues the War decree, removing their hand from the game");
    assert_eq!(line(Event::Fade { player: 0, card: c("Homer") }, all), "ada fades Homer (more than one top figure): it is scored");
    assert_eq!(line(Event::Karma { player: 0, card: c("Homer"), replaced: true, on: Some(ActKind::Remove) }, all), "Karma of Homer (ada) replaces a removal");
    assert_eq!(line(Event::Karma { player: 0, card: c("Homer"), replaced: false, on: Some(ActKind::Meld) }, all), "Karma of Homer (ada) acts on a meld");
    assert_eq!(line(Event::Promote { player: 0, card: c("Tools") }, all), "ada promotes Tools from their forecast");
    // Foreshadowed from a deck: the others read its age and set only.
    let fore = Event::Move { player: 0, verb: Verb::Foreshadow, card: c("Tools"), from: Zone::Deck(CardSet::Base, 1), to: zone("forecast", Some(0)) };
    assert_eq!(line(fore.clone(), Viewer::Player(0)), "ada foreshadows Tools");
    let parts = fore.render(s, Viewer::Player(1)).unwrap().parts;
    assert!(parts.contains(&Part::Hidden { age: 1, set: CardSet::Base }), "{parts:?}");
}
