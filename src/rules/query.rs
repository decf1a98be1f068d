//! The counts the rules use, after the hooks that change them (`QueryHook`: karma
//! such as "each card in your hand counts as a crown"). Sharing and demands,
//! special achievements, achieving, winning and the view all read these, never the
//! raw counts of `State`.
use crate::model::*;
use crate::rules::hooks::{query_hooks, QueryKind};
use crate::state::State;

/// Visible icons of a player, by `Icon::index()`.
pub fn icon_counts(s: &State, p: PlayerId) -> [usize; 7] {
    let base = s.icon_counts(p);
    let hooks = query_hooks(s);
    if hooks.is_empty() {
        return base;
    }
    let mut v: Vec<i64> = base.iter().map(|&n| n as i64).collect();
    for (src, h) in hooks.iter().filter(|(_, h)| h.query == QueryKind::Icons) {
        (h.adjust)(s, *src, p, &mut v);
    }
    let mut out = [0; 7];
    for (o, n) in out.iter_mut().zip(v) {
        *o = n.max(0) as usize;
    }
    out
}

pub fn icon_count(s: &State, p: PlayerId, icon: Icon) -> usize {
    if !crate::cards::any_hooks(s.rules()) && cfg!(not(test)) {
        return s.icon_count(p, icon);
    }
    icon_counts(s, p)[icon.index()]
}

fn one(s: &State, p: PlayerId, kind: QueryKind, base: i64) -> i64 {
    let mut v = [base];
    for (src, h) in query_hooks(s).iter().filter(|(_, h)| h.query == kind) {
        (h.adjust)(s, *src, p, &mut v);
    }
    v[0]
}

/// A player's score (the total value of their score pile, and what karma adds).
pub fn score(s: &State, p: PlayerId) -> u32 {
    one(s, p, QueryKind::Score, s.score(p) as i64).max(0) as u32
}

/// The achievements a player counts for winning (the whole team's together).
pub fn achievements(s: &State, p: PlayerId) -> usize {
    let team: Vec<PlayerId> = (0..s.num_players() as PlayerId).filter(|&q| s.teammates(p, q)).collect();
    team.iter().map(|&q| one(s, q, QueryKind::Achievements, s.players[q as usize].achievements.len() as i64).max(0) as usize).sum()
}
