//! Rule primitives that no implemented card reaches yet (return, score, removing a
//! card from a pile, splaying right/up, losing), and rules that differ between
//! editions, driven directly through `Ctx` (or a `Game`) on a position built from
//! the scenario format.
use innovation::cards;
use innovation::rules::ctx::{Ctx, CtxData, Interrupt};
use innovation::rules::specials::SpecialId;
use innovation::model::*;
use innovation::scenario;
use innovation::state::{Achievement, EndReason, Phase, State, Zone};

/// A context over a position, run at once (`Ctx::now`).
struct Cx(CtxData);

impl Cx {
    fn new(s: State) -> Cx {
        Cx(CtxData::new(s, vec![], false))
    }
    fn s(&self) -> &State {
        self.0.state()
    }
    fn run<T>(&mut self, f: impl AsyncFnOnce(&mut Ctx) -> Result<T, Interrupt>) -> Result<T, Interrupt> {
        Ctx::now(&mut self.0, f)
    }
}

fn position(players: &[&str], pos: &str) -> State {
    position_in(3, players, pos)
}

fn position_in(edition: u8, players: &[&str], pos: &str) -> State {
    let names: Vec<String> = players.iter().map(|p| format!("{p:?}")).collect();
    let text = format!(r#"{{"setup": {{"edition": {edition}, "players": [{}], "seed": 1}}, "position": {pos}}}"#, names.join(", "));
    let sc = scenario::parse(&text).unwrap();
    scenario::build_position(&sc.config, sc.position.as_ref().unwrap()).unwrap()
}

fn id(name: &str) -> CardId {
    cards::by_name(name, Edition::Third).unwrap()
}

fn names(cs: &[CardId]) -> Vec<&'static str> {
    cs.iter().map(|&c| cards::name(c)).collect()
}

fn specials(s: &State, p: PlayerId) -> Vec<&'static str> {
    s.players[p as usize].achievements.iter().filter_map(|a| if let Achievement::Special(x) = a { Some(x.name()) } else { None }).collect()
}

#[test]
fn return_goes_to_the_bottom_of_its_deck() {
    let s = position(&["dennis", "micah"], r#"{"players": {"dennis": {"hand": ["Calendar", "Tools"]}}, "decks": {"base": {"2": {"cards": ["Mathematics", "Philosophy"], "exact": true}}}}"#);
    let mut cx = Cx::new(s);
    cx.run(async |x| x.return_card(0, id("Calendar")).await).unwrap();
    cx.run(async |x| x.return_card(0, id("Tools")).await).unwrap();
    assert_eq!(names(cx.s().deck(CardSet::Base, 2)), vec!["Mathematics", "Philosophy", "Calendar"]);
    assert_eq!(*names(cx.s().deck(CardSet::Base, 1)).last().unwrap(), "Tools");
    assert!(cx.s().hand(0).is_empty());
    // A returned card makes an empty age non-empty again.
    let s = position(&["dennis", "micah"], r#"{"players": {"dennis": {"hand": ["Calendar"], "board": {"blue": ["Writing"]}}}, "decks": {"base": {"2": {"cards": [], "exact": true}}}}"#);
    let mut cx = Cx::new(s);
    cx.run(async |x| x.return_card(0, id("Calendar")).await).unwrap();
    let c = cx.run(async |x| x.draw(0, 2).await).unwrap().unwrap();
    assert_eq!(cards::name(c), "Calendar");
}

#[test]
fn return_several_in_the_given_order() {
    let s = position(&["dennis", "micah"], r#"{"players": {"dennis": {"hand": ["Calendar", "Mathematics"]}}, "decks": {"base": {"2": {"cards": ["Philosophy"], "exact": true}}}}"#);
    let mut cx = Cx::new(s);
    cx.run(async |x| x.return_all(0, &[id("Mathematics"), id("Calendar")]).await).unwrap();
    assert_eq!(names(cx.s().deck(CardSet::Base, 2)), vec!["Philosophy", "Mathematics", "Calendar"]);
}

#[test]
fn score_puts_the_card_in_the_score_pile() {
    let s = position(&["dennis", "micah"], r#"{"players": {"dennis": {"hand": ["Calendar"], "board": {"red": ["Coal"]}}}}"#);
    let mut cx = Cx::new(s);
    cx.run(async |x| x.score(0, id("Calendar")).await).unwrap();
    cx.run(async |x| x.score(0, id("Coal")).await).unwrap();
    assert_eq!(cx.s().score(0), 7);
    assert!(cx.s().hand(0).is_empty() && cx.s().top(0, Color::Red).is_none());
    assert_eq!(cx.s().loc(id("Coal")), Some(Zone::Score(0)));
}

#[test]
fn a_pile_reduced_to_one_card_forgets_its_splay() {
    let s = position(&["dennis", "micah"], r#"{"players": {"dennis": {"board": {"red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "right"}}, "hand": ["Construction"]}}}"#);
    let mut cx = Cx::new(s);
    cx.run(async |x| x.transfer(0, id("Archery"), Zone::Hand(1)).await).unwrap();
    assert_eq!(cx.s().pile(0, Color::Red).splay(), Splay::Right, "two cards stay splayed");
    cx.run(async |x| x.transfer(0, id("Oars"), Zone::Hand(1)).await).unwrap();
    assert_eq!(cx.s().pile(0, Color::Red).splay(), Splay::None, "one card is unsplayed");
    // Adding cards again does not bring the old splay back.
    cx.run(async |x| x.meld(0, id("Construction")).await).unwrap();
    assert_eq!(cx.s().pile(0, Color::Red).splay(), Splay::None);
    // Tucking into a splayed pile keeps the splay; emptying the pile forgets it.
    assert!(cx.run(async |x| x.splay(0, Color::Red, Splay::Up).await).unwrap());
    cx.run(async |x| x.score(0, id("Construction")).await).unwrap();
    cx.run(async |x| x.score(0, id("Metalworking")).await).unwrap();
    assert_eq!(cx.s().pile(0, Color::Red).splay(), Splay::None);
    assert!(cx.s().pile(0, Color::Red).cards().is_empty());
}

#[test]
fn splaying_needs_two_cards_and_replaces_the_direction() {
    let s = position(&["dennis", "micah"], r#"{"players": {"dennis": {"board": {"red": ["Archery", "Oars"], "blue": ["Writing"]}}}}"#);
    let mut cx = Cx::new(s);
    assert!(!cx.run(async |x| x.splay(0, Color::Blue, Splay::Right).await).unwrap(), "a one-card pile cannot be splayed");
    assert_eq!(cx.s().pile(0, Color::Blue).splay(), Splay::None);
    assert!(!cx.run(async |x| x.splay(0, Color::Yellow, Splay::Up).await).unwrap(), "an empty pile cannot be splayed");
    assert!(cx.run(async |x| x.splay(0, Color::Red, Splay::Right).await).unwrap());
    assert_eq!(cx.s().icon_count(0, Icon::Castle), 3); // Archery 2 + Oars top-left
    assert_eq!(cx.s().icon_count(0, Icon::Crown), 2); // Oars bottom-left + Writing
    assert!(!cx.run(async |x| x.splay(0, Color::Red, Splay::Right).await).unwrap(), "the same direction changes nothing");
    assert!(cx.run(async |x| x.splay(0, Color::Red, Splay::Up).await).unwrap());
    assert_eq!(cx.s().pile(0, Color::Red).splay(), Splay::Up);
    assert_eq!(cx.s().icon_count(0, Icon::Castle), 3); // Archery 2 + Oars bottom-right
    assert_eq!(cx.s().icon_count(0, Icon::Crown), 2);
    assert!(cx.run(async |x| x.splay(0, Color::Red, Splay::Left).await).unwrap());
    assert_eq!(cx.s().icon_count(0, Icon::Crown), 1);
}

/// Monument (3rd edition): six cards tucked, or six scored, in one turn.
#[test]
fn monument_by_tucking_six_in_one_turn() {
    let hand = r#"["Calendar", "Mathematics", "Philosophy", "Tools", "Pottery", "Clothing", "Sailing"]"#;
    let s = position(&["dennis", "micah"], &format!(r#"{{"turn": {{"player": "micah", "actions_left": 2}}, "players": {{"dennis": {{"hand": {hand}}}}}}}"#));
    let mut cx = Cx::new(s);
    for (i, c) in ["Calendar", "Mathematics", "Philosophy", "Tools", "Pottery"].iter().enumerate() {
        cx.run(async |x| x.tuck(0, id(c)).await).unwrap();
        assert!(specials(cx.s(), 0).is_empty(), "Monument after {} tucks", i + 1);
    }
    // The sixth tuck claims it at once, even on another player's turn.
    cx.run(async |x| x.tuck(0, id("Clothing")).await).unwrap();
    assert_eq!(specials(cx.s(), 0), vec!["Monument"]);
    assert!(!cx.s().specials.contains(&SpecialId::parse("Monument").unwrap()));
}

#[test]
fn monument_by_scoring_six_but_not_by_mixing() {
    let hand = r#"["Calendar", "Mathematics", "Philosophy", "Tools", "Pottery", "Clothing", "Sailing", "Writing", "Archery", "Oars", "Masonry"]"#;
    let s = position(&["dennis", "micah"], &format!(r#"{{"players": {{"dennis": {{"hand": {hand}}}}}}}"#));
    let mut cx = Cx::new(s);
    // Three tucked and five scored: neither count reaches six.
    for c in ["Calendar", "Mathematics", "Philosophy"] {
        cx.run(async |x| x.tuck(0, id(c)).await).unwrap();
    }
    for c in ["Tools", "Pottery", "Clothing", "Sailing", "Writing"] {
        cx.run(async |x| x.score(0, id(c)).await).unwrap();
    }
    assert!(specials(cx.s(), 0).is_empty());
    // Transferring to the score pile is not scoring.
    cx.run(async |x| x.transfer(0, id("Archery"), Zone::Score(0)).await).unwrap();
    assert!(specials(cx.s(), 0).is_empty());
    cx.run(async |x| x.score(0, id("Oars")).await).unwrap();
    assert_eq!(specials(cx.s(), 0), vec!["Monument"]);
}

#[test]
fn monument_counts_reset_each_turn() {
    use innovation::Game;
    // dennis has five tucks counted this turn is impossible to write in a position, so
    // play: the counters must start from zero for a new turn.
    let mut s = position(&["dennis", "micah"], r#"{"turn": {"player": "dennis", "actions_left": 1}, "players": {"dennis": {"board": {"blue": ["Writing"]}}, "micah": {"board": {"blue": ["Tools"]}}}}"#);
    s.turn_tucked = vec![5, 5];
    s.turn_scored = vec![5, 5];
    let mut g = Game::from_state(s, vec![]);
    g.answer_str("draw").unwrap();
    assert_eq!(g.state().current_player(), Some(1));
    assert_eq!(g.state().turn_tucked, vec![0, 0]);
    assert_eq!(g.state().turn_scored, vec![0, 0]);
}

#[test]
fn wonder_when_all_five_colours_are_splayed_right_or_up() {
    let board = r#"{"red": {"cards": ["Archery", "Oars"], "splay": "right"}, "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "up"},
        "green": {"cards": ["Sailing", "Clothing"], "splay": "left"}, "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
        "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "right"}}"#;
    let s = position(&["dennis", "micah"], &format!(r#"{{"players": {{"micah": {{"board": {board}}}}}}}"#));
    let mut cx = Cx::new(s);
    assert!(cx.run(async |x| x.splay(1, Color::Green, Splay::Right).await).unwrap());
    assert_eq!(specials(cx.s(), 1), vec!["Wonder"]);
}

#[test]
fn world_checked_after_a_splay() {
    // Splaying up reveals the twelfth clock; splaying right does not.
    let board = r#"{"blue": {"cards": ["Software", "Quantum Theory", "Rocketry"], "splay": "up"}, "red": ["Mobility", "Flight"], "purple": ["Railroad"], "green": ["Bicycle"]}"#;
    let s = position(&["dennis", "micah"], &format!(r#"{{"players": {{"dennis": {{"board": {board}}}}}}}"#));
    assert_eq!(s.icon_count(0, Icon::Clock), 11);
    let mut cx = Cx::new(s);
    assert!(cx.run(async |x| x.splay(0, Color::Red, Splay::Right).await).unwrap()); // Flight: crown, hex: no clock
    assert_eq!(cx.s().icon_count(0, Icon::Clock), 11);
    assert!(specials(cx.s(), 0).is_empty());
    assert!(cx.run(async |x| x.splay(0, Color::Red, Splay::Up).await).unwrap()); // Flight: hex, clock, crown
    assert_eq!(cx.s().icon_count(0, Icon::Clock), 12);
    assert_eq!(specials(cx.s(), 0), vec!["World"]);
}

#[test]
fn a_special_achievement_can_win_in_the_middle_of_an_effect() {
    let board = r#"{"red": {"cards": ["Archery", "Oars"], "splay": "right"}, "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "up"},
        "green": {"cards": ["Sailing", "Clothing"], "splay": "left"}, "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
        "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "right"}}"#;
    let s = position(&["dennis", "micah"], &format!(r#"{{"players": {{"micah": {{"board": {board}, "achievements": ["age 1", "age 2", "age 3", "age 4", "age 5"]}}}}}}"#));
    let mut cx = Cx::new(s);
    let r = cx.run(async |x| x.splay(1, Color::Green, Splay::Up).await);
    assert!(matches!(r, Err(Interrupt::GameOver)));
    match &cx.s().phase {
        Phase::Over(o) => {
            assert_eq!(o.winners, vec![1]);
            assert_eq!(o.reason, EndReason::Achievements);
        }
        p => panic!("game not over: {p:?}"),
    }
}

#[test]
fn drawing_above_10_inside_an_effect_ends_the_game() {
    let decks: Vec<String> = (5..=10).map(|a| format!(r#""{a}": {{"cards": [], "exact": true}}"#)).collect();
    let s = position(&["dennis", "micah"], &format!(r#"{{"players": {{"micah": {{"score": ["Coal"]}}}}, "decks": {{"base": {{{}}}}}}}"#, decks.join(", ")));
    let mut cx = Cx::new(s);
    assert!(matches!(cx.run(async |x| x.draw(0, 5).await), Err(Interrupt::GameOver)));
    assert!(cx.s().hand(0).is_empty());
    assert_eq!(cx.s().phase, Phase::Over(innovation::state::Outcome { winners: vec![1], reason: EndReason::Score }));
}

/// Monument in the 1st edition: tucked and scored cards count together (Iello
/// rulebook, the Monument field: "archivi e/o capitalizzi sei carte nello stesso turno").
#[test]
fn monument_first_edition_counts_tucks_and_scores_together() {
    let hand = r#"["Calendar", "Mathematics", "Philosophy", "Tools", "Pottery", "Clothing"]"#;
    for (edition, claimed) in [(1, true), (3, false)] {
        let s = position_in(edition, &["dennis", "micah"], &format!(r#"{{"players": {{"dennis": {{"hand": {hand}}}}}}}"#));
            let mut cx = Cx::new(s);
        for c in ["Calendar", "Mathematics", "Philosophy"] {
            cx.run(async |x| x.tuck(0, id(c)).await).unwrap();
        }
        for c in ["Tools", "Pottery"] {
            cx.run(async |x| x.score(0, id(c)).await).unwrap();
        }
        assert!(specials(cx.s(), 0).is_empty(), "five cards");
        cx.run(async |x| x.score(0, id("Clothing")).await).unwrap();
        assert_eq!(specials(cx.s(), 0) == vec!["Monument"], claimed, "edition {edition}");
    }
}

/// The 4th edition claims special achievements at the end of an action, not in the
/// middle: a splay that completes Wonder claims nothing until the action ends.
#[test]
fn fourth_edition_special_achievements_wait_for_the_end_of_the_action() {
    let board = r#"{"red": {"cards": ["Archery", "Oars"], "splay": "right"}, "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "up"},
        "green": {"cards": ["Sailing", "Clothing"], "splay": "left"}, "blue": {"cards": ["Writing", "Tools"], "splay": "aslant"},
        "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "right"}}"#;
    let s = position_in(4, &["dennis", "micah"], &format!(r#"{{"players": {{"micah": {{"board": {board}}}}}}}"#));
    let mut cx = Cx::new(s);
    assert!(cx.run(async |x| x.splay(1, Color::Green, Splay::Aslant).await).unwrap());
    assert!(specials(cx.s(), 1).is_empty(), "not in the middle of an action");
    // Aslant counts for Wonder in the 4th edition.
    cx.run(async |x| innovation::rules::achievements::end_of_action(x).await).unwrap();
    assert_eq!(specials(cx.s(), 1), vec!["Wonder"]);
}

/// Splayed aslant, every covered card shows its four slots (4th edition, "Splay").
#[test]
fn aslant_shows_four_slots() {
    let s = position_in(4, &["dennis", "micah"], r#"{"players": {"dennis": {"board": {"red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "aslant"}}}}}"#);
    // Archery (top): castle, lightbulb, castle; Oars: castle, crown, castle; Metalworking: castle x3.
    assert_eq!(s.icon_count(0, Icon::Castle), 2 + 2 + 3);
    assert_eq!(s.icon_count(0, Icon::Crown), 1);
    assert_eq!(s.icon_count(0, Icon::Lightbulb), 1);
}

/// Losing (4th edition): every card of the player goes to the junk, the player is
/// out; with one player left, that player wins.
#[test]
fn a_player_who_loses_is_out_and_the_last_one_standing_wins() {
    let pos = r#"{"turn": {"player": "ann", "actions_left": 2}, "players": {
        "bo": {"board": {"red": ["Archery", "Oars"]}, "hand": ["Tools"], "score": ["Calendar"], "achievements": ["age 1", "Monument"]},
        "cy": {"board": {"blue": ["Writing"]}}}}"#;
    let s = position_in(4, &["ann", "bo", "cy"], pos);
    let specials_before = s.specials.len();
    let mut cx = Cx::new(s);
    cx.run(async |x| x.lose(1).await).unwrap();
    assert!(cx.s().is_eliminated(1));
    assert!(cx.s().hand(1).is_empty() && cx.s().score_pile(1).is_empty() && cx.s().top_cards(1).is_empty());
    assert!(cx.s().players[1].achievements.is_empty());
    // "Junk all cards belonging to them" (rulebook-4th-edition.txt, Lose): the
    // special achievements too.
    assert_eq!(cx.s().specials.len(), specials_before, "Monument is not available again");
    assert!(cx.s().junk_specials.iter().any(|sp| sp.name() == "Monument"), "Monument is in the junk");
    for c in ["Archery", "Oars", "Tools", "Calendar"] {
        assert_eq!(cx.s().loc(id(c)), Some(Zone::Junk), "{c}");
    }
    assert_eq!(cx.s().all_players(), vec![0, 2]);
    assert_eq!(cx.s().players_from(0), vec![0, 2], "out of the turn order");
    // The current player loses: their turn ends; one player is left and wins.
    assert!(matches!(cx.run(async |x| x.lose(0).await), Err(Interrupt::GameOver)));
    assert_eq!(cx.s().phase, Phase::Over(innovation::state::Outcome { winners: vec![2], reason: EndReason::LastStanding }));
}

/// The icon counts read from `cards::visible` (one addition per card), and the
/// walks over visible slots that skip cards by its slot kinds, agree with the
/// printed slots counted one by one, by each splay's visible positions, on the
/// boards of random games of every edition and with every set, at every answer.
#[test]
fn icon_counts_from_the_table_match_the_printed_slots() {
    use innovation::bots::random_answer;
    use innovation::state::Rng;
    use innovation::{Game, GameConfig};
    use std::collections::BTreeMap;
    // A visible slot by card, kind and what it holds (a slot has no order of its own).
    let slot_key = |c: CardId, x: Slot| (c, x.kind_bit(), format!("{x:?}"));
    let all = ["echoes", "artifacts", "relics", "cities", "figures"].map(String::from).to_vec();
    let mut boards = 0;
    for (edition, expansions) in [(3, vec![]), (1, vec![]), (4, vec![]), (3, all)] {
        for seed in 1..=4u64 {
            let cfg = GameConfig { players: vec!["ann".into(), "bo".into(), "cy".into()], teams: None, seed: Some(seed), edition, expansions: expansions.clone() };
            let mut g = Game::new(&cfg).unwrap();
            let mut rng = Rng(seed);
            while let Some(q) = g.question().cloned() {
                let s = g.state();
                let ed = s.edition();
                for p in 0..3 {
                    let mut total = [0usize; 7];
                    // Every visible non-empty slot, counted from the printed slots.
                    let mut printed: BTreeMap<(CardId, u32, String), usize> = BTreeMap::new();
                    for color in Color::ALL {
                        let pile = s.pile(p, color);
                        let mut counted = [0usize; 7];
                        for (i, &c) in pile.cards().iter().enumerate() {
                            let slots = cards::facts(c).slots(ed);
                            let shown: Vec<usize> = if i + 1 == pile.cards().len() { (0..6).collect() } else { pile.splay().visible_slots(cards::facts(c).six_slots()).to_vec() };
                            for k in shown {
                                if let Some(icon) = slots[k].icon() {
                                    counted[icon.index()] += 1;
                                }
                                if slots[k] != Slot::Empty {
                                    *printed.entry(slot_key(c, slots[k])).or_insert(0) += 1;
                                }
                            }
                        }
                        assert_eq!(s.pile_icon_counts(p, color), counted, "{color:?} pile of player {p}");
                        for icon in Icon::ALL {
                            assert_eq!(s.pile_icon_count(p, color, icon), counted[icon.index()]);
                        }
                        for i in 0..7 {
                            total[i] += counted[i];
                        }
                        boards += (pile.splay() != Splay::None) as usize;
                    }
                    assert_eq!(s.icon_counts(p), total, "board of player {p}");
                    // The walk that skips cards by the table's slot kinds finds the same
                    // slots, for all kinds and for each kind alone.
                    let walked = |kinds: u32| {
                        let mut m = BTreeMap::new();
                        s.for_each_visible_slot_of(p, kinds, |c, x| *m.entry(slot_key(c, x)).or_insert(0) += 1);
                        m
                    };
                    assert_eq!(walked(!Slot::Empty.kind_bit()), printed, "visible slots of player {p}");
                    for kind in [Slot::Bonus(0), Slot::Flag, Slot::Fountain, Slot::Hex, Slot::Echo, Slot::Inspire] {
                        let alone: BTreeMap<_, _> = printed.iter().filter(|((_, k, _), _)| *k == kind.kind_bit()).map(|(k, v)| (k.clone(), *v)).collect();
                        assert_eq!(walked(kind.kind_bit()), alone, "{kind:?} slots of player {p}");
                    }
                }
                g.answer(&random_answer(&q, &mut rng)).unwrap();
            }
        }
    }
    // Splayed piles were among the boards compared.
    assert!(boards > 1000, "only {boards} splayed piles seen");
}

/// The checks after every act check the owners of a count karma every time, and
/// every other player only when their board, score pile or achievements changed
/// (`hooks::count_karma_owners`): sound only if such a karma ("your board") never
/// changes anyone's count but its owner's. Every such hook of every card, owned by
/// one player, asked for each other player, over positions of random games with
/// every expansion, where it may well read other boards and hands.
#[test]
fn a_count_karma_changes_only_its_owners_counts() {
    use innovation::rules::hooks::{ListKind, QueryKind, Source};
    use innovation::selfplay::random_answer;
    use innovation::state::Rng;
    use innovation::{Game, GameConfig};
    let counting = [QueryKind::Icons, QueryKind::Achievements, QueryKind::SpecialEase];
    let karma: Vec<CardId> = (0..cards::CARDS.len() as CardId)
        .filter(|&c| cards::query_hooks(c, Edition::Third).iter().any(|h| counting.contains(&h.query)) || cards::list_hooks(c, Edition::Third).iter().any(|h| h.list == ListKind::Bonuses))
        .collect();
    assert!(karma.len() >= 20, "only {} count karma found", karma.len());
    let (mut positions, mut asked) = (0, 0);
    for seed in 1..=6u64 {
        let players: Vec<String> = ["ada", "bo", "cy"][..2 + seed as usize % 2].iter().map(|s| s.to_string()).collect();
        let expansions = ["echoes", "artifacts", "relics", "cities", "figures"].iter().map(|s| s.to_string()).collect();
        let mut g = Game::new(&GameConfig { players, teams: None, seed: Some(seed), edition: 3, expansions }).unwrap();
        let mut rng = Rng(seed);
        let mut n = 0;
        while let Some(a) = random_answer(&g, &mut rng) {
            n += 1;
            if n % 15 == 0 {
                positions += 1;
                let s = g.state();
                for &card in &karma {
                    for owner in s.all_players() {
                        let src = Source::Card { owner, card };
                        for p in s.all_players().into_iter().filter(|&p| p != owner) {
                            for h in cards::query_hooks(card, Edition::Third).iter().filter(|h| counting.contains(&h.query)) {
                                let mut v = [3i64; 7];
                                (h.adjust)(s, src, p, &mut v);
                                assert_eq!(v, [3; 7], "{}: {} changed player {p}'s count", cards::name(card), h.name);
                                asked += 1;
                            }
                            for h in cards::list_hooks(card, Edition::Third).iter().filter(|h| h.list == ListKind::Bonuses) {
                                assert!((h.cards)(s, src, p).is_empty(), "{}: {} gave player {p} bonuses", cards::name(card), h.name);
                                asked += 1;
                            }
                        }
                    }
                }
            }
            g.answer(&a).unwrap();
        }
    }
    assert!(positions > 60 && asked > 5000, "{positions} positions, {asked} hooks asked");
}
