//! The strong bot's search: determinized flat Monte Carlo with UCB1 over the
//! answers to one question (a one-level information-set MCTS), at turn actions
//! (`search`) and inside the bot's own actions (`search_in_action`).
//!
//! Each iteration samples a determinization of the observation (hidden cards dealt
//! at random consistently with what the bot sees), picks a root action by UCB1,
//! applies it, and plays on with the heuristic policy (one-step lookahead for turn
//! actions, static rules inside actions) for every player until the bot's turn
//! after next begins with 2 players, its next with more (`rounds`), or the game
//! ends. The position is then scored by the static evaluation squashed to [0, 1]
//! (a finished game scores 1, 0.5 or 0).
//!
//! Only the root actions whose heuristic value (on a first determinization) is
//! among the best `WIDTH` are searched, so that the budget is spent on plausible
//! moves. The answer is the action of best mean value among those visited at least half
//! as often as the most visited one.
//!
//! Inside an action, a determinized position has no unit code to go on from (a
//! game made from a state starts a new turn action), so each iteration deals the
//! unit's start as the bot saw it, with the cards it saw drawn since on top of
//! their decks, and replays the unit's answers (all the bot's own) to reach the
//! question; a replay that comes to another question or position is rejected.
use super::determinize::{determinize, determinize_pinned};
use super::eval::evaluate;
use super::heuristic::{self, finish_action, greedy_action, ACTION_LIMIT};
use super::observation::{ObsCard, Observation, UnitObs};
use super::{Budget, Clock};
use crate::game::Game;
use crate::model::{CardId, PlayerId};
use crate::question::{Answer, Question, QuestionKind};
use crate::state::{Rng, State};

/// Root actions searched.
pub const WIDTH: usize = 7;
/// Exploration constant of UCB1 (values in [0, 1]).
pub const EXPLORATION: f64 = 0.3;
/// Evaluation gain (over the root position) for which the value is 0.73 (a
/// logistic squash of the difference, so that lopsided positions still discriminate).
pub const SCALE: f64 = 30.0;
/// Turn actions played in one simulation after the root action, at most.
pub const HORIZON_ACTIONS: usize = 10;

#[derive(Clone, Debug, Default)]
pub struct SearchStats {
    pub iterations: u32,
    /// Per searched action: key, visits, mean value.
    pub actions: Vec<(String, u32, f64)>,
    /// Inside an action: determinizations of the unit's start replayed, and those
    /// rejected (the replay did not reach the question as the bot sees it).
    pub replays: u32,
    pub rejected: u32,
}

fn squash(v: f64, base: f64) -> f64 {
    if v.abs() >= super::eval::WIN {
        return if v > 0.0 { 1.0 } else { 0.0 };
    }
    1.0 / (1.0 + (-(v - base) / SCALE).exp())
}

/// A game at the observed action question, from one determinization.
fn root_game(obs: &Observation, rng: &mut Rng) -> Option<Game> {
    let s: State = determinize(obs, rng);
    let g = Game::from_state(s, vec![]);
    let q = g.question()?;
    if q.kind != QuestionKind::Action || q.player != obs.me || q.keys() != obs.question.keys() {
        return None;
    }
    Some(g)
}

/// How many of the bot's turns begin before a simulation stops (`rollout`): with 2
/// players two, the turn after next, so that the opponent's answer to what the bot
/// does on its next turn is seen (docs/bots.md, stop 36: 190 / 200 wins against
/// the heuristic at 1,000 iterations, against 178 / 200 stopping at the next turn,
/// the same deals); with more players a round is already 5-10 actions, and one is
/// kept.
pub fn rounds(players: usize) -> usize {
    if players == 2 {
        2
    } else {
        1
    }
}

/// Play on with the heuristic policy until `me`'s turn begins `rounds` times (or
/// the game ends, or `HORIZON_ACTIONS` were played).
pub fn rollout(g: &mut Game, me: PlayerId) {
    let rounds = rounds(g.state().num_players());
    let mut others_acted = false;
    let mut reached = 0;
    let mut actions = 0;
    while let Some(q) = g.question() {
        if q.kind == QuestionKind::Action {
            if q.player == me && others_acted {
                reached += 1;
                others_acted = false;
            }
            if reached == rounds || actions >= HORIZON_ACTIONS {
                return;
            }
            if q.player != me {
                others_acted = true;
            }
            actions += 1;
            let k = greedy_action(g).unwrap_or_else(|| "draw".into());
            if g.answer(&Answer::One(k)).is_err() {
                return;
            }
        }
        if !finish_action(g, ACTION_LIMIT) {
            return;
        }
    }
}

pub fn search(obs: &Observation, budget: &Budget, clock: &Clock, rng: &mut Rng) -> (String, SearchStats) {
    let keys = obs.question.keys();
    let mut stats = SearchStats::default();
    if keys.len() == 1 {
        return (keys[0].clone(), stats);
    }
    // Candidate actions: the best by the heuristic on a first determinization.
    let mut cands: Vec<String> = keys.clone();
    let mut base = 0.0;
    if let Some(g) = root_game(obs, rng) {
        base = evaluate(g.state(), obs.me);
        let mut vals = heuristic::action_values(&g, obs.me);
        crate::sort::sort_by(&mut vals, |a, b| b.1.total_cmp(&a.1));
        cands = vals.into_iter().take(WIDTH).map(|(k, _)| k).collect();
    }
    if cands.len() == 1 {
        return (cands[0].clone(), stats);
    }
    let mut n = vec![0u32; cands.len()];
    let mut w = vec![0f64; cands.len()];
    let mut failures = 0;
    while stats.iterations < budget.iterations.max(1) && !clock.expired() {
        let Some(mut g) = root_game(obs, rng) else {
            failures += 1;
            if failures > 20 {
                break;
            }
            continue;
        };
        stats.iterations += 1;
        let i = ucb(&n, &w);
        let v = simulate(&mut g, &Answer::One(cands[i].clone()), obs.me, base);
        n[i] += 1;
        w[i] += v;
    }
    let best = best(&n, &w);
    stats.actions = (0..cands.len()).map(|i| (cands[i].clone(), n[i], w[i] / n[i].max(1) as f64)).collect();
    (cands[best].clone(), stats)
}

/// The candidate to try next by UCB1 (an unvisited one first): `n` visits, `w`
/// total value of each.
/// One iteration's value for `me`: the answer given, the action finished, the game
/// rolled out, the result squashed against the root's evaluation (0 if illegal).
fn simulate(g: &mut Game, answer: &Answer, me: PlayerId, base: f64) -> f64 {
    if g.answer(answer).is_err() {
        return 0.0;
    }
    if finish_action(g, ACTION_LIMIT) {
        rollout(g, me);
    }
    squash(evaluate(g.state(), me), base)
}

fn ucb(n: &[u32], w: &[f64]) -> usize {
    let total: u32 = n.iter().sum();
    (0..n.len())
        .map(|i| {
            let u = if n[i] == 0 {
                f64::INFINITY
            } else {
                w[i] / n[i] as f64 + EXPLORATION * ((total.max(1) as f64).ln() / n[i] as f64).sqrt()
            };
            (i, u)
        })
        .fold((0, f64::MIN), |b, x| if x.1 > b.1 { x } else { b })
        .0
}

/// The best mean among the candidates visited at least half as often as the most
/// visited one (the first on a tie).
fn best(n: &[u32], w: &[f64]) -> usize {
    let most = n.iter().copied().max().unwrap_or(0);
    let mean = |i: usize| w[i] / n[i].max(1) as f64;
    let best = (0..n.len()).filter(|&i| 2 * n[i] >= most).fold(None, |b: Option<usize>, i| match b {
        Some(j) if mean(j) >= mean(i) => Some(j),
        _ => Some(i),
    });
    best.unwrap_or(0)
}

// ------------------------------------------------------------ inside an action

/// Candidate answers searched inside an action, at most (the heuristic's answer
/// always among them).
pub const INSIDE_WIDTH: usize = 6;
/// For a question of several items: random legal answers searched besides the
/// heuristic's (their answer spaces are too large to search whole).
pub const MULTI_SAMPLES: usize = 3;
/// Rejected replays tolerated before the first one reaches the question; later,
/// this many more than the iterations done (about half of them failing).
pub const MAX_REJECTIONS: u32 = 20;

/// Why a replay of the unit did not give a game at its question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// The determinized game went another way (a question of someone else, an
    /// answer it did not accept, the unit ended).
    Diverged,
    /// The decision's time ran out during the replay.
    OutOfTime,
}

/// Deal the unit's start at random (what the observer saw drawn pinned on top of
/// the decks) and give it the unit's answers, which are `me`'s own: the game at
/// the question the answers lead to. Whether it is the observer's question is
/// for `reaches` to say.
pub fn replay_unit(unit: &UnitObs, me: PlayerId, rng: &mut Rng, clock: &Clock) -> Result<Game, Miss> {
    let s = determinize_pinned(&unit.start, &unit.drawn, rng);
    let mut g = Game::from_state(s, vec![]);
    for a in &unit.answers {
        if clock.expired() {
            return Err(Miss::OutOfTime);
        }
        match g.question() {
            Some(q) if q.player == me => {}
            _ => return Err(Miss::Diverged),
        }
        if g.answer(&Answer::Many(a.clone())).is_err() {
            return Err(Miss::Diverged);
        }
    }
    Ok(g)
}

/// Is a replayed game at the observed question, in the position the observer
/// sees: the same kind of question, player and keys, the observer's own hand and
/// score pile, every board, and the sizes of every hand, score pile and deck?
pub fn reaches(g: &Game, obs: &Observation) -> bool {
    mismatch(g, obs).is_none()
}

/// What differs between a replayed game and the observation (`reaches`), if anything.
pub fn mismatch(g: &Game, obs: &Observation) -> Option<&'static str> {
    let (Some(q), r) = (g.question(), &obs.question) else { return Some("no question") };
    if q.kind != r.kind || q.player != r.player || q.multi != r.multi || q.min != r.min || q.max != r.max || q.can_pass != r.can_pass {
        return Some("question");
    }
    // The same keys, maybe in another order (a hand's order is not shown).
    let (mut a, mut b) = (q.keys(), r.keys());
    crate::sort::sort(&mut a);
    crate::sort::sort(&mut b);
    if a != b {
        return Some("keys");
    }
    let s = g.state();
    let sorted = |v: &mut Vec<CardId>| {
        crate::sort::sort(v);
        v.clone()
    };
    let known = |cs: &[ObsCard]| {
        let mut v: Vec<CardId> = cs.iter().filter_map(|c| if let ObsCard::Known(id) = c { Some(*id) } else { None }).collect();
        sorted(&mut v)
    };
    let me = obs.me as usize;
    if sorted(&mut s.players[me].hand.clone()) != known(&obs.players[me].hand) {
        return Some("own hand");
    }
    if sorted(&mut s.players[me].score.clone()) != known(&obs.players[me].score) {
        return Some("own score pile");
    }
    for (ps, op) in s.players.iter().zip(&obs.players) {
        if ps.hand.len() != op.hand.len() || ps.score.len() != op.score.len() {
            return Some("hand or score pile sizes");
        }
        for pile in &op.board {
            let real = &ps.board[pile.color.index()];
            if real.cards().len() != pile.cards.len() || real.cards().iter().rev().ne(pile.cards.iter()) || (real.cards().len() >= 2 && real.splay() != pile.splay) {
                return Some("board");
            }
        }
    }
    if !obs.decks.iter().all(|&(set, age, count)| s.deck(set, age).len() == count) {
        return Some("deck sizes");
    }
    None
}

/// The answers searched: every distinct key of a one-item question; for several
/// items, the heuristic's answer and a few random legal ones. The heuristic's
/// answer first (it wins ties).
fn candidates(q: &Question, heuristic: &Answer, rng: &mut Rng) -> Vec<Answer> {
    let norm = |a: &Answer| -> Vec<String> {
        let mut keys = match a {
            Answer::One(k) => vec![k.clone()],
            Answer::Many(v) => v.clone(),
        };
        // The order of the items matters only when ordering a pile.
        if q.kind != QuestionKind::Order {
            crate::sort::sort(&mut keys);
        }
        keys
    };
    let mut out = vec![heuristic.clone()];
    let mut seen = vec![norm(heuristic)];
    let mut add = |a: Answer, out: &mut Vec<Answer>| {
        let k = norm(&a);
        if q.check(&a).is_ok() && !seen.contains(&k) {
            seen.push(k);
            out.push(a);
        }
    };
    if q.multi {
        for _ in 0..4 * MULTI_SAMPLES {
            if out.len() > MULTI_SAMPLES {
                break;
            }
            add(super::random_answer(q, rng), &mut out);
        }
    } else {
        for k in q.keys() {
            add(Answer::One(k), &mut out);
        }
    }
    out
}

/// The next replay that reaches the observed question, counting rejections in
/// `stats`; `None` when time is up or too many were rejected.
fn next_game(obs: &Observation, unit: &UnitObs, stats: &mut SearchStats, clock: &Clock, rng: &mut Rng) -> Option<Game> {
    loop {
        if clock.expired() || stats.rejected >= MAX_REJECTIONS + stats.iterations {
            return None;
        }
        stats.replays += 1;
        match replay_unit(unit, obs.me, rng, clock) {
            Ok(g) if reaches(&g, obs) => return Some(g),
            Err(Miss::OutOfTime) => return None,
            _ => stats.rejected += 1,
        }
    }
}

/// Search a question inside an action (the observer's own, in a unit whose every
/// answer so far is theirs: `obs.unit`): each iteration replays the unit from a
/// new determinization of its start to this question, answers it with a candidate
/// chosen by UCB1, finishes the action with the static rules and plays on as at a
/// turn action (`rollout`). `heuristic`: the static rules' answer, always a
/// candidate. `None` (use the static rules) without a unit, with one candidate,
/// when the replays do not reach the question, or when too few iterations ran for
/// the values to mean anything (fewer than two per candidate).
pub fn search_in_action(obs: &Observation, heuristic: &Answer, budget: &Budget, clock: &Clock, rng: &mut Rng) -> (Option<Answer>, SearchStats) {
    let mut stats = SearchStats::default();
    let Some(unit) = obs.unit.as_deref() else { return (None, stats) };
    let mut cands = candidates(&obs.question, heuristic, rng);
    if cands.len() < 2 {
        return (None, stats);
    }
    let Some(first) = next_game(obs, unit, &mut stats, clock, rng) else { return (None, stats) };
    let base = evaluate(first.state(), obs.me);
    if cands.len() > INSIDE_WIDTH {
        // Too many to search: the best by one-step lookahead on this replay.
        let mut vals: Vec<(usize, f64)> = vec![];
        for (i, a) in cands.iter().enumerate() {
            if clock.expired() {
                return (None, stats);
            }
            let mut x = first.clone();
            let v = match x.answer(a) {
                Ok(()) => {
                    finish_action(&mut x, ACTION_LIMIT);
                    evaluate(x.state(), obs.me)
                }
                Err(_) => f64::MIN,
            };
            // The heuristic's answer stays.
            vals.push((i, if i == 0 { f64::INFINITY } else { v }));
        }
        crate::sort::sort_by(&mut vals, |a, b| b.1.total_cmp(&a.1));
        let keep: Vec<usize> = vals.iter().take(INSIDE_WIDTH).map(|x| x.0).collect();
        cands = (0..cands.len()).filter(|i| keep.contains(i)).map(|i| cands[i].clone()).collect();
    }
    let mut n = vec![0u32; cands.len()];
    let mut w = vec![0f64; cands.len()];
    let mut next = Some(first);
    while stats.iterations < budget.iterations.max(1) {
        let Some(mut g) = next.take().or_else(|| next_game(obs, unit, &mut stats, clock, rng)) else { break };
        stats.iterations += 1;
        let i = ucb(&n, &w);
        let v = simulate(&mut g, &cands[i], obs.me, base);
        n[i] += 1;
        w[i] += v;
        if clock.expired() {
            break;
        }
    }
    stats.actions = (0..cands.len()).map(|i| (cands[i].to_string(), n[i], w[i] / n[i].max(1) as f64)).collect();
    if (stats.iterations as usize) < 2 * cands.len() {
        return (None, stats);
    }
    (Some(cands[best(&n, &w)].clone()), stats)
}
