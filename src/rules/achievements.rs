//! Achievements and the end of the game: standard achievement eligibility, special
//! achievements (claimed at once in the 1st and 3rd editions, at the end of each
//! action in the 4th), and the ways to win.
use crate::cards;
use crate::log::Event;
use crate::model::*;
use crate::rules::ctx::{Ctx, Interrupt, R};
use crate::rules::hooks::{self, query_hooks, Act, QueryKind, When};
use crate::rules::query;
use crate::rules::specials::{Counts, SpecialId};
use crate::state::*;

/// Score needed for a standard achievement of `age`: five times its age, times one
/// more for each standard achievement of that age already held (3rd-edition rules,
/// "Achieve": duplicate achievements; a no-op in the base game), and a top card of
/// that value or higher.
pub fn can_achieve(s: &State, p: PlayerId, c: CardId) -> bool {
    // The top card first: it is the cheaper count, and rules out most ages.
    query::claim_age(s, p) >= cards::age(c) && score_enough(s, p, cards::age(c), query::score(s, p))
}

/// Is `p`'s `score` (as karma may count it for `age`) enough for a standard
/// achievement of `age`, given the ones of that age they hold?
fn score_enough(s: &State, p: PlayerId, age: u8, score: u32) -> bool {
    query::claim_score_from(s, p, age, score) >= 5 * age as u32 * (standard_held(s, p, age) + 1)
}

/// The standard achievements of `age` that `p` holds: the score needed for another
/// grows with them ("Duplicate Achievements", 3rd-edition rules and BGA rules page).
/// A relic is not one: "a Relic in an achievement pile ... is not affected by any
/// rule or effect that affects standard achievements" (BGA rules page, "Relic Cards").
pub fn standard_held(s: &State, p: PlayerId, age: u8) -> u32 {
    s.players[p as usize]
        .achievements
        .iter()
        .filter(|a| matches!(a, Achievement::Card(x) if cards::age(*x) == age && cards::facts(*x).set != CardSet::Relics))
        .count() as u32
}

/// Cards that karma makes `p` able to claim as if they were available standard
/// achievements, and for which `p` is eligible (`achieve <Card>`).
pub fn achievable_cards(s: &State, p: PlayerId) -> Vec<CardId> {
    crate::rules::hooks::listed(s, crate::rules::hooks::ListKind::Achievable, p).into_iter().filter(|&c| s.loc(c).is_some() && can_achieve(s, p, c)).collect()
}

/// Available standard achievements `p` may claim, one per age.
pub fn achievable_ages(s: &State, p: PlayerId) -> Vec<u8> {
    // Eligibility depends on the age only: each age is checked once, with the
    // first available card of that age; the top card's value and the score are
    // counted once.
    let top = query::claim_age(s, p);
    let mut score = None;
    let mut seen = 0u32;
    let mut ages = vec![];
    // Without karma on the score needed, an age whose first achievement the score
    // does not reach (five times the age) is ruled out before the ones held are counted.
    let adjusted = hooks::any_query_hook(s, QueryKind::ClaimScore);
    for &c in &s.available {
        let a = cards::age(c);
        if a <= top && seen & (1 << a) == 0 {
            seen |= 1 << a;
            let score = *score.get_or_insert_with(|| query::score(s, p));
            if (adjusted || score >= 5 * a as u32) && score_enough(s, p, a, score) {
                ages.push(a);
            }
        }
    }
    crate::sort::sort(&mut ages);
    ages
}

/// The next special achievement to claim among the players `who` (bits): the first
/// player in turn order from `first` for whom the condition of an available
/// special holds, and the first such special in the list (not one of `passed`,
/// bits of list positions). Players who become eligible at the same moment claim
/// in turn order, "the current player winning ties" (3rd-edition rules, "Special
/// Achievements"); with different specials too, since each claim may win the game
/// at once. Returns the special's position, the claimant and the special.
/// `karma`: the players whose counts karma changes (`hooks::count_karma_owners`);
/// the others' are read from their boards alone. (No allocation: the check after
/// every act runs this.)
fn next_claim(s: &State, first: PlayerId, who: u32, karma: u32, passed: u64) -> Option<(usize, PlayerId, SpecialId)> {
    debug_assert!(s.specials.len() <= 64);
    for p in s.turn_order(first).filter(|&p| who & 1 << p != 0) {
        let mut n = Counts::new(s, p, karma & 1 << p != 0);
        if let Some(j) = (0..s.specials.len()).find(|&j| passed & 1 << j == 0 && s.specials[j].def().holds.is_some_and(|holds| holds(&mut n))) {
            return Some((j, p, s.specials[j]));
        }
    }
    None
}

/// An available special achievement whose condition holds for a player, every
/// player's counts read in full (1st and 3rd editions, the game not over): there
/// should be none between answers of a game played from its start, since they
/// are claimed at once (checked by self-play; what lets the check after every act
/// read only the players whose counts changed).
pub fn unclaimed_special(s: &State) -> Option<(PlayerId, SpecialId)> {
    if s.rules().fourth() || s.is_over() {
        return None;
    }
    next_claim(s, 0, u32::MAX, u32::MAX, 0).map(|(_, p, sp)| (p, sp))
}

/// Claim every available special achievement whose condition holds for one of
/// the players `who` (bits), ties broken in turn order starting with `first`.
async fn claim_holding(cx: &mut Ctx, first: PlayerId, mut who: u32) -> R {
    if cx.s().is_over() {
        return Ok(());
    }
    let mut passed = 0u64;
    while let Some((j, p, sp)) = next_claim(cx.s(), first, who, hooks::count_karma_owners(cx.s()), passed) {
        claim_special(cx, p, sp).await?;
        // The claim (and what it triggered) may change anyone's counts, and meet the
        // condition of a special earlier in the list (Cai Lun's karma foreshadows a
        // card before its owner claims: a seventh in the forecast is Destiny's):
        // look again at everyone. A special still available (a karma acted instead
        // of the claim) is passed over until a claim succeeds, so that this ends.
        who = u32::MAX;
        passed = if cx.s().specials.contains(&sp) { passed | 1 << j } else { 0 };
    }
    Ok(())
}

/// 1st and 3rd editions, after every change: special achievements are taken at
/// once, "the current player winning ties" (3rd-edition rules, "Special
/// Achievements").
pub async fn specials_at_once(cx: &mut Ctx) -> R {
    let first = cx.s().current_player().unwrap_or(0);
    // Only the players whose counts may have changed: the others met no condition
    // when last checked (`Ctx::unchecked`). The owners of count karma are checked
    // every time: their counts may change unmarked (a card into their hand).
    let who = cx.unchecked.get() | hooks::count_karma_owners(cx.s());
    claim_holding(cx, first, who).await?;
    karma_win_at_once(cx).await?;
    cx.unchecked.set(hooks::count_karma_owners(cx.s()));
    Ok(())
}

/// Would `specials_at_once` do anything now: claim a special achievement, or check
/// the achievement win for count karma? If not, it is done here, from its hook's
/// `applies`: the players checked are marked checked, as the check itself does at
/// its end, and no future is made for it (nearly every act comes here, and nearly
/// none claims anything). The marks cleared stay visible to the later hooks of the
/// same dispatch (`Ctx::checked_in_dispatch`: the Cities' win with flags reads
/// them), which saw them before the check ran.
pub fn specials_due(cx: &Ctx) -> bool {
    let s = cx.s();
    let karma = hooks::count_karma_owners(s);
    let due = !s.is_over() && (next_claim(s, s.current_player().unwrap_or(0), cx.unchecked.get() | karma, karma, 0).is_some() || karma_win_due(s));
    if !due {
        cx.checked_in_dispatch.set(cx.checked_in_dispatch.get() | cx.unchecked.get());
        cx.unchecked.set(karma);
    }
    due
}

/// 3rd edition, with karma that counts achievements (Figures: "counts as an
/// achievement", Niccolo Machiavelli): such a count changes without anyone
/// achieving (a splay, a meld), and "someone has enough achievements - that
/// someone wins the game" (3rd-edition rules, "Game end"); so after every change
/// the achievement win is checked too, in turn order from the current player.
async fn karma_win_at_once(cx: &mut Ctx) -> R {
    if !karma_win_due(cx.s()) {
        return Ok(());
    }
    wins_at_once(cx).await
}

fn karma_win_due(s: &State) -> bool {
    !s.is_over() && cards::any_hooks(s.rules()) && query_hooks(s, QueryKind::Achievements).next().is_some()
}

/// The achievement win checked for every player, in turn order from the current
/// player (3rd edition, where counts change without an achievement being claimed:
/// karma, and the Cities' flags and fountains).
pub async fn wins_at_once(cx: &mut Ctx) -> R {
    // (With Cities this runs after every act, and nearly always no one has enough:
    // then nothing is listed and no player's check is awaited.)
    let s = cx.s();
    let need = s.config.achievements_to_win;
    if !query::anyone_may_have(s, need) {
        return Ok(());
    }
    let first = s.current_player().unwrap_or(0);
    for p in cx.s().players_from(first) {
        win_at_once(cx, p).await?;
    }
    Ok(())
}

/// 1st and 3rd editions: enough achievements wins at once (a team counts its
/// achievements together).
pub async fn win_at_once(cx: &mut Ctx, p: PlayerId) -> R {
    if query::achievements(cx.s(), p) >= cx.s().config.achievements_to_win && !cx.winning.contains(&p) {
        // Karma may act first ("if an opponent would win", Figures).
        cx.would_win(p).await?;
        if cx.s().is_over() {
            return Err(Interrupt::GameOver);
        }
        let winners = cx.s().team(p);
        return Err(end_game(cx, Outcome { winners, reason: EndReason::Achievements }).await);
    }
    Ok(())
}

/// 4th edition, at the end of each action: special achievements first (ties to the
/// first eligible player to the left of the current player), then the achievement
/// win: the player with the most achievements among those with enough, ties to the
/// first to the left of the current player (4th-edition rulebook, "Achievements"
/// and "Achievements" under winning).
pub async fn end_of_action(cx: &mut Ctx) -> R {
    let Some(current) = cx.s().current_player() else { return Ok(()) };
    let n = cx.s().num_players() as PlayerId;
    let left = (current + 1) % n;
    claim_holding(cx, left, u32::MAX).await?;
    let s = cx.s();
    let need = s.config.achievements_to_win;
    let mut best: Option<(usize, PlayerId)> = None;
    for p in s.players_from(left) {
        let have = query::achievements(s, p);
        if have >= need && best.map(|(b, _)| have > b).unwrap_or(true) {
            best = Some((have, p));
        }
    }
    if let Some((_, p)) = best {
        let winners = cx.s().team(p);
        return Err(end_game(cx, Outcome { winners, reason: EndReason::Achievements }).await);
    }
    Ok(())
}

/// A player and their teammates.
/// Claim a special achievement if it is still available.
pub async fn claim_special(cx: &mut Ctx, p: PlayerId, sp: SpecialId) -> R {
    if !cx.s().specials.contains(&sp) || cx.instead(&Act::ClaimSpecial { player: p }).await? {
        return Ok(());
    }
    if cx.take_special(p, sp) {
        cx.log_event(Event::Special { player: p, special: sp });
        cx.trigger(When::After, &Act::ClaimSpecial { player: p }).await?;
    }
    Ok(())
}

pub async fn end_game(cx: &mut Ctx, outcome: Outcome) -> Interrupt {
    if !cx.s().is_over() {
        cx.log_event(Event::GameEnd { outcome: outcome.clone() });
        cx.state_mut().phase = Phase::Over(outcome);
    }
    Interrupt::GameOver
}

/// Someone tried to draw above the highest age: the highest score wins (a team
/// adds its scores), ties broken by achievements; a tie that remains is a draw,
/// except in the 1st edition, where the tied players share the victory
/// (rulebook-1st-edition-italian-iello.txt, "Vittoria tramite influenza": "la
/// vittoria è condivisa"). Karma may act first on the win (`Act::Win`, Figures:
/// "if an opponent would win"); the scores are then counted again.
pub async fn end_by_score(cx: &mut Ctx) -> Interrupt {
    if let Some(&w) = score_outcome(cx.s()).winners.first() {
        if let Err(i) = cx.would_win(w).await {
            return i;
        }
        if cx.s().is_over() {
            return Interrupt::GameOver;
        }
    }
    let outcome = score_outcome(cx.s());
    end_game(cx, outcome).await
}

fn score_outcome(s: &State) -> Outcome {
    let mut teams: Vec<u8> = s.all_players().into_iter().map(|p| s.team_of(p)).collect();
    crate::sort::sort(&mut teams);
    teams.dedup();
    let team_score = |t: u8| -> (u32, usize) {
        let members: Vec<PlayerId> = s.all_players().into_iter().filter(|&p| s.team_of(p) == t).collect();
        (members.iter().map(|&p| query::score(s, p)).sum(), members.first().map(|&p| query::achievements(s, p)).unwrap_or(0))
    };
    let best = teams.iter().map(|&t| team_score(t)).max().unwrap_or((0, 0));
    let winning: Vec<u8> = teams.iter().copied().filter(|&t| team_score(t) == best).collect();
    let shared = s.edition() == Edition::First;
    // A member out of the game wins with the team (`State::team`).
    let winners = if winning.len() == 1 || shared { (0..s.num_players() as PlayerId).filter(|&p| winning.contains(&s.team_of(p))).collect() } else { vec![] };
    Outcome { winners, reason: EndReason::Score }
}

/// Claim one of the available standard achievements that `keep` allows ("claim an
/// achievement of value ..., regardless of eligibility": standard achievements only,
/// BGA rules page, glossary "Claim an/any achievement"), the
/// cards karma makes count as available for `p` included (Cai Lun's forecast,
/// Amina Sukhera's top cards: `Ctx::available_achievements`). Those lying face
/// down are chosen by value (`age N`, one choice per value); nothing happens
/// when none is allowed. Returns the card claimed.
pub async fn claim_where(cx: &mut Ctx, p: PlayerId, keep: impl Fn(&Ctx, CardId) -> bool, prompt: &str) -> R<Option<CardId>> {
    let cands: Vec<CardId> = cards::by_age_title(&cx.available_achievements(p)).into_iter().filter(|&c| keep(cx, c)).collect();
    let Some(c) = cx.choose_card(p, &cands, false, crate::question::Intent::Achieve, prompt).await? else { return Ok(None) };
    cx.achieve(p, c).await?;
    Ok(Some(c))
}
