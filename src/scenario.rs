//! Scenarios (`spec/scenario-format.md`): set up a game or a position, feed it
//! answers, print the result or compare it with `expect`.
use crate::cards;
use crate::game::Game;
use crate::invariants;
use crate::log::Viewer;
use crate::model::*;
use crate::question::Answer;
use crate::setup::{self, GameConfig};
use crate::rules::query;
use crate::rules::specials::{self, SpecialId};
use crate::sets;
use crate::state::*;
use serde_json::{json, Map, Value};
use std::fmt;

#[derive(Debug)]
pub enum ScenarioError {
    /// The file is not a valid scenario (exit status 2).
    Malformed(String),
    /// A step was not a legal answer (exit status 2).
    IllegalStep { index: usize, step: String, error: String, prompt: Value },
    /// The engine broke one of its invariants (`invariants::check_game`) after
    /// `steps` steps: an engine bug, never the file's fault (exit status 1).
    Invariant { steps: usize, error: String },
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ScenarioError::Malformed(s) => write!(f, "malformed scenario: {s}"),
            ScenarioError::IllegalStep { index, step, error, prompt } => {
                write!(f, "step {index} ({step}) is not a legal answer: {error}\npending prompt: {}", serde_json::to_string(prompt).unwrap_or_default())
            }
            ScenarioError::Invariant { steps, error } => write!(f, "engine error after {steps} step(s): {error}"),
        }
    }
}

fn bad(s: impl Into<String>) -> ScenarioError {
    ScenarioError::Malformed(s.into())
}

fn check_keys(obj: &Map<String, Value>, allowed: &[&str], what: &str) -> Result<(), ScenarioError> {
    for k in obj.keys() {
        if !allowed.contains(&k.as_str()) {
            return Err(bad(format!("{what}: unknown key {k:?}")));
        }
    }
    Ok(())
}

fn as_obj<'a>(v: &'a Value, what: &str) -> Result<&'a Map<String, Value>, ScenarioError> {
    v.as_object().ok_or_else(|| bad(format!("{what}: expected an object")))
}

fn as_str_list(v: &Value, what: &str) -> Result<Vec<String>, ScenarioError> {
    let a = v.as_array().ok_or_else(|| bad(format!("{what}: expected a list")))?;
    a.iter().map(|x| x.as_str().map(str::to_string).ok_or_else(|| bad(format!("{what}: expected a list of strings")))).collect()
}

/// A parsed scenario.
pub struct Scenario {
    pub name: String,
    pub config: GameConfig,
    pub position: Option<Value>,
    pub steps: Vec<Answer>,
    pub expect: Option<Value>,
}

pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
    let v: Value = serde_json::from_str(text).map_err(|e| bad(format!("not JSON: {e}")))?;
    let top = as_obj(&v, "scenario")?;
    let name = top.get("name").and_then(Value::as_str).unwrap_or("").to_string();
    let setup_v = top.get("setup").ok_or_else(|| bad("setup: missing"))?;
    let so = as_obj(setup_v, "setup")?;
    check_keys(so, &["edition", "expansions", "players", "teams", "seed"], "setup")?;
    let players = as_str_list(so.get("players").ok_or_else(|| bad("setup.players: missing"))?, "setup.players")?;
    let edition = match so.get("edition") {
        None => 3,
        Some(e) => e.as_u64().filter(|e| [1, 3, 4].contains(e)).ok_or_else(|| bad("setup.edition: must be 1, 3 or 4"))? as u8,
    };
    let expansions = match so.get("expansions") {
        None => vec![],
        Some(x) => as_str_list(x, "setup.expansions")?,
    };
    for x in &expansions {
        if !["echoes", "artifacts", "relics", "cities", "figures", "unseen"].contains(&x.as_str()) {
            return Err(bad(format!("setup.expansions: unknown expansion {x:?}")));
        }
    }
    let teams = match so.get("teams") {
        None | Some(Value::Null) => None,
        Some(Value::Array(t)) => Some(t.iter().map(|x| as_str_list(x, "setup.teams")).collect::<Result<Vec<_>, _>>()?),
        Some(_) => return Err(bad("setup.teams: expected null or a list of lists of names")),
    };
    let seed = match so.get("seed") {
        None => 0,
        Some(s) => s.as_u64().ok_or_else(|| bad("setup.seed: expected a non-negative integer"))?,
    };
    let steps = match top.get("steps") {
        None => vec![],
        Some(Value::Array(a)) => a
            .iter()
            .enumerate()
            .map(|(i, x)| Answer::from_json(x).map_err(|e| bad(format!("steps[{i}]: {e}"))))
            .collect::<Result<Vec<_>, _>>()?,
        Some(_) => return Err(bad("steps: expected a list")),
    };
    let position = top.get("position").filter(|p| !p.is_null()).cloned();
    let expect = top.get("expect").filter(|p| !p.is_null()).cloned();
    Ok(Scenario { name, config: GameConfig { players, teams, seed: Some(seed), edition, expansions }, position, steps, expect })
}

// ------------------------------------------------------------------ positions

struct Placer {
    s: State,
    placed: Vec<bool>,
}

impl Placer {
    fn card(&self, name: &str, what: &str) -> Result<CardId, ScenarioError> {
        self.s
            .card(name)
            .filter(|&c| self.s.loc(c).is_some())
            .ok_or_else(|| bad(format!("{what}: unknown card {name:?}")))
    }
    fn take(&mut self, name: &str, what: &str) -> Result<CardId, ScenarioError> {
        let c = self.card(name, what)?;
        if self.placed[c as usize] {
            return Err(bad(format!("{what}: {name} appears twice")));
        }
        self.placed[c as usize] = true;
        Ok(c)
    }
    /// A base card of `age` not placed anywhere yet (deck order: seeded).
    fn any_of_age(&mut self, age: u8, what: &str) -> Result<CardId, ScenarioError> {
        let c = self
            .s
            .deck(CardSet::Base, age)
            .iter()
            .copied()
            .find(|&c| !self.placed[c as usize])
            .ok_or_else(|| if (1..=self.s.rules().max_age()).contains(&age) { bad(format!("{what}: no card of age {age} left")) } else { bad(format!("{what}: no age {age} in this game")) })?;
        self.placed[c as usize] = true;
        Ok(c)
    }
    fn names(&mut self, v: &Value, what: &str) -> Result<Vec<CardId>, ScenarioError> {
        as_str_list(v, what)?.iter().map(|nm| self.take(nm, what)).collect()
    }
}

/// The `exact` flag of a deck object: absent means false; anything but a boolean is an error.
fn exact_flag(m: &Map<String, Value>, what: &str) -> Result<bool, ScenarioError> {
    match m.get("exact") {
        None => Ok(false),
        Some(v) => v.as_bool().ok_or_else(|| bad(format!("{what}.exact: expected true or false"))),
    }
}

fn parse_age_placeholder(s: &str) -> Option<u8> {
    s.strip_prefix("age ").and_then(age_number)
}

/// An age written as the format writes it ("1", not "01" or "+1": two keys must
/// not name the same deck).
fn age_number(s: &str) -> Option<u8> {
    s.parse().ok().filter(|a: &u8| a.to_string() == s)
}

/// The zone kind a player key names (`forecast`, `display`, `museum`), if its set is in play.
fn player_zone(s: &State, key: &str) -> Option<ZoneKind> {
    sets::zone_kind(key).filter(|&k| sets::zone_def(k).map(|d| d.per_player && d.in_play(s.rules())).unwrap_or(false))
}

/// Build the state of a `position` object.
pub fn build_position(cfg: &GameConfig, pos: &Value) -> Result<State, ScenarioError> {
    let s = setup::empty_state(cfg).map_err(|e| bad(format!("setup.{e}")))?;
    let rules = s.rules();
    let n = s.num_players();
    let mut pl = Placer { placed: vec![false; s.loc.len()], s };
    let po = as_obj(pos, "position")?;
    check_keys(po, &["turn", "players", "achievements", "special_achievements", "decks", "junk", "relics"], "position")?;

    struct PlayerPart {
        p: PlayerId,
        piles: Vec<(Color, Vec<CardId>, Splay)>,
        hand: Vec<CardId>,
        score: Vec<CardId>,
        ach_cards: Vec<CardId>,
        ach_ages: Vec<u8>,
        specials: Vec<SpecialId>,
        zones: Vec<(ZoneKind, Vec<CardId>)>,
    }
    let in_game = specials::of_game(rules);
    let mut parts = vec![];
    let mut held_specials: Vec<SpecialId> = vec![];
    if let Some(players) = po.get("players") {
        for (name, pv) in as_obj(players, "position.players")? {
            let p = pl.s.player_by_name(name).ok_or_else(|| bad(format!("position.players: unknown player {name:?}")))?;
            let what = format!("position.players.{name}");
            let o = as_obj(pv, &what)?;
            check_keys(o, &["board", "hand", "score", "achievements", "forecast", "display", "museum"], &what)?;
            let mut part = PlayerPart { p, piles: vec![], hand: vec![], score: vec![], ach_cards: vec![], ach_ages: vec![], specials: vec![], zones: vec![] };
            if let Some(b) = o.get("board") {
                for (cname, pile) in as_obj(b, &format!("{what}.board"))? {
                    let w = format!("{what}.board.{cname}");
                    let color = Color::parse(cname).ok_or_else(|| bad(format!("{w}: unknown colour")))?;
                    let (names, splay) = match pile {
                        Value::Array(_) => (as_str_list(pile, &w)?, Splay::None),
                        Value::Object(m) => {
                            check_keys(m, &["cards", "splay"], &w)?;
                            let names = as_str_list(m.get("cards").unwrap_or(&json!([])), &format!("{w}.cards"))?;
                            let splay = match m.get("splay") {
                                None => Splay::None,
                                Some(x) => x.as_str().and_then(Splay::parse).ok_or_else(|| bad(format!("{w}.splay: unknown splay")))?,
                            };
                            (names, splay)
                        }
                        _ => return Err(bad(format!("{w}: expected a list or an object"))),
                    };
                    if splay != Splay::None && !rules.splays().contains(&splay) {
                        return Err(bad(format!("{w}.splay: {} is a 4th-edition splay", splay.name())));
                    }
                    if names.len() <= 1 && splay != Splay::None {
                        return Err(bad(format!("{w}: a pile of {} card(s) cannot be splayed", names.len())));
                    }
                    let mut ids = vec![];
                    for nm in &names {
                        let c = pl.take(nm, &w)?;
                        if cards::color(c) != color {
                            return Err(bad(format!("{w}: {nm} is not {cname}")));
                        }
                        ids.push(c);
                    }
                    ids.reverse(); // the file lists top first; piles keep the top last
                    part.piles.push((color, ids, splay));
                }
            }
            if let Some(v) = o.get("hand") {
                part.hand = pl.names(v, &format!("{what}.hand"))?;
            }
            if let Some(v) = o.get("score") {
                part.score = pl.names(v, &format!("{what}.score"))?;
            }
            if let Some(v) = o.get("achievements") {
                let w = format!("{what}.achievements");
                for nm in as_str_list(v, &w)? {
                    if let Some(sp) = SpecialId::parse(&nm) {
                        if !in_game.contains(&sp) {
                            return Err(bad(format!("{w}: {nm} is not a special achievement of this game")));
                        }
                        if held_specials.contains(&sp) {
                            return Err(bad(format!("{w}: {nm} appears twice")));
                        }
                        held_specials.push(sp);
                        part.specials.push(sp);
                    } else if let Some(age) = parse_age_placeholder(&nm) {
                        if !(1..=rules.max_age()).contains(&age) {
                            return Err(bad(format!("{w}: no age {age}")));
                        }
                        part.ach_ages.push(age);
                    } else {
                        part.ach_cards.push(pl.take(&nm, &w)?);
                    }
                }
            }
            for key in ["forecast", "museum"] {
                if let Some(v) = o.get(key) {
                    let w = format!("{what}.{key}");
                    match player_zone(&pl.s, key) {
                        Some(k) => {
                            let ids = pl.names(v, &w)?;
                            part.zones.push((k, ids));
                        }
                        None if as_str_list(v, &w)?.is_empty() => {}
                        None => return Err(bad(format!("{w}: no set of this game has a {key}"))),
                    }
                }
            }
            if let Some(v) = o.get("display") {
                let w = format!("{what}.display");
                match (player_zone(&pl.s, "display"), v) {
                    (_, Value::Null) => {}
                    (Some(k), Value::String(nm)) => {
                        let c = pl.take(nm, &w)?;
                        part.zones.push((k, vec![c]));
                    }
                    (Some(_), _) => return Err(bad(format!("{w}: a card's title or null"))),
                    (None, _) => return Err(bad(format!("{w}: needs the Artifacts expansion"))),
                }
            }
            parts.push(part);
        }
    }
    let mut junk = vec![];
    let mut junk_specials: Vec<SpecialId> = vec![];
    if let Some(j) = po.get("junk") {
        let names = as_str_list(j, "position.junk")?;
        if !names.is_empty() && !rules.has_junk() {
            return Err(bad("position.junk: there is no junk in this edition"));
        }
        for nm in names {
            // Special achievements are named by name wherever they lie (spec, "position").
            match SpecialId::parse(&nm).filter(|sp| in_game.contains(sp)) {
                Some(sp) if held_specials.contains(&sp) || junk_specials.contains(&sp) => return Err(bad(format!("position.junk: {nm} appears twice"))),
                Some(sp) => junk_specials.push(sp),
                None => junk.push(pl.take(&nm, "position.junk")?),
            }
        }
    }
    // The relics next to their supply piles: those listed; if the key is omitted,
    // every relic not placed elsewhere (spec, "Editions and expansions").
    let relics_listed = match po.get("relics") {
        None => None,
        Some(r) => {
            let names = as_str_list(r, "position.relics")?;
            if !names.is_empty() && !rules.has(CardSet::Relics) {
                return Err(bad("position.relics: needs the Relics expansion"));
            }
            let mut ids = vec![];
            for nm in names {
                let c = pl.take(&nm, "position.relics")?;
                if cards::facts(c).set != CardSet::Relics {
                    return Err(bad(format!("position.relics: {nm} is not a relic")));
                }
                ids.push(c);
            }
            Some(ids)
        }
    };
    let mut available = None;
    if let Some(a) = po.get("achievements") {
        let mut v = vec![];
        for nm in as_str_list(a, "position.achievements")? {
            if let Some(age) = parse_age_placeholder(&nm) {
                v.push(Err(age));
            } else {
                v.push(Ok(pl.take(&nm, "position.achievements")?));
            }
        }
        available = Some(v);
    }
    // Decks: listed top cards (named, so placed now), the rest underneath later.
    let mut deck_tops: Vec<(CardSet, u8, Vec<CardId>, bool)> = vec![];
    if let Some(d) = po.get("decks") {
        for (set_name, ages) in as_obj(d, "position.decks")? {
            let set = CardSet::parse(set_name).ok_or_else(|| bad(format!("position.decks: unknown set {set_name:?}")))?;
            if !rules.has(set) {
                return Err(bad(format!("position.decks: the {set_name} set is not in this game")));
            }
            if set == CardSet::Relics {
                return Err(bad("position.decks: the relics have no decks (they lie in `relics`)".to_string()));
            }
            for (age_s, dv) in as_obj(ages, &format!("position.decks.{set_name}"))? {
                let w = format!("position.decks.{set_name}.{age_s}");
                let age: u8 = age_number(age_s).filter(|a| (1..=rules.max_age()).contains(a)).ok_or_else(|| bad(format!("{w}: unknown age")))?;
                let (names, exact) = match dv {
                    Value::Array(_) => (as_str_list(dv, &w)?, false),
                    Value::Object(m) => {
                        check_keys(m, &["cards", "exact"], &w)?;
                        (as_str_list(m.get("cards").unwrap_or(&json!([])), &format!("{w}.cards"))?, exact_flag(m, &w)?)
                    }
                    _ => return Err(bad(format!("{w}: expected a list or an object"))),
                };
                let mut ids = vec![];
                for nm in names {
                    let c = pl.take(&nm, &w)?;
                    if cards::age(c) != age || cards::facts(c).set != set {
                        return Err(bad(format!("{w}: {nm} is not an age {age} card of the {set_name} set")));
                    }
                    ids.push(c);
                }
                deck_tops.push((set, age, ids, exact));
            }
        }
    }
    // Placeholders last, from what is left.
    let mut ach_placeholders = vec![];
    for part in &parts {
        let w = format!("position.players.{}.achievements", pl.s.name(part.p));
        for &age in &part.ach_ages {
            ach_placeholders.push((part.p, pl.any_of_age(age, &w)?));
        }
    }
    let available: Vec<CardId> = match available {
        Some(v) => v
            .into_iter()
            .map(|x| match x {
                Ok(c) => Ok(c),
                Err(age) => pl.any_of_age(age, "position.achievements"),
            })
            .collect::<Result<_, _>>()?,
        None => rules.achievement_ages().map(|age| pl.any_of_age(age, "position.achievements")).collect::<Result<_, _>>()?,
    };

    // Now move everything into place.
    let s = &mut pl.s;
    for part in &parts {
        for (color, ids, splay) in &part.piles {
            for &c in ids {
                s.move_card(c, Zone::Board(part.p, *color), false);
            }
            s.players[part.p as usize].board[color.index()].set_splay(*splay);
        }
        for &c in &part.hand {
            s.move_card(c, Zone::Hand(part.p), false);
        }
        for &c in &part.score {
            s.move_card(c, Zone::Score(part.p), false);
        }
        for &c in &part.ach_cards {
            s.move_card(c, Zone::Achievements(part.p), false);
        }
        for (k, ids) in &part.zones {
            for &c in ids {
                s.move_card(c, Zone::Set(*k, Some(part.p)), false);
            }
        }
    }
    for &(p, c) in &ach_placeholders {
        s.move_card(c, Zone::Achievements(p), false);
    }
    for part in &parts {
        for &sp in &part.specials {
            s.players[part.p as usize].achievements.push(Achievement::Special(sp));
        }
    }
    for &c in &available {
        s.move_card(c, Zone::AvailableAchievements, false);
    }
    for &c in &junk {
        s.move_card(c, Zone::Junk, false);
    }
    if let (Some(listed), Some(k)) = (&relics_listed, sets::zone_kind("relics")) {
        // Relics neither listed nor placed elsewhere are out of the game.
        for c in s.zone_cards(Zone::Set(k, None)).to_vec() {
            if !listed.contains(&c) {
                s.lift(c);
            }
        }
    }
    for (set, age, tops, exact) in &deck_tops {
        // With "exact", the deck's other cards are out of the game: in the junk in the
        // 4th edition, removed from the game otherwise (spec, "position").
        let rest: Vec<CardId> = s.deck(*set, *age).iter().copied().filter(|c| !tops.contains(c)).collect();
        if *exact {
            for &c in &rest {
                if rules.has_junk() {
                    s.move_card(c, Zone::Junk, false);
                } else {
                    s.lift(c);
                }
            }
        }
        for &c in tops.iter().rev() {
            s.move_card(c, Zone::Deck(*set, *age), false);
        }
    }
    s.specials = match po.get("special_achievements") {
        Some(v) => {
            let mut out = vec![];
            for nm in as_str_list(v, "position.special_achievements")? {
                let sp = SpecialId::parse(&nm).filter(|sp| in_game.contains(sp)).ok_or_else(|| bad(format!("position.special_achievements: unknown {nm:?}")))?;
                if held_specials.contains(&sp) || junk_specials.contains(&sp) || out.contains(&sp) {
                    return Err(bad(format!("position.special_achievements: {nm} appears twice")));
                }
                out.push(sp);
            }
            out
        }
        None => in_game.iter().copied().filter(|sp| !held_specials.contains(sp) && !junk_specials.contains(sp)).collect(),
    };
    s.junk_specials = junk_specials;
    let (player, actions_left, first_round) = match po.get("turn") {
        None => (0, 2, false),
        Some(t) => {
            let o = as_obj(t, "position.turn")?;
            check_keys(o, &["player", "actions_left", "first_round"], "position.turn")?;
            let name = o.get("player").and_then(Value::as_str).ok_or_else(|| bad("position.turn.player: missing"))?;
            let p = s.player_by_name(name).ok_or_else(|| bad(format!("position.turn.player: unknown player {name:?}")))?;
            let a = match o.get("actions_left") {
                None => 2,
                Some(a) => a.as_u64().filter(|a| *a == 1 || *a == 2).ok_or_else(|| bad("position.turn.actions_left: must be 1 or 2"))? as u8,
            };
            let fr = match o.get("first_round") {
                None => false,
                Some(b) => b.as_bool().ok_or_else(|| bad("position.turn.first_round: expected true or false"))?,
            };
            (p, a, fr)
        }
    };
    // With first_round and one action left, the turn player is taken to be the first
    // player (so with 4+ players the next one also has one action). A player with two
    // actions in the first round is neither the first nor (4+ players) the second, so
    // everyone after them in the round has two: the round is taken to end with them.
    s.first_player = if first_round && actions_left == 2 { (player + 1) % n as PlayerId } else { player };
    s.phase = Phase::Turn { player, actions_left, first_round };
    // All of the turn's actions left: the turn stands at its start (spec, "Editions
    // and expansions": start-of-turn questions come before the turn action).
    s.turn_start = first_round || actions_left == 2;
    s.changes = 0;
    s.karma.clear();
    crate::invariants::check(s).map_err(|e| bad(format!("position: {e}")))?;
    Ok(pl.s)
}

// ------------------------------------------------------------------ running

pub struct Outcome {
    pub game: Game,
    pub output: Value,
    /// Differences from `expect` (empty: matched or nothing expected).
    pub diffs: Vec<String>,
}

pub fn start(sc: &Scenario) -> Result<Game, ScenarioError> {
    match &sc.position {
        None => Game::new(&sc.config).map_err(|e| bad(format!("setup.{e}"))),
        Some(p) => Ok(Game::from_state(build_position(&sc.config, p)?, vec![])),
    }
}

pub fn prompt_json(g: &Game) -> Value {
    match g.question() {
        None => Value::Null,
        Some(q) => json!({
            "player": g.state().name(q.player),
            "kind": q.kind,
            "text": q.prompt,
            "choices": q.keys(),
            "min": q.min,
            "max": q.max,
        }),
    }
}

pub fn run(sc: &Scenario) -> Result<Outcome, ScenarioError> {
    let mut game = start(sc)?;
    // The invariants are checked at the start and after every step, as in self-play.
    let total = invariants::card_count(game.state());
    let checked = |game: &Game, steps: usize| invariants::check_game(game, total).map_err(|error| ScenarioError::Invariant { steps, error });
    checked(&game, 0)?;
    for (i, step) in sc.steps.iter().enumerate() {
        if let Err(e) = game.answer(step) {
            return Err(ScenarioError::IllegalStep { index: i, step: step.to_string(), error: e.to_string(), prompt: prompt_json(&game) });
        }
        checked(&game, i + 1)?;
    }
    let output = state_json(&game, &sc.name);
    let mut diffs = vec![];
    if let Some(exp) = &sc.expect {
        compare(&game, &output, exp, &mut diffs)?;
    }
    Ok(Outcome { game, output, diffs })
}

fn names(s: &State, cs: &[CardId]) -> Vec<String> {
    cs.iter().map(|&c| s.title(c).to_string()).collect()
}

/// Hand and score piles in spec order: by age, then title.
fn sorted_names(s: &State, cs: &[CardId]) -> Vec<String> {
    names(s, &cards::by_age_title(cs))
}

pub fn state_json(g: &Game, name: &str) -> Value {
    let s = g.state();
    let rules = s.rules();
    let mut players = Map::new();
    for (i, ps) in s.players.iter().enumerate() {
        let p = i as PlayerId;
        let mut board = Map::new();
        for c in Color::ALL {
            let pile = s.pile(p, c);
            let mut top_first = pile.cards().to_vec();
            top_first.reverse();
            board.insert(c.name().into(), json!({"cards": names(s, &top_first), "splay": pile.splay().name()}));
        }
        let achievements: Vec<String> = ps
            .achievements
            .iter()
            .map(|a| match a {
                Achievement::Card(c) => s.title(*c).to_string(),
                Achievement::Special(sp) => sp.name().to_string(),
            })
            .collect();
        let counts = query::icon_counts(s, p);
        let icons: Map<String, Value> = rules.icons().iter().map(|i| (i.name().to_string(), json!(counts[i.index()]))).collect();
        let zone = |key: &str| player_zone(s, key).map(|k| sorted_names(s, s.zone_cards(Zone::Set(k, Some(p))))).unwrap_or_default();
        let display = zone("display").into_iter().next().map(Value::String).unwrap_or(Value::Null);
        players.insert(
            ps.name.clone(),
            json!({
                "board": board,
                "hand": sorted_names(s, &ps.hand),
                "score": sorted_names(s, &ps.score),
                "achievements": achievements,
                "forecast": zone("forecast"),
                "display": display,
                "museum": zone("museum"),
                "score_total": query::score(s, p),
                "achievement_total": query::achievements(s, p),
                "icons": icons,
                "eliminated": ps.eliminated,
            }),
        );
    }
    let mut decks = Map::new();
    // (The relics have no decks: they lie by the supply piles, `relics`.)
    for set in rules.sets.iter().filter(|&set| set != CardSet::Relics) {
        let mut ages = Map::new();
        for age in 1..=rules.max_age() {
            ages.insert(age.to_string(), json!({"cards": names(s, s.deck(set, age)), "exact": true}));
        }
        decks.insert(set.name().into(), Value::Object(ages));
    }
    let turn = match s.phase {
        Phase::Turn { player, actions_left, first_round } => json!({"player": s.name(player), "actions_left": actions_left, "first_round": first_round}),
        _ => Value::Null,
    };
    let (game_over, winner) = match g.outcome() {
        Some(o) => (true, json!(o.winners.iter().map(|&p| s.name(p)).collect::<Vec<_>>())),
        None => (false, Value::Null),
    };
    json!({
        "name": name,
        "turn": turn,
        "players": players,
        "achievements": names(s, &s.available),
        "special_achievements": s.specials.iter().map(|sp| sp.name()).collect::<Vec<_>>(),
        "decks": decks,
        "junk": sorted_names(s, &s.junk).into_iter().chain(s.junk_specials.iter().map(|sp| sp.name().to_string())).collect::<Vec<_>>(),
        "relics": sets::zone_kind("relics").map(|k| sorted_names(s, s.zone_cards(Zone::Set(k, None)))).unwrap_or_default(),
        "prompt": prompt_json(g),
        "game_over": game_over,
        "winner": winner,
        "log": g.log_lines(Viewer::All),
    })
}

// ------------------------------------------------------------------ expect

fn multiset_eq(s: &State, actual: &[String], expected: &[String]) -> bool {
    let mut a = actual.to_vec();
    let mut left = vec![];
    for e in expected {
        if let Some(i) = a.iter().position(|x| x == e) {
            a.remove(i);
        } else {
            left.push(e.clone());
        }
    }
    // "age N" in expected matches any remaining standard achievement of that age.
    for e in left {
        let Some(age) = parse_age_placeholder(&e) else { return false };
        match a.iter().position(|x| SpecialId::parse(x).is_none() && s.card(x).map(cards::age) == Some(age)) {
            Some(i) => {
                a.remove(i);
            }
            None => return false,
        }
    }
    a.is_empty()
}

/// A name `expect` lists must be one a position may use: a card of the game's
/// sets, `age N` of an age of the game, or a special achievement of its sets;
/// anything else (a misspelt title) makes the file malformed, not a mismatch.
fn known_names(s: &State, path: &str, names: &[String]) -> Result<(), ScenarioError> {
    let rules = s.rules();
    for x in names {
        let card = s.card(x).is_some_and(|c| rules.has(cards::facts(c).set));
        let special = SpecialId::parse(x).is_some_and(|sp| rules.has(sp.def().set));
        let age = parse_age_placeholder(x).is_some_and(|a| (1..=rules.max_age()).contains(&a));
        if !(card || special || age) {
            return Err(bad(format!("expect.{path}: unknown name {x:?} (not a card, an `age N` or a special achievement of this game)")));
        }
        // A card or special achievement lies in one place (an `age N` may repeat).
        if !age && names.iter().filter(|y| *y == x).count() > 1 {
            return Err(bad(format!("expect.{path}: {x} appears twice")));
        }
    }
    Ok(())
}

/// Cards `expect` places where no card of theirs can lie (Archery in a blue pile,
/// Sailing in the 2 deck) make the file malformed, as in a position.
fn placed_where_they_can(s: &State, path: &str, names: &[String], place: &str, fits: impl Fn(CardId) -> bool) -> Result<(), ScenarioError> {
    match names.iter().find(|x| s.card(x).is_some_and(|c| !fits(c))) {
        Some(x) => Err(bad(format!("expect.{path}: {x} is not a card of this {place}"))),
        None => Ok(()),
    }
}

/// A value of `expect` of the type the output gives it.
fn typed(v: &Value, path: &str, ok: bool, what: &str) -> Result<(), ScenarioError> {
    if ok {
        Ok(())
    } else {
        Err(bad(format!("expect.{path}: expected {what}, got {v}")))
    }
}

fn cmp_list(s: &State, path: &str, actual: &Value, expected: &Value, diffs: &mut Vec<String>) -> Result<(), ScenarioError> {
    let e = as_str_list(expected, &format!("expect.{path}"))?;
    known_names(s, path, &e)?;
    let a = as_str_list(actual, path).unwrap_or_default();
    if !multiset_eq(s, &a, &e) {
        diffs.push(format!("{path}: expected {e:?} (any order), got {a:?}"));
    }
    Ok(())
}

fn compare(g: &Game, out: &Value, exp: &Value, diffs: &mut Vec<String>) -> Result<(), ScenarioError> {
    let st = g.state();
    let eo = as_obj(exp, "expect")?;
    check_keys(eo, &["turn", "players", "achievements", "special_achievements", "decks", "junk", "relics", "winner", "game_over", "prompt", "illegal"], "expect")?;
    if let Some(t) = eo.get("turn") {
        let to = as_obj(t, "expect.turn")?;
        check_keys(to, &["player", "actions_left", "first_round"], "expect.turn")?;
        for (k, v) in to {
            match k.as_str() {
                "player" => typed(v, "turn.player", v.as_str().is_some_and(|n| st.player_by_name(n).is_some()), "a player's name")?,
                "actions_left" => typed(v, "turn.actions_left", v.as_u64().is_some_and(|a| a == 1 || a == 2), "1 or 2")?,
                _ => typed(v, "turn.first_round", v.is_boolean(), "true or false")?,
            }
            let a = out["turn"].get(k).cloned().unwrap_or(Value::Null);
            if a != *v {
                diffs.push(format!("turn.{k}: expected {v}, got {a}"));
            }
        }
    }
    if let Some(ps) = eo.get("players") {
        for (name, pe) in as_obj(ps, "expect.players")? {
            let w = format!("players.{name}");
            let pa = out["players"].get(name).ok_or_else(|| bad(format!("expect.{w}: unknown player")))?;
            let po = as_obj(pe, &format!("expect.{w}"))?;
            check_keys(
                po,
                &["board", "hand", "score", "achievements", "forecast", "display", "museum", "score_total", "achievement_total", "icons", "eliminated"],
                &format!("expect.{w}"),
            )?;
            for (k, v) in po {
                let path = format!("{w}.{k}");
                // (The output lists these zones empty in every game: as expected, empty
                // is read back.)
                let empty = v.is_null() || v.as_array().is_some_and(|a| a.is_empty());
                if matches!(k.as_str(), "forecast" | "display" | "museum") && player_zone(st, k).is_none() && !empty {
                    return Err(bad(format!("expect.{path}: no {k} in this game")));
                }
                match k.as_str() {
                    "board" => {
                        for (color, pv) in as_obj(v, &format!("expect.{path}"))? {
                            let pp = format!("{path}.{color}");
                            let actual = pa["board"].get(color).ok_or_else(|| bad(format!("expect.{pp}: unknown colour")))?;
                            let (cards_e, splay_e) = match pv {
                                Value::Array(_) => (Some(pv.clone()), None),
                                Value::Object(m) => {
                                    check_keys(m, &["cards", "splay"], &format!("expect.{pp}"))?;
                                    (m.get("cards").cloned(), m.get("splay").cloned())
                                }
                                _ => return Err(bad(format!("expect.{pp}: expected a list or an object"))),
                            };
                            if let Some(c) = &cards_e {
                                let names = as_str_list(c, &format!("expect.{pp}"))?;
                                known_names(st, &pp, &names)?;
                                placed_where_they_can(st, &pp, &names, "colour", |c| Color::parse(color) == Some(cards::color(c)))?;
                            }
                            if let Some(sp) = &splay_e {
                                typed(sp, &format!("{pp}.splay"), sp.as_str().and_then(Splay::parse).is_some(), "a splay (none, left, right, up, aslant)")?;
                            }
                            if let Some(c) = cards_e {
                                if actual["cards"] != c {
                                    diffs.push(format!("{pp}: expected {c}, got {}", actual["cards"]));
                                }
                            }
                            if let Some(sp) = splay_e {
                                if actual["splay"] != sp {
                                    diffs.push(format!("{pp}.splay: expected {sp}, got {}", actual["splay"]));
                                }
                            }
                        }
                    }
                    "hand" | "score" | "achievements" | "forecast" | "museum" => cmp_list(st, &path, &pa[k], v, diffs)?,
                    "display" => {
                        match v.as_str() {
                            Some(n) => known_names(st, &path, &[n.to_string()])?,
                            None => typed(v, &path, v.is_null(), "a card's title or null")?,
                        }
                        if pa[k] != *v {
                            diffs.push(format!("{path}: expected {v}, got {}", pa[k]));
                        }
                    }
                    "score_total" | "achievement_total" | "eliminated" => {
                        if k == "eliminated" {
                            typed(v, &path, v.is_boolean(), "true or false")?;
                        } else {
                            typed(v, &path, v.is_u64(), "a number")?;
                        }
                        if pa[k] != *v {
                            diffs.push(format!("{path}: expected {v}, got {}", pa[k]));
                        }
                    }
                    "icons" => {
                        for (icon, n) in as_obj(v, &format!("expect.{path}"))? {
                            let a = pa["icons"].get(icon).ok_or_else(|| bad(format!("expect.{path}: unknown icon {icon:?}")))?;
                            typed(n, &format!("{path}.{icon}"), n.is_u64(), "a number")?;
                            if a != n {
                                diffs.push(format!("{path}.{icon}: expected {n}, got {a}"));
                            }
                        }
                    }
                    _ => unreachable!("keys checked above"),
                }
            }
        }
    }
    for k in ["achievements", "special_achievements", "junk", "relics"] {
        if let Some(v) = eo.get(k) {
            if k == "junk" && !st.rules().has_junk() && !as_str_list(v, "expect.junk")?.is_empty() {
                return Err(bad("expect.junk: there is no junk in this edition"));
            }
            cmp_list(st, k, &out[k], v, diffs)?;
        }
    }
    if let Some(d) = eo.get("decks") {
        for (set, ages) in as_obj(d, "expect.decks")? {
            for (age, dv) in as_obj(ages, &format!("expect.decks.{set}"))? {
                let path = format!("decks.{set}.{age}");
                let actual = as_str_list(&out["decks"].get(set).and_then(|x| x.get(age)).map(|x| x["cards"].clone()).ok_or_else(|| bad(format!("expect.{path}: unknown deck")))?, &path)?;
                let (cards_e, exact) = match dv {
                    Value::Array(_) => (as_str_list(dv, &format!("expect.{path}"))?, false),
                    Value::Object(m) => {
                        check_keys(m, &["cards", "exact"], &format!("expect.{path}"))?;
                        (as_str_list(m.get("cards").unwrap_or(&json!([])), &format!("expect.{path}"))?, exact_flag(m, &format!("expect.{path}"))?)
                    }
                    _ => return Err(bad(format!("expect.{path}: expected a list or an object"))),
                };
                known_names(st, &path, &cards_e)?;
                placed_where_they_can(st, &path, &cards_e, "deck", |c| CardSet::parse(set) == Some(cards::facts(c).set) && age.parse() == Ok(cards::age(c)))?;
                let ok = if exact { actual == cards_e } else { actual.len() >= cards_e.len() && actual[..cards_e.len()] == cards_e[..] };
                if !ok {
                    diffs.push(format!("{path}: expected {}{cards_e:?}, got {actual:?}", if exact { "exactly " } else { "top " }));
                }
            }
        }
    }
    if let Some(w) = eo.get("winner") {
        let e = as_str_list(w, "expect.winner")?;
        if let Some(n) = e.iter().find(|n| st.player_by_name(n).is_none()) {
            return Err(bad(format!("expect.winner: unknown player {n:?}")));
        }
        match g.outcome() {
            None => diffs.push(format!("winner: expected {e:?}, but the game is not over")),
            Some(_) => {
                let a = as_str_list(&out["winner"], "winner")?;
                if !multiset_eq(st, &a, &e) {
                    diffs.push(format!("winner: expected {e:?}, got {a:?}"));
                }
            }
        }
    }
    if let Some(go) = eo.get("game_over") {
        let e = go.as_bool().ok_or_else(|| bad("expect.game_over: expected true or false"))?;
        if e != g.outcome().is_some() {
            diffs.push(format!("game_over: expected {e}, got {}", g.outcome().is_some()));
        }
    }
    if let Some(p) = eo.get("prompt") {
        let actual = &out["prompt"];
        if p.is_null() {
            if !actual.is_null() {
                diffs.push(format!("prompt: expected none, got {actual}"));
            }
        } else {
            let po = as_obj(p, "expect.prompt")?;
            check_keys(po, &["player", "choices", "min", "max"], "expect.prompt")?;
            if actual.is_null() {
                diffs.push("prompt: expected a prompt, but nothing is asked".to_string());
            } else {
                if let Some(pl) = po.get("player") {
                    typed(pl, "prompt.player", pl.as_str().is_some_and(|n| st.player_by_name(n).is_some()), "a player's name")?;
                    if actual["player"] != *pl {
                        diffs.push(format!("prompt.player: expected {pl}, got {}", actual["player"]));
                    }
                }
                if let Some(c) = po.get("choices") {
                    let e = as_str_list(c, "expect.prompt.choices")?;
                    let a = as_str_list(&actual["choices"], "prompt.choices")?;
                    let mut es = e.clone();
                    crate::sort::sort(&mut es);
                    es.dedup();
                    let mut as_ = a.clone();
                    crate::sort::sort(&mut as_);
                    if es != as_ {
                        diffs.push(format!("prompt.choices: expected {e:?}, got {a:?}"));
                    }
                }
                for k in ["min", "max"] {
                    if let Some(v) = po.get(k) {
                        typed(v, &format!("prompt.{k}"), v.is_u64(), "a number")?;
                        if actual[k] != *v {
                            diffs.push(format!("prompt.{k}: expected {v}, got {}", actual[k]));
                        }
                    }
                }
            }
        }
    }
    if let Some(il) = eo.get("illegal") {
        let a = Answer::from_json(il).map_err(|e| bad(format!("expect.illegal: {e}")))?;
        let mut probe = g.clone();
        let before = probe.save();
        match probe.answer(&a) {
            Ok(()) => diffs.push(format!("illegal: {a} was accepted")),
            Err(_) => {
                if probe.save() != before {
                    diffs.push(format!("illegal: rejecting {a} changed the game"));
                }
            }
        }
    }
    Ok(())
}
