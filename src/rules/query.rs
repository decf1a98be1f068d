//! The counts the rules use, after the hooks that change them (`QueryHook`: karma
//! such as "each card in your hand counts as a crown"). Sharing and demands,
//! special achievements, achieving, winning and the view all read these, never the
//! raw counts of `State`. Visible bonuses add to the score and visible flags and
//! fountains to the achievements (3rd-edition expansions; no base card prints them).
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
    if !crate::cards::any_hooks(s.rules()) && crate::sets::queries(s.rules()).next().is_none() && cfg!(not(test)) {
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

/// Points of the visible bonuses: the highest counts its value, every other one 1
/// (3rd-edition rules, "Bonuses").
pub fn bonus_points(s: &State, p: PlayerId) -> u32 {
    let mut bonuses: Vec<u32> = s.visible_board_slots(p).into_iter().filter_map(|(_, x)| if let Slot::Bonus(v) = x { Some(v as u32) } else { None }).collect();
    bonuses.sort_unstable();
    match bonuses.pop() {
        Some(top) => top + bonuses.len() as u32,
        None => 0,
    }
}

/// The value of `p`'s highest top card for claiming an achievement (karma may raise it).
pub fn claim_age(s: &State, p: PlayerId) -> u8 {
    one(s, p, QueryKind::ClaimAge, s.highest_top_age(p) as i64).clamp(0, u8::MAX as i64) as u8
}

/// The points `p` counts toward claiming a standard achievement of value `age`:
/// the score, and what karma adds for that value.
pub fn claim_score(s: &State, p: PlayerId, age: u8) -> u32 {
    let base = score(s, p) as i64;
    let hooks = query_hooks(s);
    let mut v = [base, age as i64];
    for (src, h) in hooks.iter().filter(|(_, h)| h.query == QueryKind::ClaimScore) {
        (h.adjust)(s, *src, p, &mut v);
    }
    v[0].max(0) as u32
}

/// A player's score: the total value of their score pile, the visible bonuses, and
/// what karma adds.
pub fn score(s: &State, p: PlayerId) -> u32 {
    let base = s.score(p) as i64 + bonus_points(s, p) as i64;
    one(s, p, QueryKind::Score, base).max(0) as u32
}

/// Achievements that visible flags and fountains give a player (Cities: a fountain
/// counts while visible; a flag counts if no opponent has more visible cards of its
/// colour: 3rd-edition rules, "Special icons"): (flags, fountains).
pub fn flag_achievements(s: &State, p: PlayerId) -> (usize, usize) {
    let (mut flags, mut fountains) = (0, 0);
    for (c, x) in s.visible_board_slots(p) {
        match x {
            Slot::Fountain => fountains += 1,
            Slot::Flag => {
                let color = crate::cards::color(c);
                let mine = s.visible_cards(p, color);
                if s.opponents(p).into_iter().all(|q| s.visible_cards(q, color) <= mine) {
                    flags += 1;
                }
            }
            _ => {}
        }
    }
    (flags, fountains)
}

/// The achievements a player counts for winning, by where they come from (the
/// whole team's together).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct AchievementCount {
    /// Achievements in their achievements piles (standard, special, decrees, relics).
    pub claimed: usize,
    /// Visible flags and fountains that count (Cities).
    pub flags: usize,
    pub fountains: usize,
    /// What karma adds (or takes away).
    pub karma: i64,
    #[serde(skip)]
    pub total: usize,
}

pub fn achievement_count(s: &State, p: PlayerId) -> AchievementCount {
    let team: Vec<PlayerId> = (0..s.num_players() as PlayerId).filter(|&q| s.teammates(p, q) && !s.is_eliminated(q)).collect();
    let mut n = AchievementCount::default();
    for q in team {
        let claimed = s.players[q as usize].achievements.len();
        let (flags, fountains) = flag_achievements(s, q);
        let base = claimed + flags + fountains;
        let total = one(s, q, QueryKind::Achievements, base as i64).max(0) as usize;
        n.claimed += claimed;
        n.flags += flags;
        n.fountains += fountains;
        n.karma += total as i64 - base as i64;
        n.total += total;
    }
    n
}

/// The achievements a player counts for winning (the whole team's together).
pub fn achievements(s: &State, p: PlayerId) -> usize {
    achievement_count(s, p).total
}
