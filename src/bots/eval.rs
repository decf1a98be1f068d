//! A fast static evaluation of a position for one player (in "points"; one
//! achievement is worth 100). Used by the heuristic bot and at the leaves of the
//! search bot's simulations.
use crate::rules::{achievements, query};
use crate::cards;
use crate::model::*;
use crate::state::*;

pub const WIN: f64 = 100_000.0;

/// How good the position of `p` is on its own.
pub fn player_value(s: &State, p: PlayerId) -> f64 {
    let ps = &s.players[p as usize];
    let to_win = s.config.achievements_to_win as f64;
    let ach = query::achievements(s, p) as f64;
    // Achievements dominate; each one closer to the goal is worth a bit more.
    let mut v = 100.0 * ach + 15.0 * (ach / to_win).powi(2) * to_win;

    let score = query::score(s, p) as f64;
    let max_top = s.highest_top_age(p);
    v += 2.0 * score.min(60.0) + 0.5 * (score - 60.0).max(0.0);
    // Eligibility for the available standard achievements.
    let claimable = achievements::achievable_ages(s, p).len() as f64;
    v += 30.0 * claimable.min(2.0);
    // Progress toward the lowest achievement not yet claimable.
    if let Some(next) = s.available.iter().map(|&c| cards::age(c)).filter(|&a| !(score >= 5.0 * a as f64 && max_top >= a)).min() {
        let need = 5.0 * next as f64;
        v += 10.0 * (score / need).min(1.0) + if max_top >= next { 5.0 } else { 0.0 };
    }

    // The board: top-card ages (what you draw and what your dogmas do), colours, splays.
    let tops = s.top_cards(p);
    v += 9.0 * max_top as f64;
    v += 2.0 * tops.iter().map(|&c| cards::age(c) as f64).sum::<f64>();
    v += 3.0 * tops.len() as f64;
    for pile in &ps.board {
        v += match pile.splay() {
            Splay::None => 0.0,
            Splay::Left => 1.5,
            Splay::Right => 4.0,
            Splay::Up | Splay::Aslant => 5.0,
        };
    }
    let icons = query::icon_counts(s, p);
    v += 0.8 * s.rules().icons().iter().map(|i| icons[i.index()] as f64).sum::<f64>();

    // Hand: options for the future.
    v += ps.hand.iter().map(|&c| 2.5 + 0.4 * cards::age(c) as f64).sum::<f64>().min(30.0);
    v
}

/// Power of the dogmas on `p`'s board against the other players: featured icons
/// where `p` has more (demands hit them, they cannot share) or fewer.
fn dogma_edge(s: &State, p: PlayerId, others: &[PlayerId]) -> f64 {
    if others.is_empty() {
        return 0.0;
    }
    let mine = query::icon_counts(s, p);
    let theirs: Vec<[usize; 7]> = others.iter().map(|&q| query::icon_counts(s, q)).collect();
    let mut e = 0.0;
    for c in s.top_cards(p) {
        let Some(i) = s.featured(c) else { continue };
        let w = 1.0 + 0.15 * cards::age(c) as f64;
        for t in &theirs {
            e += if mine[i.index()] > t[i.index()] { 2.0 * w } else { -w };
        }
    }
    e / others.len() as f64
}

/// The position from `me`'s side: its value minus the strongest opposition.
pub fn evaluate(s: &State, me: PlayerId) -> f64 {
    if let Phase::Over(o) = &s.phase {
        return if o.winners.is_empty() {
            0.0
        } else if o.winners.iter().any(|&w| s.teammates(w, me)) {
            WIN
        } else {
            -WIN
        };
    }
    let n = s.num_players() as PlayerId;
    let opps: Vec<PlayerId> = (0..n).filter(|&q| s.are_opponents(me, q)).collect();
    let mates: Vec<PlayerId> = (0..n).filter(|&q| !s.are_opponents(me, q)).collect();
    let value = |p: PlayerId| {
        let others: Vec<PlayerId> = (0..n).filter(|&q| s.are_opponents(p, q)).collect();
        player_value(s, p) + dogma_edge(s, p, &others)
    };
    let mine = mates.iter().map(|&p| value(p)).sum::<f64>() / mates.len() as f64;
    if opps.is_empty() {
        return mine;
    }
    let vals: Vec<f64> = opps.iter().map(|&p| value(p)).collect();
    let max = vals.iter().cloned().fold(f64::MIN, f64::max);
    let mean = vals.iter().sum::<f64>() / vals.len() as f64;
    mine - (0.6 * max + 0.4 * mean)
}
