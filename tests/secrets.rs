//! Hidden information never reaches a page that may not know it. At every answer
//! of random games (every edition, 2 to 4 players, teams, the 3rd edition with
//! each expansion alone and all together), for every player and a spectator:
//! - the view (`view::view_without_log`, what `Session::view` sends), with the
//!   pending question as that viewer receives it (`View::question`), and for the
//!   player who answers the whole question (choices, keys, labels, prompt,
//!   `acts_on`);
//! - every log line as that viewer reads it (`Event::render`, what `Session::log`
//!   sends);
//! never name a card the viewer has not legitimately seen, never show a card
//! face up where it lies out of the viewer's sight unless the viewer saw it go
//! there (or it was revealed there), and never hold the random generator's state
//! or the seed.
//!
//! What a viewer has seen is derived here from the log events, independently of
//! the engine's `Viewer::sees` and `known.rs`: a move the viewer sees either end
//! of (boards, the box, the viewer's own hand and score pile and forecast, the
//! displays and the relics' zone, a relic among achievements), a reveal, the
//! setup melds, the viewer's own look. Decks, the junk, the available and the
//! claimed standard achievements, other players' hands, score piles and
//! forecasts are out of sight. At the end of the game every hand, score pile and
//! forecast is shown.
use innovation::cards::CARDS;
use innovation::log::{Event, Viewer};
use innovation::model::*;
use innovation::question::{Answer, Question};
use innovation::selfplay::random_answer;
use innovation::state::{Rng, State, Zone};
use innovation::view;
use innovation::scenario;
use innovation::Game;
use serde_json::Value;

mod common;

/// A large seed, so that its digits cannot appear in a view by chance.
const SEED_BASE: u64 = 4_503_599_627_000_000;

/// Who reads: a player, or a spectator (`None`).
type Who = Option<PlayerId>;

/// Can `who` see the face of `card` lying in `z`? Our own reading of the rules,
/// not the engine's `Viewer::sees`.
fn visible(who: Who, z: Zone, card: CardId) -> bool {
    match z {
        Zone::Board(..) => true,
        Zone::Hand(p) | Zone::Score(p) => who == Some(p),
        // Cards removed from the game lie face down, as they were.
        Zone::Deck(..) | Zone::AvailableAchievements | Zone::Junk | Zone::Removed => false,
        // A relic lies face up among achievements (3rd edition, "Relics").
        Zone::Achievements(_) => CARDS[card as usize].set == CardSet::Relics,
        Zone::Set(k, owner) => match innovation::sets::zone_def(k).map(|d| d.name) {
            Some("forecast") => owner.is_some() && who == owner,
            Some("display") | Some("relics") => true,
            other => panic!("unknown set zone {other:?}"),
        },
    }
}

/// Zones whose cards every viewer sees once the game is over.
fn shown_at_end(z: Zone) -> bool {
    matches!(z, Zone::Hand(_) | Zone::Score(_) | Zone::Set(_, Some(_)))
}

/// What one viewer legitimately knows, from the events so far.
struct Knowledge {
    who: Who,
    /// The card's face was shown to the viewer at some point.
    seen: Vec<bool>,
    /// The out-of-sight zone where the viewer knows the card lies.
    at: Vec<Option<Zone>>,
    /// Revealed since the last batch and not moved since.
    pending: Vec<CardId>,
}

impl Knowledge {
    fn new(who: Who, n: usize) -> Knowledge {
        Knowledge { who, seen: vec![false; n], at: vec![None; n], pending: vec![] }
    }

    fn event(&mut self, e: &Event) {
        match *e {
            Event::Move { card, from, to, .. } => {
                self.pending.retain(|&c| c != card);
                let (vf, vt) = (visible(self.who, from, card), visible(self.who, to, card));
                if vf || vt {
                    self.seen[card as usize] = true;
                }
                self.at[card as usize] = if !vt && vf { Some(to) } else { None };
            }
            Event::Reveal { card, .. } => {
                self.seen[card as usize] = true;
                self.pending.push(card);
            }
            Event::InitialMeld { card, .. } => {
                self.seen[card as usize] = true;
                self.at[card as usize] = None;
            }
            Event::Look { player, card, from } if self.who == Some(player) => {
                self.seen[card as usize] = true;
                self.at[card as usize] = Some(from);
            }
            _ => {}
        }
    }

    /// After a batch of events: revealed cards are known where they lie now.
    fn settle(&mut self, s: &State) {
        for c in std::mem::take(&mut self.pending) {
            self.at[c as usize] = s.loc(c).filter(|&z| !visible(self.who, z, c));
        }
        // Whatever lies face up in sight now (the relics from the setup on) is seen.
        for c in 0..s.loc.len() {
            if s.loc[c].is_some_and(|z| visible(self.who, z, c as CardId)) {
                self.seen[c] = true;
            }
        }
    }

    /// May the viewer be shown `card` face up where it lies now?
    fn may_show_here(&self, s: &State, card: CardId, over: bool) -> bool {
        let Some(z) = s.loc(card) else { return false };
        visible(self.who, z, card) || (over && shown_at_end(z)) || self.at[card as usize] == Some(z)
    }

    /// May the viewer be told the card's identity (anywhere)?
    fn may_name(&self, s: &State, card: CardId, over: bool) -> bool {
        self.seen[card as usize] || self.may_show_here(s, card, over)
    }
}

/// Every card id (keys `card`, `id`, `acts_on`) and every string in a JSON value,
/// with the path where it is.
fn walk<'a>(v: &'a Value, path: &mut Vec<String>, ids: &mut Vec<(CardId, String)>, texts: &mut Vec<(&'a str, String)>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                path.push(k.clone());
                match (k.as_str(), x) {
                    ("card" | "id", Value::Number(n)) => ids.push((n.as_u64().unwrap() as CardId, path.join("."))),
                    ("acts_on", Value::Array(a)) => {
                        for n in a {
                            ids.push((n.as_u64().unwrap() as CardId, path.join(".")));
                        }
                    }
                    // The title of a card given by id next to it: checked by id.
                    ("name", Value::String(_)) if m.contains_key("id") => {}
                    _ => walk(x, path, ids, texts),
                }
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                walk(x, path, ids, texts);
                path.pop();
            }
        }
        Value::String(s) => texts.push((s, path.join("."))),
        _ => {}
    }
}

fn viewer_name(who: Who) -> String {
    match who {
        Some(p) => format!("player {p}"),
        None => "the spectator".into(),
    }
}

/// One game's checks; every breach is collected as a line (the first few kept).
struct Checker {
    titles: common::Titles,
    seed: u64,
    label: String,
    breaches: Vec<String>,
    count: usize,
    /// Hidden zones listed in an order that depends on the titles.
    order: Vec<String>,
    answers: usize,
}

impl Checker {
    fn breach(&mut self, what: String) {
        self.count += 1;
        if self.breaches.len() < 40 {
            self.breaches.push(format!("[{} seed {}] {what}", self.label, self.seed));
        }
    }

    /// Card ids and titles in a JSON value given to `k`'s page. `strict`: a card
    /// shown face up must be visible where it lies, or known there; else (a log
    /// line, a question) its identity must be known to the viewer.
    fn check_json(&mut self, v: &Value, s: &State, k: &Knowledge, over: bool, strict: bool, n: usize, surface: &str) {
        let (mut ids, mut texts) = (vec![], vec![]);
        walk(v, &mut vec![], &mut ids, &mut texts);
        for (c, path) in ids {
            let ok = if strict { k.may_show_here(s, c, over) } else { k.may_name(s, c, over) };
            if !ok {
                self.breach(format!("answer {n}: {surface} of {} names {} (id {c}, in {:?}) at {path}", viewer_name(k.who), s.title(c), s.loc(c)));
            }
        }
        // A question may list every card of a set and age as names to choose
        // from (Figures, Alex Trebek: "name a figure"): a catalogue, not a place.
        let mut named: Vec<CardId> = texts.iter().flat_map(|(t, _)| self.titles.found(t)).collect();
        named.sort();
        named.dedup();
        let catalogue = |c: CardId| {
            let (set, age) = (CARDS[c as usize].set, CARDS[c as usize].age);
            let group: Vec<CardId> = (0..s.loc.len() as CardId).filter(|&x| s.loc(x).is_some() && CARDS[x as usize].set == set && CARDS[x as usize].age == age).collect();
            group.len() > 2 && group.iter().all(|x| named.contains(x))
        };
        for (t, path) in texts {
            for c in self.titles.found(t) {
                if !k.may_name(s, c, over) && !(surface.contains("question") && catalogue(c)) {
                    self.breach(format!("answer {n}: {surface} of {} says {t:?} (names {}, in {:?}) at {path}", viewer_name(k.who), s.title(c), s.loc(c)));
                }
            }
        }
    }
}

/// Check every surface for every viewer at every question of a game, the answers
/// coming from `next` (until it gives none or `max_answers`). `seed`: the game's
/// seed when its digits may be searched for (else 0).
fn check_game(mut g: Game, label: String, seed: u64, max_answers: usize, mut next: impl FnMut(&Game, usize) -> Option<Answer>) -> Checker {
    let players = g.state().num_players();
    let mut ck = Checker { titles: common::Titles::new(g.state()), seed, label, breaches: vec![], count: 0, order: vec![], answers: 0 };
    let whos: Vec<Who> = (0..players as PlayerId).map(Some).chain([None]).collect();
    let ncards = g.state().loc.len();
    let mut ks: Vec<Knowledge> = whos.iter().map(|&w| Knowledge::new(w, ncards)).collect();
    for k in ks.iter_mut() {
        k.settle(g.state());
    }
    let mut done = 0;
    let seed_text = (seed > 1_000_000_000).then(|| seed.to_string());
    let mut n = 0;
    loop {
        let s = g.state();
        let over = g.outcome().is_some();
        let events: Vec<&Event> = g.events().collect();
        assert!(events.len() >= done, "the log shrank");
        // The log lines new since the last answer, read as each viewer reads them.
        for e in &events[done..] {
            for k in ks.iter_mut() {
                k.event(e);
            }
            for k in &ks {
                let v = match k.who {
                    Some(p) => Viewer::Player(p),
                    None => Viewer::Spectator,
                };
                if let Some(line) = e.render(s, v) {
                    let json = serde_json::to_value(&line).unwrap();
                    ck.check_json(&json, s, k, false, false, n, "a log line");
                    let text = line.text(s);
                    for c in ck.titles.found(&text) {
                        if !k.may_name(s, c, false) {
                            ck.breach(format!("answer {n}: the log of {} reads {text:?} ({} in {:?})", viewer_name(k.who), s.title(c), s.loc(c)));
                        }
                    }
                }
            }
        }
        done = events.len();
        for k in ks.iter_mut() {
            k.settle(s);
        }
        let rng_text = s.rng.0.to_string();
        for k in &ks {
            let v = match k.who {
                Some(p) => Viewer::Player(p),
                None => Viewer::Spectator,
            };
            let view = view::view_without_log(&g, v);
            let text = serde_json::to_string(&view).unwrap();
            if (s.rng.0 > 1_000_000_000 && text.contains(&rng_text)) || seed_text.as_ref().is_some_and(|t| text.contains(t)) {
                ck.breach(format!("answer {n}: the view of {} holds the generator's state or the seed", viewer_name(k.who)));
            }
            let mut json: Value = serde_json::from_str(&text).unwrap();
            let question = json.get_mut("question").map(Value::take).unwrap_or(Value::Null);
            ck.check_json(&json, s, k, over, true, n, "the view");
            // Another player's hidden zones show no face (before the end), and list
            // their cards in an order that does not depend on the titles.
            if !over {
                for (q, pv) in json["players"].as_array().unwrap().iter().enumerate() {
                    if Some(q as PlayerId) == k.who {
                        continue;
                    }
                    for zone in ["hand", "score"] {
                        let shown: Vec<(u64, CardSet)> = pv[zone].as_array().unwrap().iter().map(|c| (c["age"].as_u64().unwrap(), serde_json::from_value(c["set"].clone()).unwrap())).collect();
                        for c in pv[zone].as_array().unwrap() {
                            if c["type"] != "hidden" {
                                ck.breach(format!("answer {n}: {zone} of player {q} face up to {}", viewer_name(k.who)));
                            }
                        }
                        let mut canonical = shown.clone();
                        canonical.sort();
                        if shown != canonical && ck.order.len() < 6 {
                            let l = format!("[{} seed {}] answer {n}: the {zone} of player {q} as {} sees it: {shown:?}", ck.label, ck.seed, viewer_name(k.who));
                            ck.order.push(l);
                        }
                    }
                }
            }
            // The pending question: whole for the player who answers, its kind and
            // origin only for everyone else.
            if let Some(q) = g.question() {
                let mine = k.who == Some(q.player);
                if !mine && (!question["question"].is_null() || !question["prompt"].is_null() || !question["dogma"].as_array().is_none_or(|a| a.is_empty())) {
                    ck.breach(format!("answer {n}: {} receives the question of player {}", viewer_name(k.who), q.player));
                }
                if mine && question["question"].is_null() {
                    ck.breach(format!("answer {n}: player {} does not receive their own question", q.player));
                }
                ck.check_json(&question, s, k, over, false, n, "the question");
                if mine {
                    let full = serde_json::to_value::<&Question>(q).unwrap();
                    ck.check_json(&full, s, k, over, false, n, "the whole question");
                }
            }
        }
        if n >= max_answers {
            break;
        }
        let Some(a) = next(&g, n) else { break };
        if g.answer(&a).is_err() {
            break;
        }
        n += 1;
    }
    ck.answers = n;
    ck
}

/// Play one random game and check every surface at every answer.
fn play_and_check(players: usize, teams: bool, edition: u8, expansions: &[&str], seed: u64, max_answers: usize) -> Checker {
    let cfg = common::config(players, teams, seed, edition, expansions);
    let g = Game::new(&cfg).unwrap();
    let mut rng = Rng(seed ^ 0x9e37_79b9_7f4a_7c15);
    let label = format!("{players}p{} ed{edition} {}", if teams { " teams" } else { "" }, if expansions.is_empty() { "base".to_string() } else { expansions.join("+") });
    check_game(g, label, seed, max_answers, |g, _| random_answer(g, &mut rng))
}

/// Seeds per kind of game.
const SEEDS: u64 = 6;

fn run(games: &[(usize, bool, u8, &[&str])], seeds: u64) {
    let (mut all, mut order) = (vec![], vec![]);
    let mut total = 0;
    let mut answers = 0;
    for (i, &(players, teams, edition, expansions)) in games.iter().enumerate() {
        for k in 0..seeds {
            let seed = SEED_BASE + 100 * i as u64 + k;
            let ck = play_and_check(players, teams, edition, expansions, seed, 3000);
            answers += ck.answers;
            total += ck.count;
            all.extend(ck.breaches);
            order.extend(ck.order);
        }
    }
    assert!(answers > 1000, "too few answers played: {answers}");
    assert!(all.is_empty(), "{total} breaches, the first:\n{}", all.join("\n"));
    assert!(order.is_empty(), "hidden zones listed in an order that depends on their titles:\n{}", order.join("\n"));
}

#[test]
fn no_page_names_a_hidden_card_1st_and_4th_editions() {
    let games: Vec<_> = common::GAMES.iter().copied().filter(|g| g.2 != 3).collect();
    run(&games, SEEDS);
}

#[test]
fn no_page_names_a_hidden_card_3rd_edition() {
    let games: Vec<_> = common::GAMES.iter().copied().filter(|g| g.2 == 3).collect();
    run(&games, SEEDS);
}

/// The scenario files of the suite, played step by step with the same checks: they reach effects that
/// random games seldom do (looks, reveals, transfers between hidden zones).
fn scenario_breaches() -> (usize, usize, Vec<String>) {
    let files = common::scenario_files();
    let mut all = vec![];
    let mut total = 0;
    let mut played = 0;
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else { continue };
        let Ok(sc) = scenario::parse(&text) else { continue };
        let Ok(g) = scenario::start(&sc) else { continue };
        played += 1;
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let steps = sc.steps.clone();
        let ck = check_game(g, name, 0, steps.len(), |_, i| steps.get(i).cloned());
        total += ck.count;
        all.extend(ck.breaches);
    }
    assert!(played > 100, "only {played} scenarios played");
    (played, total, all)
}

#[test]
fn no_page_names_a_hidden_card_in_the_scenarios() {
    let (_, total, all) = scenario_breaches();
    assert!(all.is_empty(), "{total} breaches, the first:\n{}", all.iter().take(12).map(|s| s.as_str()).collect::<Vec<_>>().join("\n"));
}
