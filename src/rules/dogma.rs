//! The Dogma action: featured-icon counts taken once, sharing, demands, the free
//! draw (3rd-edition rules, "Dogma"; BGA rules page, "DOGMA" steps 1-4;
//! 4th-edition rulebook, "Dogma Action").
use crate::cards::{self, EffectKind};
use crate::log::{Event, ParleyKind};
use crate::model::*;
use crate::question::Intent;
use crate::rules::ctx::{Ctx, Exec, R};
use crate::rules::query;
use crate::state::{State, Zone};

/// Is `q` a distant player of `p` (4th edition, Parley: not adjacent to the left or
/// right among the players still in the game)?
pub fn distant(s: &State, p: PlayerId, q: PlayerId) -> bool {
    let order = s.players_from(p);
    let k = order.len();
    match order.iter().position(|&x| x == q) {
        Some(i) => i != 0 && i != 1 && i + 1 != k,
        None => false,
    }
}

/// Parley (4th-edition rulebook, "Parley Rules"): return a card from hand, or
/// (`optional`) pass. Returns whether the player parleyed.
pub fn parley(cx: &mut Ctx, q: PlayerId, why: ParleyKind, optional: bool) -> R<bool> {
    let hand = cards::by_age_title(cx.s().hand(q));
    let prompt = match why {
        ParleyKind::Activate => "Parley: return a card from your hand to activate the distant player's card",
        ParleyKind::Share => "Parley: you may return a card from your hand to share this Dogma action",
        ParleyKind::Immune => "Parley: you may return a card from your hand to be immune to the demand",
    };
    let Some(c) = cx.choose_card(q, &hand, optional, Intent::Return, prompt)? else { return Ok(false) };
    cx.log_event(Event::Parley { player: q, why });
    cx.return_card(q, c)?;
    Ok(true)
}

/// Who a Dogma action of `p` on `card` involves, from the featured-icon counts now.
pub struct Involved {
    pub icon: Icon,
    /// Per player (0 for an eliminated one).
    pub counts: Vec<usize>,
    /// Who shares its non-demand effects, in turn order from `p`'s left.
    pub sharing: Vec<PlayerId>,
    /// Whom its demands affect, in the same order.
    pub demanded: Vec<PlayerId>,
}

/// The players a Dogma action would involve (before Parley); `None` for a card
/// without a featured icon. The action itself and its preview (`crate::preview`)
/// both read it.
pub fn involved(s: &State, p: PlayerId, card: CardId) -> Option<Involved> {
    let icon = s.featured(card)?;
    let counts: Vec<usize> = (0..s.num_players() as PlayerId).map(|q| if s.is_eliminated(q) { 0 } else { query::icon_count(s, q, icon) }).collect();
    let mine = counts[p as usize];
    let others: Vec<PlayerId> = s.players_from(p + 1).into_iter().filter(|&q| q != p).collect();
    // Anyone (teammates too) with at least as many shares, in turn order from the left.
    let sharing = others.iter().copied().filter(|&q| counts[q as usize] >= mine).collect();
    // Opponents with fewer are vulnerable; teammates never are.
    let demanded = others.iter().copied().filter(|&q| counts[q as usize] < mine && s.are_opponents(p, q)).collect();
    Some(Involved { icon, counts, sharing, demanded })
}

/// Execute a Dogma action of `p` on `card` (a top card of their board, or with
/// Parley of a distant player's board: then its cost is paid first).
pub fn dogma(cx: &mut Ctx, p: PlayerId, card: CardId) -> R {
    if !matches!(cx.s().loc(card), Some(Zone::Board(q, _)) if q == p) {
        parley(cx, p, ParleyKind::Activate, false)?;
    }
    cx.log_event(Event::Dogma { player: p, card });
    // Counts are taken once, before any effect ("locked in").
    let Some(Involved { icon, counts, sharing: sharers, demanded: vulnerable }) = involved(cx.s(), p, card) else { return Ok(()) };

    cx.log_event(Event::Sharing { player: p, card, icon, counts: counts.clone(), sharing: sharers.clone(), demanded: vulnerable.clone() });
    let edition = cx.s().edition();
    if cards::variant(card, edition).is_none() {
        cx.log_event(Event::NotImplemented { card });
    }
    let with_parley = cx.s().rules().parley(cx.s().num_players(), cx.s().config.teams.is_some());
    // With Parley, a distant player decides whether to share (or to be immune to the
    // demands) when first about to execute an effect: `None` until then.
    let mut sharing: Vec<(PlayerId, Option<bool>)> = sharers.iter().map(|&q| (q, if with_parley && distant(cx.s(), p, q) { None } else { Some(true) })).collect();
    let mut demanded: Vec<(PlayerId, Option<bool>)> = vulnerable.iter().map(|&q| (q, if with_parley && distant(cx.s(), p, q) { None } else { Some(true) })).collect();
    cx.push_memory();
    let mut opponent_changed = false;
    let r = (|| {
        for e in cards::effects(card, edition) {
            match e.kind {
                EffectKind::Demand => {
                    for i in 0..demanded.len() {
                        let v = demanded[i].0;
                        if cx.s().is_eliminated(v) {
                            continue;
                        }
                        if demanded[i].1.is_none() {
                            let immune = parley(cx, v, ParleyKind::Immune, true)?;
                            demanded[i].1 = Some(!immune);
                        }
                        if demanded[i].1 != Some(true) {
                            continue;
                        }
                        cx.run_effect(e, Exec { you: v, leader: p, card }, false)?;
                        if cx.memory().stop {
                            return Ok(());
                        }
                    }
                }
                EffectKind::NonDemand => {
                    for i in 0..sharing.len() {
                        let q = sharing[i].0;
                        if cx.s().is_eliminated(q) {
                            continue;
                        }
                        if sharing[i].1.is_none() {
                            let paid = parley(cx, q, ParleyKind::Share, true)?;
                            sharing[i].1 = Some(paid);
                        }
                        if sharing[i].1 != Some(true) {
                            continue;
                        }
                        let before = cx.s().changes;
                        cx.run_effect(e, Exec { you: q, leader: p, card }, false)?;
                        if cx.s().changes != before && cx.s().are_opponents(p, q) {
                            opponent_changed = true;
                        }
                        if cx.memory().stop {
                            return Ok(());
                        }
                    }
                    cx.run_effect(e, Exec { you: p, leader: p, card }, false)?;
                    if cx.memory().stop {
                        return Ok(());
                    }
                }
                // Compel, echo, inspire, karma and decree effects belong to the
                // expansions, which run them through their own hooks.
                _ => {}
            }
        }
        Ok(())
    })();
    cx.pop_memory();
    r?;
    // The free draw: only when a sharing opponent (not a teammate) changed the game.
    if opponent_changed {
        cx.log_event(Event::FreeDraw { player: p });
        let age = cx.s().highest_top_age(p);
        cx.draw(p, age)?;
    }
    Ok(())
}
