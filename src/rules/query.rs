//! The counts the rules use, after the hooks that change them (`QueryHook`: karma
//! such as "each card in your hand counts as a crown"). Sharing and demands,
//! special achievements, achieving, winning and the view all read these, never the
//! raw counts of `State`. Visible bonuses add to the score and visible flags and
//! fountains to the achievements (3rd-edition expansions; no base card prints them).
use crate::cards::Mark;
use crate::model::*;
use crate::rules::hooks::{query_hooks, QueryKind};
use crate::state::State;

/// Visible icons of a player, by `Icon::index()`.
pub fn icon_counts(s: &State, p: PlayerId) -> [usize; 7] {
    icon_counts_from(s, p, s.icon_counts(p))
}

/// `icon_counts` from the board's own counts (`State::icon_counts`), counted already.
pub fn icon_counts_from(s: &State, p: PlayerId, board: [usize; 7]) -> [usize; 7] {
    // (Most games: no hook adjusts icons, and the special achievements' check
    // reads them after nearly every act.)
    if no_query_hooks(s) {
        return board;
    }
    let mut v = board.map(|n| n as i64);
    adjust(s, p, QueryKind::Icons, &mut v);
    v.map(|n| n.max(0) as usize)
}

pub fn icon_count(s: &State, p: PlayerId, icon: Icon) -> usize {
    if no_query_hooks(s) {
        return s.icon_count(p, icon);
    }
    icon_counts(s, p)[icon.index()]
}

/// Has no card and no set of this game a query hook? (Most games: then a count is
/// the board's own, and no iterator over boards is built. Test cards bring their
/// own hooks.)
fn no_query_hooks(s: &State) -> bool {
    !crate::cards::any_hooks(s.rules()) && crate::sets::queries(s.rules()).next().is_none() && !cfg!(test)
}

/// Let the query hooks of `kind` adjust `v` for `p` (one number, or several: the
/// icons, or a value and what it is for).
fn adjust(s: &State, p: PlayerId, kind: QueryKind, v: &mut [i64]) {
    if no_query_hooks(s) || !crate::rules::hooks::any_query_hook(s, kind) {
        return;
    }
    for (src, h) in query_hooks(s, kind) {
        (h.adjust)(s, src, p, v);
    }
}

fn one(s: &State, p: PlayerId, kind: QueryKind, base: i64) -> i64 {
    let mut v = [base];
    adjust(s, p, kind, &mut v);
    v[0]
}

/// The values of the bonuses on `p`'s board: the visible ones, in the order of the
/// board, then the cards a karma makes count as bonuses of their value (Zhang Heng:
/// `ListKind::Bonuses`). Card code that reads bonuses reads them here.
pub fn bonuses(s: &State, p: PlayerId) -> Vec<u8> {
    let mut out = s.visible_bonuses(p);
    out.extend(karma_bonuses(s, p).into_iter().map(|c| s.value(c)));
    out
}

/// The cards a karma makes count as bonuses on `p`'s board (`ListKind::Bonuses`).
pub fn karma_bonuses(s: &State, p: PlayerId) -> Vec<CardId> {
    if !crate::cards::any_hooks(s.rules()) {
        return vec![];
    }
    crate::rules::hooks::listed(s, crate::rules::hooks::ListKind::Bonuses, p)
}

/// Points of the bonuses: the highest counts its value, every other one 1
/// (3rd-edition rules, "Bonuses").
pub fn bonus_points(s: &State, p: PlayerId) -> u32 {
    // (Counted without collecting them: every score is counted this way.)
    let (mut n, mut top) = (0u32, 0u32);
    let mut add = |v: u8| {
        n += 1;
        top = top.max(v as u32);
    };
    s.for_each_visible_bonus(p, &mut add);
    for c in karma_bonuses(s, p) {
        add(s.value(c));
    }
    if n == 0 {
        0
    } else {
        top + n - 1
    }
}

/// The value of `p`'s highest top card for claiming an achievement (karma may raise it).
pub fn claim_age(s: &State, p: PlayerId) -> u8 {
    one(s, p, QueryKind::ClaimAge, s.highest_top_age(p) as i64).clamp(0, u8::MAX as i64) as u8
}

/// The value of the top card `p`'s `color` pile counts as having for taking a Draw
/// or Inspire action: its top card's value (0 without one), as karma may change it.
pub fn action_top_value(s: &State, p: PlayerId, color: Color) -> u8 {
    let base = s.top_value(p, color).unwrap_or(0) as i64;
    let mut v = [base, color.index() as i64];
    adjust(s, p, QueryKind::ActionTopValue, &mut v);
    v[0].clamp(0, u8::MAX as i64) as u8
}

/// The value a Draw action of `p` draws: their highest top card, as karma may
/// count their colours for it (`action_top_value`).
pub fn draw_action_age(s: &State, p: PlayerId) -> u8 {
    if no_query_hooks(s) || !crate::rules::hooks::any_query_hook(s, QueryKind::ActionTopValue) {
        return s.highest_top_age(p);
    }
    Color::ALL.iter().map(|&c| action_top_value(s, p, c)).max().unwrap_or(0)
}

/// The points `p` counts toward claiming a standard achievement of value `age`:
/// the score, and what karma adds for that value.
pub fn claim_score(s: &State, p: PlayerId, age: u8) -> u32 {
    claim_score_from(s, p, age, score(s, p))
}

/// `claim_score` from `p`'s score counted already (`score`), for several ages.
pub fn claim_score_from(s: &State, p: PlayerId, age: u8, score: u32) -> u32 {
    let mut v = [score as i64, age as i64];
    adjust(s, p, QueryKind::ClaimScore, &mut v);
    v[0].max(0) as u32
}

/// How much lower each requirement of a special achievement is for `p` (Figures:
/// Hedy Lamarr's karma). The special achievements' conditions read it.
pub fn special_ease(s: &State, p: PlayerId) -> usize {
    if !crate::cards::any_hooks(s.rules()) {
        return 0;
    }
    one(s, p, QueryKind::SpecialEase, 0).max(0) as usize
}

/// A value printed in a box of an effect of `p` (Figures: Albert Einstein's karma
/// makes it a 10). See `Ctx::boxed`.
pub fn value_box(s: &State, p: PlayerId, v: u8) -> u8 {
    if !crate::cards::any_hooks(s.rules()) {
        return v;
    }
    one(s, p, QueryKind::ValueBox, v as i64).clamp(0, u8::MAX as i64) as u8
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
    if !crate::cards::prints(s.rules(), Slot::Flag.kind_bit() | Slot::Fountain.kind_bit()) {
        return (flags, fountains);
    }
    for color in Color::ALL {
        let marks = s.pile_marks(p, color);
        fountains += Mark::Fountain.count(marks);
        let flags_here = Mark::Flag.count(marks);
        if flags_here > 0 {
            let mine = s.visible_cards(p, color);
            // (The opponents without a list: this runs after every act.)
            if (0..s.num_players() as PlayerId).all(|q| q == p || s.is_eliminated(q) || !s.are_opponents(p, q) || s.visible_cards(q, color) <= mine) {
                flags += flags_here;
            }
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
}

impl AchievementCount {
    /// The number that counts for winning.
    pub fn total(&self) -> usize {
        (self.claimed as i64 + self.flags as i64 + self.fountains as i64 + self.karma).max(0) as usize
    }
}

/// One player's count, without their teammates'.
fn player_count(s: &State, p: PlayerId) -> AchievementCount {
    let claimed = s.players[p as usize].achievements.len();
    let (flags, fountains) = flag_achievements(s, p);
    let base = claimed + flags + fountains;
    let total = one(s, p, QueryKind::Achievements, base as i64).max(0);
    AchievementCount { claimed, flags, fountains, karma: total - base as i64 }
}

pub fn achievement_count(s: &State, p: PlayerId) -> AchievementCount {
    let mut n = AchievementCount::default();
    for q in (0..s.num_players() as PlayerId).filter(|&q| s.teammates(p, q) && !s.is_eliminated(q)) {
        let c = player_count(s, q);
        n.claimed += c.claimed;
        n.flags += c.flags;
        n.fountains += c.fountains;
        n.karma += c.karma;
    }
    n
}

/// The achievements a player counts for winning (the whole team's together).
pub fn achievements(s: &State, p: PlayerId) -> usize {
    achievement_count(s, p).total()
}

/// May a player (a team) count `need` achievements now? Every visible flag and
/// fountain counted, no pile compared, unless a hook adjusts the count (then the
/// counts themselves). The achievement win checked after every act with Cities
/// asks this first: nearly always no one comes near.
pub fn anyone_may_have(s: &State, need: usize) -> bool {
    if !no_query_hooks(s) && crate::rules::hooks::any_query_hook(s, QueryKind::Achievements) {
        return s.turn_order(0).any(|p| achievements(s, p) >= need);
    }
    // (By team: a game has at most four; teams folded together would only raise
    // the bound.)
    let mut teams = [0; 4];
    for q in s.turn_order(0) {
        let shown: usize = Color::ALL.into_iter().map(|c| s.pile_marks(q, c)).map(|m| Mark::Flag.count(m) + Mark::Fountain.count(m)).sum();
        teams[s.team_of(q) as usize % 4] += s.players[q as usize].achievements.len() + shown;
    }
    teams.into_iter().any(|n| n >= need)
}

/// The achievements one player counts, without their teammates' (Figures: "no
/// other player has as many achievements as you").
pub fn player_achievements(s: &State, p: PlayerId) -> usize {
    player_count(s, p).total()
}

/// The echo effects visible in each colour of `p`'s board (by `Color::index()`),
/// for what counts them (History, Photography): with each visible hexagon while
/// it counts as one (Figures, Stephen Hawking; a Dogma action executes those
/// through `sets::figures::hex_echo`).
pub fn echo_effects_per_colour(s: &State, p: PlayerId) -> [usize; 5] {
    let hex = crate::sets::figures::hex_echo(s, p).is_some();
    Color::ALL.map(|c| {
        let marks = s.pile_marks(p, c);
        crate::cards::Mark::Echo.count(marks) + if hex { crate::cards::Mark::Hex.count(marks) } else { 0 }
    })
}

/// The cards in a player's hand as the rules count them: those in it and those
/// that karma makes count as being in it (`ListKind::Hand`), by age then title.
pub fn hand(s: &State, p: PlayerId) -> Vec<CardId> {
    with_listed(s, s.hand(p), crate::rules::hooks::ListKind::Hand, p)
}

/// Whether `p`'s hand as the rules count it holds any card, and whether it holds
/// a card of the type of `set` (a relic's type is its set's: "the type of a card is
/// which expansion it comes from", and a relic's back is its set's): the Echoes
/// draw rule and the City draw read it.
pub fn hand_holds(s: &State, p: PlayerId, set: CardSet) -> (bool, bool) {
    let read = |cs: &[CardId]| (!cs.is_empty(), cs.iter().any(|&c| crate::sets::artifacts::card_type(c) == set));
    if crate::cards::any_hooks(s.rules()) { read(&hand(s, p)) } else { read(s.hand(p)) }
}

/// The cards in a player's score pile as the rules count them: those in it and
/// those that karma makes count as being in it (`ListKind::ScorePile`), by age
/// then title.
pub fn score_pile(s: &State, p: PlayerId) -> Vec<CardId> {
    with_listed(s, s.score_pile(p), crate::rules::hooks::ListKind::ScorePile, p)
}

fn with_listed(s: &State, zone: &[CardId], kind: crate::rules::hooks::ListKind, p: PlayerId) -> Vec<CardId> {
    let mut out = zone.to_vec();
    if crate::cards::any_hooks(s.rules()) {
        let own = out.len();
        for c in crate::rules::hooks::listed(s, kind, p) {
            if !out.contains(&c) {
                out.push(c);
            }
        }
        // The cards karma adds take their places in the zone's order (`State::place`).
        if out.len() > own {
            crate::sort::sort_by_key(&mut out, |&c| crate::cards::age_title(c));
        }
    }
    out
}
