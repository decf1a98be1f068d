//! The strong bot's search at turn-action questions: determinized flat Monte Carlo
//! with UCB1 over the root actions (a one-level information-set MCTS).
//!
//! Each iteration samples a determinization of the observation (hidden cards dealt
//! at random consistently with what the bot sees), picks a root action by UCB1,
//! applies it, and plays on with the heuristic policy (one-step lookahead for turn
//! actions, static rules inside actions) for every player until the bot's next
//! turn begins, or the game ends. The position is then scored by the static
//! evaluation squashed to [0, 1] (a finished game scores 1, 0.5 or 0).
//!
//! Only the root actions whose heuristic value (on a first determinization) is
//! among the best `WIDTH` are searched, so that the budget is spent on plausible
//! moves. The answer is the action of best mean value among those visited at least half
//! as often as the most visited one.
use super::determinize::determinize;
use super::eval::evaluate;
use super::heuristic::{self, finish_action, greedy_action, ACTION_LIMIT};
use super::observation::Observation;
use super::{Budget, Clock};
use crate::game::Game;
use crate::model::PlayerId;
use crate::question::{Answer, QuestionKind};
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

/// Play on with the heuristic policy until `me`'s next turn begins (or the game ends).
pub fn rollout(g: &mut Game, me: PlayerId) {
    let mut others_acted = false;
    let mut actions = 0;
    while let Some(q) = g.question() {
        if q.kind == QuestionKind::Action {
            if q.player == me && others_acted || actions >= HORIZON_ACTIONS {
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
        vals.sort_by(|a, b| b.1.total_cmp(&a.1));
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
        let total: u32 = n.iter().sum();
        let i = (0..cands.len())
            .map(|i| {
                let u = if n[i] == 0 {
                    f64::INFINITY
                } else {
                    w[i] / n[i] as f64 + EXPLORATION * ((total.max(1) as f64).ln() / n[i] as f64).sqrt()
                };
                (i, u)
            })
            .fold((0, f64::MIN), |b, x| if x.1 > b.1 { x } else { b })
            .0;
        let v = match g.answer(&Answer::One(cands[i].clone())) {
            Ok(()) => {
                if finish_action(&mut g, ACTION_LIMIT) {
                    rollout(&mut g, obs.me);
                }
                squash(evaluate(g.state(), obs.me), base)
            }
            Err(_) => 0.0,
        };
        n[i] += 1;
        w[i] += v;
    }
    // The best mean among the well-visited actions.
    let most = n.iter().copied().max().unwrap_or(0);
    let mean = |i: usize| w[i] / n[i].max(1) as f64;
    let best = (0..cands.len()).filter(|&i| 2 * n[i] >= most).fold(None, |b: Option<usize>, i| match b {
        Some(j) if mean(j) >= mean(i) => Some(j),
        _ => Some(i),
    });
    let best = best.unwrap_or(0);
    stats.actions = (0..cands.len()).map(|i| (cands[i].clone(), n[i], w[i] / n[i].max(1) as f64)).collect();
    (cands[best].clone(), stats)
}
