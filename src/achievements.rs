//! Achievements and the end of the game: standard achievement eligibility,
//! special achievements (claimed the moment their condition holds), and the
//! three ways to win.
use crate::cards;
use crate::engine::{Ctx, Interrupt, R};
use crate::log::Event;
use crate::model::*;
use crate::state::*;

/// Score needed for a standard achievement of `age`: five times its age, times one
/// more for each standard achievement of that age already held (3rd-edition rules,
/// "Achieve": duplicate achievements; a no-op in the base game).
pub fn can_achieve(s: &State, p: PlayerId, c: CardId) -> bool {
    let age = cards::age(c);
    let held = s.players[p as usize]
        .achievements
        .iter()
        .filter(|a| matches!(a, Achievement::Card(x) if cards::age(*x) == age))
        .count() as u32;
    s.score(p) >= 5 * age as u32 * (held + 1) && s.highest_top_age(p) >= age
}

/// Available standard achievements `p` may claim, one per age.
pub fn achievable_ages(s: &State, p: PlayerId) -> Vec<u8> {
    let mut ages: Vec<u8> = s.available.iter().copied().filter(|&c| can_achieve(s, p, c)).map(cards::age).collect();
    ages.sort();
    ages.dedup();
    ages
}

fn special_holds(s: &State, p: PlayerId, sp: Special) -> bool {
    let pi = p as usize;
    match sp {
        Special::Monument => s.turn_tucked[pi] >= 6 || s.turn_scored[pi] >= 6,
        Special::Empire => {
            let counts = s.icon_counts(p);
            Icon::BASE.iter().all(|i| counts[i.index()] >= 3)
        }
        Special::World => s.icon_count(p, Icon::Clock) >= 12,
        Special::Wonder => s.players[pi]
            .board
            .iter()
            .all(|pile| !pile.cards.is_empty() && matches!(pile.splay, Splay::Right | Splay::Up)),
        Special::Universe => {
            let tops = s.top_cards(p);
            tops.len() == 5 && tops.iter().all(|&c| cards::age(c) >= 8)
        }
    }
}

/// Claim every available special achievement whose condition holds. Ties go to
/// the first in turn order starting with the current player (3rd-edition rules,
/// "Special Achievements").
pub fn check_specials(cx: &mut Ctx) -> R {
    if cx.s.specials.is_empty() || cx.s.is_over() {
        return Ok(());
    }
    let first = cx.s.current_player().unwrap_or(0);
    for sp in cx.s.specials.clone() {
        if let Some(p) = cx.s.players_from(first).into_iter().find(|&p| special_holds(cx.s, p, sp)) {
            claim_special(cx, p, sp)?;
        }
    }
    Ok(())
}

pub fn claim_special(cx: &mut Ctx, p: PlayerId, sp: Special) -> R {
    if let Some(i) = cx.s.specials.iter().position(|&x| x == sp) {
        cx.s.specials.remove(i);
        cx.s.players[p as usize].achievements.push(Achievement::Special(sp));
        cx.s.changes += 1;
        cx.log_event(Event::Special { player: p, special: sp });
        check_win(cx, p)?;
    }
    Ok(())
}

/// Enough achievements ends the game at once (a team counts its achievements together).
pub fn check_win(cx: &mut Ctx, p: PlayerId) -> R {
    if cx.s.achievement_count(p) >= cx.s.config.achievements_to_win {
        let winners = (0..cx.s.num_players() as PlayerId).filter(|&q| cx.s.teammates(p, q)).collect();
        return Err(end_game(cx, Outcome { winners, reason: EndReason::Achievements }));
    }
    Ok(())
}

pub fn end_game(cx: &mut Ctx, outcome: Outcome) -> Interrupt {
    if !cx.s.is_over() {
        cx.log_event(Event::GameEnd { outcome: outcome.clone() });
        cx.s.phase = Phase::Over(outcome);
    }
    Interrupt::GameOver
}

/// Someone tried to draw above 10: the highest score wins (a team adds its scores),
/// ties broken by achievements, else a draw.
pub fn end_by_score(cx: &mut Ctx) -> Interrupt {
    let s = &cx.s;
    let n = s.num_players() as PlayerId;
    let mut teams: Vec<u8> = (0..n).map(|p| s.team_of(p)).collect();
    teams.sort();
    teams.dedup();
    let team_score = |t: u8| -> (u32, usize) {
        let members: Vec<PlayerId> = (0..n).filter(|&p| s.team_of(p) == t).collect();
        (members.iter().map(|&p| s.score(p)).sum(), s.achievement_count(members[0]))
    };
    let best = teams.iter().map(|&t| team_score(t)).max().expect("players");
    let winning: Vec<u8> = teams.iter().copied().filter(|&t| team_score(t) == best).collect();
    let winners = if winning.len() == 1 { (0..n).filter(|&p| s.team_of(p) == winning[0]).collect() } else { vec![] };
    end_game(cx, Outcome { winners, reason: EndReason::Score })
}
