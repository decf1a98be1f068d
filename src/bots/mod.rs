//! Computer players. A bot decides from an [`Observation`] only: one player's view
//! of the game (hidden cards reduced to their ages) and its own pending question.
//! The decision functions take no `Game` or `State` of the real game, so a bot
//! cannot read hidden information; where it needs a complete position (lookahead,
//! search) it builds one by [`determinize::determinize`], dealing the cards it has
//! not seen at random.
//!
//! Levels: [`Level::Random`] (a uniformly random legal answer), [`Level::Heuristic`]
//! (one-step lookahead at turn actions, static rules inside actions), and
//! [`Level::Strong`] (determinized Monte Carlo search within a budget at turn
//! actions and inside its own actions, replaying the action from its start; the
//! heuristic's static rules for what it cannot search). See `docs/bots.md`.
//!
//! A [`Bot`] is kept per seat for the whole game (`api::Session` does so for the
//! browser): its memory of positions is what breaks a cycle of repeated turns.
pub mod arena;
pub mod determinize;
pub mod eval;
pub mod heuristic;
pub mod observation;
pub mod search;

pub use observation::{observe, Observation};

use crate::game::Game;
use crate::question::{Answer, Question, QuestionKind};
use crate::state::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Random,
    Heuristic,
    Strong,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s {
            "random" => Some(Level::Random),
            "heuristic" => Some(Level::Heuristic),
            "strong" => Some(Level::Strong),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Heuristic => "heuristic",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How much a search may spend on one decision: whichever limit comes first.
/// `millis == 0` means no time limit (then the decision is a pure function of the
/// observation and the seed).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Budget {
    pub iterations: u32,
    pub millis: u32,
}

impl Budget {
    pub fn iterations(n: u32) -> Budget {
        Budget { iterations: n, millis: 0 }
    }
    /// A time budget; at least 1 ms (`millis == 0` would mean no limit at all).
    pub fn millis(ms: u32) -> Budget {
        Budget { iterations: u32::MAX, millis: ms.max(1) }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget { iterations: 100_000, millis: 200 }
    }
}

/// Milliseconds from some fixed start. Native builds use `std::time::Instant`;
/// a WebAssembly binding (where `Instant` is not available) installs
/// `performance.now()` with [`set_clock`]. Without a clock only the iteration
/// limit applies.
static CLOCK: OnceLock<fn() -> f64> = OnceLock::new();

pub fn set_clock(now_ms: fn() -> f64) {
    let _ = CLOCK.set(now_ms);
}

#[cfg(not(target_arch = "wasm32"))]
fn native_now() -> f64 {
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1000.0
}

pub(crate) fn now_ms() -> Option<f64> {
    if let Some(f) = CLOCK.get() {
        return Some(f());
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(native_now())
    }
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
}

/// A deadline for one decision.
pub struct Clock {
    deadline: Option<f64>,
}

impl Clock {
    pub fn start(b: &Budget) -> Clock {
        let deadline = if b.millis == 0 { None } else { now_ms().map(|t| t + b.millis as f64) };
        Clock { deadline }
    }
    pub fn expired(&self) -> bool {
        match self.deadline {
            Some(d) => now_ms().map(|t| t >= d).unwrap_or(false),
            None => false,
        }
    }
}

/// A uniformly random legal answer to a question (also the self-play harness's).
pub fn random_answer(q: &Question, rng: &mut Rng) -> Answer {
    if !q.multi {
        // A random one of `distinct_keys()`, found without building that list when
        // the choices are few (the self-play harness answers hundreds a game): bit i
        // is set when choice i's key is not that of an earlier choice.
        if q.choices.len() > 64 {
            let keys = q.distinct_keys();
            return Answer::One(keys[rng.below(keys.len())].to_string());
        }
        let fresh = (0..q.choices.len()).filter(|&i| !q.choices[..i].iter().any(|c| c.key == q.choices[i].key)).fold(0u64, |m, i| m | 1 << i);
        let mut rest = fresh;
        for _ in 0..rng.below(fresh.count_ones() as usize) {
            rest &= rest - 1;
        }
        return Answer::One(q.choices[rest.trailing_zeros() as usize].key.to_string());
    }
    if q.kind == QuestionKind::Order {
        let mut keys: Vec<String> = q.choices.iter().map(|c| c.key.to_string()).collect();
        rng.shuffle(&mut keys);
        return Answer::Many(keys);
    }
    let n = q.min + rng.below(q.max - q.min + 1);
    let mut keys = q.required.clone();
    let mut rest: Vec<String> = q.choices.iter().map(|c| c.key.to_string()).collect();
    for r in &q.required {
        if let Some(i) = rest.iter().position(|k| k == r) {
            rest.remove(i);
        }
    }
    rng.shuffle(&mut rest);
    if q.same_value {
        // Keep the cards of the value of one random choice that has enough of them.
        let age = |k: &String| q.choices.iter().find(|c| &c.key == k).map(|c| c.target.age()).unwrap_or(0);
        let enough: Vec<u8> = rest.iter().map(age).filter(|&a| rest.iter().filter(|k| age(k) == a).count() >= n).collect();
        if let Some(&a) = enough.first() {
            rest.retain(|k| age(k) == a);
        }
    }
    if q.same_color {
        // The cards of the colour of one random choice that has enough of them.
        let color = |k: &String| q.choices.iter().find(|c| &c.key == k).and_then(|c| c.target.color());
        let enough: Vec<_> = rest.iter().map(color).filter(|&x| rest.iter().filter(|k| color(k) == x).count() >= n).collect();
        if let Some(&x) = enough.first() {
            rest.retain(|k| color(k) == x);
        }
    }
    if q.different_values {
        // One card of each value, in random order.
        let age = |k: &String| q.choices.iter().find(|c| &c.key == k).map(|c| c.target.age()).unwrap_or(0);
        let mut seen: Vec<u8> = vec![];
        rest.retain(|k| {
            let a = age(k);
            let fresh = !seen.contains(&a);
            seen.push(a);
            fresh
        });
    }
    keys.extend(rest.into_iter().take(n.saturating_sub(keys.len())));
    Answer::Many(keys)
}

/// Number of determinizations the heuristic bot averages its lookahead over.
pub const HEURISTIC_SAMPLES: usize = 3;

/// What the strong bot did with the questions inside actions (and the setup
/// meld), summed over its decisions.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct InsideStats {
    /// Questions inside an action answered.
    pub decisions: u64,
    /// Of those, with the unit of play to replay (`Observation::unit`: every
    /// answer of the unit its own).
    pub replayable: u64,
    /// Of those, answered by the search (the others by the static rules: one
    /// candidate, replays rejected, or too few iterations).
    pub searched: u64,
    pub iterations: u64,
    /// Determinizations of the unit's start replayed, and those rejected.
    pub replays: u64,
    pub rejected: u64,
}

impl InsideStats {
    pub fn add(&mut self, o: &InsideStats) {
        self.decisions += o.decisions;
        self.replayable += o.replayable;
        self.searched += o.searched;
        self.iterations += o.iterations;
        self.replays += o.replays;
        self.rejected += o.rejected;
    }
}

/// What the strong bot's searches at turn actions did, summed over its decisions
/// (a turn action with one candidate is answered without a search).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TurnStats {
    pub searched: u64,
    pub iterations: u64,
    /// The fewest iterations of one search (0 before the first).
    pub fewest: u32,
}

impl TurnStats {
    pub fn add(&mut self, o: &TurnStats) {
        if o.searched > 0 && (self.searched == 0 || o.fewest < self.fewest) {
            self.fewest = o.fewest;
        }
        self.searched += o.searched;
        self.iterations += o.iterations;
    }
}

/// A computer player for one seat. It keeps only its own generator between
/// decisions.
#[derive(Clone, Debug)]
pub struct Bot {
    pub level: Level,
    pub budget: Budget,
    /// The strong level searches questions inside its own actions too
    /// (`search::search_in_action`); off, it answers them by the static rules.
    pub search_inside: bool,
    inside: InsideStats,
    turn: TurnStats,
    rng: Rng,
    fallbacks: usize,
    /// Memory of its own observations at turn actions (hashes, times seen): a
    /// position seen twice before means the game is going round in circles.
    seen: std::collections::HashMap<u64, u32>,
}

impl Bot {
    pub fn new(level: Level, budget: Budget, seed: u64) -> Bot {
        Bot { level, budget, search_inside: true, inside: InsideStats::default(), turn: TurnStats::default(), rng: Rng(seed ^ 0xB07_5EED), fallbacks: 0, seen: Default::default() }
    }

    /// Decide an answer to `obs.question`. Always legal: anything the levels'
    /// rules come up with is checked, and replaced by a random legal answer if not.
    pub fn decide(&mut self, obs: &Observation) -> Answer {
        let q = &obs.question;
        if self.level != Level::Random && obs.at_action() && self.repeated(obs) {
            // Break the cycle: a random legal action.
            return random_answer(q, &mut self.rng);
        }
        let a = match self.level {
            Level::Random => random_answer(q, &mut self.rng),
            Level::Heuristic => {
                if obs.at_action() {
                    Answer::One(heuristic_action(obs, &mut self.rng))
                } else {
                    in_action(obs, &mut self.rng)
                }
            }
            Level::Strong => {
                if obs.at_action() {
                    let clock = Clock::start(&self.budget);
                    let (k, st) = search::search(obs, &self.budget, &clock, &mut self.rng);
                    if st.iterations > 0 {
                        self.turn.add(&TurnStats { searched: 1, iterations: st.iterations as u64, fewest: st.iterations });
                    }
                    Answer::One(k)
                } else {
                    self.strong_in_action(obs)
                }
            }
        };
        if q.check(&a).is_ok() {
            a
        } else {
            self.fallbacks += 1;
            random_answer(q, &mut self.rng)
        }
    }

    /// Record this position; has it been seen at least twice already? Two
    /// deterministic players can otherwise repeat a cycle of turns for ever (say,
    /// one returning the cards the other scores).
    fn repeated(&mut self, obs: &Observation) -> bool {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        obs.hash(&mut h);
        let n = self.seen.entry(h.finish()).or_insert(0);
        *n += 1;
        *n > 2
    }

    /// Inside an action: the search when the unit can be replayed, else (and
    /// when it gives no answer) the static rules.
    fn strong_in_action(&mut self, obs: &Observation) -> Answer {
        let clock = Clock::start(&self.budget);
        let fixed = in_action(obs, &mut self.rng);
        self.inside.decisions += 1;
        if !self.search_inside || obs.unit.is_none() {
            return fixed;
        }
        self.inside.replayable += 1;
        let (a, st) = search::search_in_action(obs, &fixed, &self.budget, &clock, &mut self.rng);
        self.inside.iterations += st.iterations as u64;
        self.inside.replays += st.replays as u64;
        self.inside.rejected += st.rejected as u64;
        match a {
            Some(a) => {
                self.inside.searched += 1;
                a
            }
            None => fixed,
        }
    }

    /// What the strong level did inside actions so far.
    pub fn inside_stats(&self) -> InsideStats {
        self.inside
    }

    /// What the strong level's searches at turn actions did so far.
    pub fn turn_stats(&self) -> TurnStats {
        self.turn
    }

    /// How often the level's rules produced an answer the question did not accept
    /// (it was then replaced by a random legal one). Zero in all our tests.
    pub fn fallbacks(&self) -> usize {
        self.fallbacks
    }
}

/// Static rules on one determinization.
fn in_action(obs: &Observation, rng: &mut Rng) -> Answer {
    let s = determinize::determinize(obs, rng);
    heuristic::static_answer(&s, &obs.question)
}

/// One-step lookahead averaged over a few determinizations.
fn heuristic_action(obs: &Observation, rng: &mut Rng) -> String {
    let keys = obs.question.keys();
    let mut total = vec![0.0; keys.len()];
    for _ in 0..HEURISTIC_SAMPLES {
        let s = determinize::determinize(obs, rng);
        let g = Game::from_state(s, vec![]);
        for (k, v) in heuristic::action_values(&g, obs.me) {
            if let Some(i) = keys.iter().position(|x| *x == k) {
                total[i] += v;
            }
        }
    }
    let mut best = 0;
    for i in 1..keys.len() {
        if total[i] > total[best] {
            best = i;
        }
    }
    keys[best].clone()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::question::{Choice, Intent, QuestionKind, Target};

    fn question(keys: &[String]) -> Question {
        let choices = keys.iter().enumerate().map(|(i, k)| Choice { key: k.clone().into(), label: k.clone().into(), target: Target::Option { index: i } }).collect();
        Question::one(0, QuestionKind::Option, Intent::Decide, "?", choices)
    }

    /// A one-key answer is a uniformly random one of the distinct keys, drawn as
    /// `distinct_keys()[below(n)]` (so self-play games stay those of earlier
    /// versions), with repeated keys among few choices and among more than 64.
    #[test]
    fn random_answer_draws_a_distinct_key() {
        let few: Vec<String> = ["b", "a", "b", "c", "a", "d"].iter().map(|k| k.to_string()).collect();
        let many: Vec<String> = (0..90).map(|i| format!("k{}", i % 70)).collect();
        for keys in [few, many] {
            let q = question(&keys);
            let distinct = q.distinct_keys();
            let mut seen = vec![0; distinct.len()];
            for seed in 0..400 {
                let mut rng = Rng(seed);
                let mut expected = rng.clone();
                let Answer::One(k) = random_answer(&q, &mut rng) else { panic!("one key expected") };
                assert_eq!(k, distinct[expected.below(distinct.len())]);
                assert_eq!(rng, expected, "one draw");
                seen[distinct.iter().position(|d| *d == k).unwrap()] += 1;
            }
            if distinct.len() < 10 {
                assert!(seen.iter().all(|&n| n > 0), "every key drawn: {seen:?}");
            }
        }
    }

    /// A position is repeated from its third time: the same observation, or an
    /// equal one built again; one that differs anywhere (here, the other seat's)
    /// counts apart. (Broken, two deterministic players could cycle for ever.)
    #[test]
    fn a_position_repeats_from_its_third_time() {
        let cfg = crate::setup::GameConfig { players: vec!["ada".into(), "bo".into()], teams: None, seed: Some(3), edition: 3, expansions: vec![] };
        let mut g = crate::game::Game::new(&cfg).unwrap();
        let mut rng = Rng(3);
        while !observation::observe(&g, g.question().unwrap().player).unwrap().at_action() {
            let a = random_answer(g.question().unwrap(), &mut rng);
            g.answer(&a).unwrap();
        }
        let p = g.question().unwrap().player;
        let obs = observation::observe(&g, p).unwrap();
        let mut other = obs.clone();
        other.me = 1 - other.me;
        let mut bot = Bot::new(Level::Heuristic, Budget::iterations(1), 1);
        assert!(!bot.repeated(&obs));
        assert!(!bot.repeated(&other));
        assert!(!bot.repeated(&observation::observe(&g, p).unwrap()));
        assert!(bot.repeated(&obs));
        assert!(!bot.repeated(&other));
    }
}
