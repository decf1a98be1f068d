//! Undo never lets a player see a card they should not, and restores exactly.
//!
//! At every answer of random games (every edition, 2 to 4 players, teams, the 3rd
//! edition with each expansion alone and all together; `UNDO_SEEDS` seeds per kind,
//! 3 by default) and at every step of every scenario file, derived here
//! independently of `Game::can_undo`'s own rule:
//! - whether the answer's consequences showed any player (the answering one too) a
//!   card they could not see before: from the log events (a move into their sight
//!   from out of it, a reveal, their own look), unless they already knew that card
//!   lay there (they saw it go there, or it was revealed there; never in a deck but
//!   by a look); from the views (`view::view_without_log`, question included): a
//!   card id, or a title in a text, never shown to the player before;
//! - if so, `can_undo()` must be false and `undo()` must refuse;
//! - else, if the answer stays in the same action, `can_undo()` must be true and
//!   `undo()` must give the game before the answer: state, question,
//!   `log_lines(Viewer::All)`, every player's and the spectator's view, every
//!   player's known cards, the action's answers, `can_undo()`; and answering the
//!   same again must give the same game as not undoing;
//! - an answer that ends the action can never be undone;
//! - now and then, the same on a copy of the game asked nothing for 23 answers
//!   (its action's start found again from the answers since, `Start` in game.rs).
//! Answers refused though they showed nobody anything new are counted and printed
//! (`--nocapture`), not failed: the engine refuses an undo after any move of a
//! card into sight or any reveal, even of a card everyone knew (melding a card
//! revealed before), which costs an undo, never a secret.
use innovation::log::{Event, Viewer};
use innovation::model::*;
use innovation::question::Answer;
use innovation::scenario;
use innovation::selfplay::random_answer;
use innovation::state::{Rng, State, Zone};
use innovation::view;
use innovation::Game;
use serde_json::Value;
use std::collections::HashSet;

mod common;

/// Can player `p` see the face of `card` lying in `z`? Our own reading of the
/// rules (as in tests/secrets.rs), not the engine's `Viewer::sees`.
fn visible(p: PlayerId, z: Zone, card: CardId) -> bool {
    match z {
        Zone::Board(..) => true,
        Zone::Hand(q) | Zone::Score(q) => p == q,
        // Cards removed from the game lie face down, as they were.
        Zone::Deck(..) | Zone::AvailableAchievements | Zone::Junk | Zone::Removed => false,
        Zone::Achievements(_) => innovation::cards::CARDS[card as usize].set == CardSet::Relics,
        Zone::Set(k, owner) => match innovation::sets::zone_def(k).map(|d| d.name) {
            Some("forecast") => owner == Some(p),
            Some("display") | Some("relics") => true,
            other => panic!("unknown set zone {other:?}"),
        },
    }
}

/// What one player knows, from the events: which card identities they have been
/// shown, and where they know a card lies.
#[derive(Clone)]
struct Know {
    p: PlayerId,
    /// Identity shown at some point (event or view).
    seen: Vec<bool>,
    /// Where the player knows the card lies now (in sight, or out of sight after
    /// they saw it go there; never a deck but by a look: a deck's order is hidden).
    at: Vec<Option<Zone>>,
}

impl Know {
    fn new(p: PlayerId, s: &State) -> Know {
        let n = s.loc.len();
        let mut k = Know { p, seen: vec![false; n], at: vec![None; n] };
        for c in 0..n {
            if let Some(z) = s.loc[c] {
                if visible(p, z, c as CardId) {
                    k.seen[c] = true;
                    k.at[c] = Some(z);
                }
            }
        }
        k
    }

    /// Apply one event; `cur`: where each card lies as the events go. Returns a
    /// description if it showed the player something new.
    fn event(&mut self, e: &Event, cur: &mut [Option<Zone>]) -> Option<String> {
        let p = self.p;
        match *e {
            Event::Move { card, from, to, .. } => {
                let c = card as usize;
                let (vf, vt) = (visible(p, from, card), visible(p, to, card));
                let new = vt && !vf && self.at[c] != Some(from);
                if vt || vf {
                    self.seen[c] = true;
                }
                let knew = vf || self.at[c] == Some(from);
                self.at[c] = if vt || (knew && !matches!(to, Zone::Deck(..))) { Some(to) } else { None };
                cur[c] = Some(to);
                new.then(|| format!("player {p} sees card {card} move {from:?} -> {to:?}"))
            }
            Event::Reveal { card, .. } => {
                let c = card as usize;
                let new = cur[c].is_none() || self.at[c] != cur[c];
                self.seen[c] = true;
                if !cur[c].is_some_and(|z| matches!(z, Zone::Deck(..))) {
                    self.at[c] = cur[c];
                }
                new.then(|| format!("player {p} sees card {card} revealed in {:?}", cur[c]))
            }
            Event::Look { player, card, from } if player == p => {
                let c = card as usize;
                let new = self.at[c] != Some(from);
                self.seen[c] = true;
                self.at[c] = Some(from);
                new.then(|| format!("player {p} looks at card {card} in {from:?}"))
            }
            _ => None,
        }
    }
}

/// Every card id in a view (keys `card`, `id`, `acts_on`).
fn ids(v: &Value, out: &mut HashSet<CardId>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("card" | "id", Value::Number(n)) => {
                        out.insert(n.as_u64().unwrap() as CardId);
                    }
                    ("acts_on", Value::Array(a)) => out.extend(a.iter().filter_map(|n| n.as_u64()).map(|n| n as CardId)),
                    _ => ids(x, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| ids(x, out)),
        _ => {}
    }
}

/// Every string in a JSON value, but the name given next to a card id.
fn texts<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if !(k == "name" && m.contains_key("id")) {
                    texts(x, out);
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| texts(x, out)),
        Value::String(s) => out.push(s),
        _ => {}
    }
}

fn viewers(g: &Game) -> Vec<Viewer> {
    (0..g.state().num_players() as PlayerId).map(Viewer::Player).chain([Viewer::Spectator]).collect()
}

fn views(g: &Game) -> Vec<Value> {
    viewers(g).into_iter().map(|v| serde_json::to_value(view::view_without_log(g, v)).unwrap()).collect()
}

fn known(g: &Game) -> Vec<Vec<(CardId, Zone)>> {
    (0..g.state().num_players() as PlayerId).map(|p| g.known_cards(p)).collect()
}

/// What is compared after an undo.
fn differs(a: &Game, b: &Game) -> Option<&'static str> {
    if a.state() != b.state() {
        return Some("state");
    }
    if a.question() != b.question() {
        return Some("question");
    }
    if a.log_lines(Viewer::All) != b.log_lines(Viewer::All) {
        return Some("log");
    }
    if views(a) != views(b) {
        return Some("views");
    }
    if known(a) != known(b) {
        return Some("known cards");
    }
    if a.unit_answers() != b.unit_answers() {
        return Some("answers of the action");
    }
    if a.can_undo() != b.can_undo() {
        return Some("can_undo()");
    }
    None
}

#[derive(Default)]
struct Report {
    answers: usize,
    allowed: usize,
    refused_shown: usize,
    holes: Vec<String>,
    strict: Vec<String>,
    strict_count: usize,
    restore: Vec<String>,
}

impl Report {
    fn push(list: &mut Vec<String>, s: String) {
        if list.len() < 30 {
            list.push(s);
        }
    }
}

/// Check every answer of a game, the answers coming from `next`.
fn check_game(mut g: Game, label: &str, max: usize, rep: &mut Report, mut next: impl FnMut(&Game, usize) -> Option<Answer>) {
    // The same game asked about undo only now and then: its action's start is then
    // found again from the answers of the actions finished since (`Start`).
    let mut lazy = g.clone();
    let n = g.state().num_players();
    let mut ks: Vec<Know> = (0..n as PlayerId).map(|p| Know::new(p, g.state())).collect();
    let mut in_views: Vec<HashSet<CardId>> = vec![HashSet::new(); n];
    let mut done = g.events().count();
    let titles = common::Titles::new(g.state());
    let mut seen_titles: Vec<HashSet<&'static str>> = vec![HashSet::new(); n];
    let vs = views(&g);
    for p in 0..n {
        ids(&vs[p], &mut in_views[p]);
    }
    for i in 0..max {
        let Some(a) = next(&g, i) else { break };
        let before_answers = g.unit_answers().len();
        let before = g.clone();
        let before_state = g.state().clone();
        if g.answer(&a).is_err() {
            break;
        }
        lazy.answer(&a).unwrap();
        rep.answers += 1;
        // What the answer showed, by the events.
        let mut shown: Vec<String> = vec![];
        let events: Vec<Event> = g.events().skip(done).cloned().collect();
        done += events.len();
        for k in ks.iter_mut() {
            let mut cur = before_state.loc.clone();
            for e in &events {
                if let Some(s) = k.event(e, &mut cur) {
                    shown.push(s);
                }
            }
        }
        // ... and by the views.
        let nvs = views(&g);
        for p in 0..n {
            let mut now = HashSet::new();
            ids(&nvs[p], &mut now);
            for &c in &now {
                if !in_views[p].contains(&c) && !ks[p].seen[c as usize] {
                    shown.push(format!("the view of player {p} newly shows card {c} (in {:?})", g.state().loc(c)));
                }
            }
            for &c in &now {
                ks[p].seen[c as usize] = true;
            }
            // Titles in the view's texts (prompts, labels): a title never shown to
            // the player is new, unless the text lists many at once (a catalogue to
            // name from: Figures, Alex Trebek).
            for c in 0..ks[p].seen.len() {
                if ks[p].seen[c] {
                    seen_titles[p].insert(g.state().title(c as CardId));
                }
            }
            let mut strs = vec![];
            texts(&nvs[p], &mut strs);
            let mut named = HashSet::new();
            for t in strs {
                named.extend(titles.titles(t));
            }
            let fresh: Vec<&str> = named.iter().copied().filter(|t| !seen_titles[p].contains(t)).collect();
            if !fresh.is_empty() && fresh.len() < 3 {
                shown.push(format!("the view of player {p} newly names {fresh:?}"));
            }
            seen_titles[p].extend(named);
            in_views[p].extend(now);
        }
        let same = g.unit_answers().len() == before_answers + 1;
        let can = g.can_undo();
        let at = format!("[{label}] answer {i} ({a:?})");
        if !same && can {
            Report::push(&mut rep.holes, format!("{at}: the answer ended the action, yet can_undo()"));
        }
        if !shown.is_empty() {
            if can {
                Report::push(&mut rep.holes, format!("{at}: can_undo() though {}", shown.join("; ")));
            } else {
                rep.refused_shown += 1;
            }
            if g.clone().undo().is_ok() {
                Report::push(&mut rep.holes, format!("{at}: undo() succeeds though {}", shown.join("; ")));
            }
        } else if same && !can {
            rep.strict_count += 1;
            Report::push(&mut rep.strict, format!("{at}: refused though nothing was shown; events {:?}", events));
        }
        if can != g.clone().undo().is_ok() {
            Report::push(&mut rep.restore, format!("{at}: can_undo() = {can} but undo() disagrees"));
        }
        if can && shown.is_empty() {
            rep.allowed += 1;
            let mut u = g.clone();
            match u.undo() {
                Err(e) => Report::push(&mut rep.restore, format!("{at}: undo() fails: {e}")),
                Ok(()) => {
                    if let Some(what) = differs(&u, &before) {
                        Report::push(&mut rep.restore, format!("{at}: after undo the {what} differs from before the answer"));
                    }
                    // Answering again the same gives the same game.
                    if u.answer(&a).is_err() {
                        Report::push(&mut rep.restore, format!("{at}: the same answer is refused after undo"));
                    } else if let Some(what) = differs(&u, &g) {
                        Report::push(&mut rep.restore, format!("{at}: undo then the same answer: the {what} differs"));
                    }
                }
            }
        }
        if i % 23 == 22 {
            let at = format!("[{label}] answer {i}, asked after 23 answers");
            if lazy.can_undo() != can {
                Report::push(&mut rep.restore, format!("{at}: can_undo() differs"));
            } else if can {
                lazy.undo().unwrap();
                if let Some(what) = differs(&lazy, &before) {
                    Report::push(&mut rep.restore, format!("{at}: after undo the {what} differs from before the answer"));
                }
                lazy.answer(&a).unwrap();
                if let Some(what) = differs(&lazy, &g) {
                    Report::push(&mut rep.restore, format!("{at}: undo then the same answer: the {what} differs"));
                }
            } else if lazy.undo().is_ok() {
                Report::push(&mut rep.holes, format!("{at}: undo() succeeds though can_undo() is false"));
            }
        }
    }
}

fn random_games(rep: &mut Report, seeds: u64, max: usize) {
    for (i, &(players, teams, edition, expansions)) in common::GAMES.iter().enumerate() {
        for k in 0..seeds {
            let seed = 9100 + 100 * i as u64 + k;
            let Ok(g) = Game::new(&common::config(players, teams, seed, edition, expansions)) else {
                panic!("cannot set up {players}p ed{edition} {expansions:?}")
            };
            let label = format!("{players}p{} ed{edition} {} seed {seed}", if teams { " teams" } else { "" }, expansions.join("+"));
            let mut rng = Rng(seed ^ 0x5bd1_e995);
            check_game(g, &label, max, rep, |g, _| random_answer(g, &mut rng));
        }
    }
}

fn scenario_games(rep: &mut Report) -> usize {
    let mut played = 0;
    for f in common::scenario_files() {
        let Ok(text) = std::fs::read_to_string(&f) else { continue };
        let Ok(sc) = scenario::parse(&text) else { continue };
        let Ok(g) = scenario::start(&sc) else { continue };
        played += 1;
        let name = f.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&f).display().to_string();
        let steps = sc.steps.clone();
        check_game(g, &name, steps.len(), rep, |_, i| steps.get(i).cloned());
    }
    played
}

fn assert_sound(rep: &Report, what: &str) {
    eprintln!("{what}: {} answers, {} undone and restored, {} refused after showing a card; too strict: {}", rep.answers, rep.allowed, rep.refused_shown, rep.strict_count);
    for s in rep.strict.iter().take(10) {
        eprintln!("  too strict: {s}");
    }
    assert!(rep.holes.is_empty(), "{what}: undo lets a player take back an answer that showed a card:\n{}", rep.holes.join("\n"));
    assert!(rep.restore.is_empty(), "{what}: undo does not restore exactly:\n{}", rep.restore.join("\n"));
}

#[test]
fn undo_in_random_games_never_takes_back_a_shown_card_and_restores_exactly() {
    let mut rep = Report::default();
    // UNDO_SEEDS: seeds per kind of game (3 by default).
    random_games(&mut rep, common::games_setting("UNDO_SEEDS", 3), 400);
    assert!(rep.answers > 8000, "too few answers: {}", rep.answers);
    assert!(rep.allowed > 100 && rep.refused_shown > 100, "too few of either kind: {} allowed, {} refused", rep.allowed, rep.refused_shown);
    assert_sound(&rep, "random games");
}

#[test]
fn undo_in_the_scenarios_never_takes_back_a_shown_card_and_restores_exactly() {
    let mut rep = Report::default();
    let played = scenario_games(&mut rep);
    assert!(played > 100, "only {played} scenarios");
    assert_sound(&rep, "scenarios");
}

/// The game of a scenario file after its first `k` steps.
fn scenario_at(path: &str, k: usize) -> (Game, Vec<Answer>) {
    let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios").join(path)).unwrap();
    let sc = scenario::parse(&text).unwrap();
    let mut g = scenario::start(&sc).unwrap();
    for a in &sc.steps[..k] {
        g.answer(a).unwrap();
    }
    (g, sc.steps.clone())
}

/// After the first `k` steps of a scenario, answer step `k`: can it be undone?
/// When it can, the undo must restore the game before it.
fn undo_after(path: &str, k: usize) -> (bool, bool, Vec<Event>) {
    let (mut g, steps) = scenario_at(path, k);
    let before = g.clone();
    let (n, done) = (g.unit_answers().len(), g.events().count());
    g.answer(&steps[k]).unwrap();
    let same = g.unit_answers().len() == n + 1;
    let events: Vec<Event> = g.events().skip(done).cloned().collect();
    let can = g.can_undo();
    let mut u = g.clone();
    assert_eq!(u.undo().is_ok(), can, "{path} step {k}: can_undo and undo disagree");
    if can {
        assert_eq!(differs(&u, &before), None, "{path} step {k}: undo does not restore");
    }
    (same, can, events)
}

#[test]
fn a_draw_action_cannot_be_undone() {
    let (_, can, events) = undo_after("rules/draw-1-highest-top-card.json", 0);
    assert!(events.iter().any(|e| matches!(e, Event::Move { from: Zone::Deck(..), to: Zone::Hand(_), .. })));
    assert!(!can);
}

#[test]
fn tuning_forks_look_cannot_be_undone_even_in_the_same_action() {
    // ann looks at the top base 5 card; the action goes on (she must return a card).
    let (same, can, events) = undo_after("cards/echoes/tuning_fork-8-return-prompt.json", 2);
    assert!(same && events.iter().any(|e| matches!(e, Event::Look { .. })), "{events:?}");
    assert!(!can);
    // Shared: bo looks at an echoes 3 first, and the action goes on to ann.
    let (same, can, events) = undo_after("cards/echoes/tuning_fork-9-shared-look-only.json", 2);
    assert!(same && events.iter().any(|e| matches!(e, Event::Look { player: 1, .. })), "{events:?}");
    assert!(!can);
}

#[test]
fn a_dig_cannot_be_undone() {
    let (_, can, events) = undo_after("artifacts/dig-1-equal-value-covered.json", 0);
    assert!(events.iter().any(|e| matches!(e, Event::Move { from: Zone::Deck(..), to: Zone::Set(..), .. })), "{events:?}");
    assert!(!can);
}

#[test]
fn choosing_a_dogma_an_option_or_the_first_choice_of_an_effect_can_be_undone() {
    // Sunglasses: "dogma Sunglasses", then "option 1" (splay purple), both followed by another question.
    for k in [0, 1] {
        let (same, can, _) = undo_after("cards/echoes/sunglasses-4-purple-right.json", k);
        assert!(same && can, "sunglasses step {k}");
    }
    // Tuning Fork: naming a value (before any look).
    let (same, can, _) = undo_after("cards/echoes/tuning_fork-8-return-prompt.json", 1);
    assert!(same && can);
}

#[test]
fn several_answers_are_taken_back_together_or_not_at_all() {
    // ada activates Reformation, which hal shares: ada tucks Oars from her hand (a card
    // shown), hal splays yellow, then ada is asked. A person's Undo with a computer's
    // answer after it takes back both or neither: hal's splay alone would let the
    // computer answer again (and a person re-roll its decision).
    let text = r#"{"name": "undo", "setup": {"edition": 3, "expansions": [], "players": ["ada", "hal"], "teams": null, "seed": 1},
      "position": {"turn": {"player": "ada", "actions_left": 2}, "players": {
        "ada": {"board": {"purple": ["Reformation", "Philosophy"], "yellow": ["Canal Building", "Domestication"]}, "hand": ["Oars"]},
        "hal": {"board": {"green": ["Clothing", "Sailing"], "yellow": ["Agriculture", "Masonry"]}}}},
      "steps": ["dogma Reformation", "yes", "yellow"]}"#;
    let sc = scenario::parse(text).unwrap();
    let mut g = scenario::start(&sc).unwrap();
    let before_dogma = g.clone();
    g.answer(&sc.steps[0]).unwrap();
    let before_tuck = g.clone();
    g.answer(&sc.steps[1]).unwrap();
    g.answer(&sc.steps[2]).unwrap();
    assert_eq!(g.question().map(|q| q.player), Some(0), "ada is asked to splay");
    assert!(g.can_undo_answers(1), "hal's splay showed nothing");
    assert!(!g.can_undo_answers(2) && !g.can_undo_answers(3), "the tuck showed Oars");
    assert!(!g.can_undo_answers(0) && !g.can_undo_answers(4));
    let save = g.save();
    for n in [0, 2, 3, 4] {
        assert!(g.undo_answers(n).is_err(), "{n}");
        assert_eq!(g.save(), save, "a refused undo of {n} answers changes nothing");
    }
    // Before the tuck: the choice of the dogma and the yes/no both go back at once.
    let mut u = before_tuck.clone();
    u.answer(&Answer::parse("no").unwrap()).unwrap();
    assert!(u.can_undo_answers(2));
    u.undo_answers(2).unwrap();
    assert_eq!(differs(&u, &before_dogma), None, "two answers undone restore the game before both");
}
