//! The Dogma action: featured-icon counts taken once, sharing, demands, the free
//! draw (3rd-edition rules, "Dogma"; BGA rules page, "DOGMA" steps 1-4;
//! 4th-edition rulebook, "Dogma Action").
use crate::cards::{self, EffectKind};
use crate::log::Event;
use crate::model::*;
use crate::rules::ctx::{Ctx, Exec, R};
use crate::rules::query;

/// Execute a Dogma action of `p` on `card`.
pub fn dogma(cx: &mut Ctx, p: PlayerId, card: CardId) -> R {
    cx.log_event(Event::Dogma { player: p, card });
    let Some(icon) = cx.s().featured(card) else { return Ok(()) };
    // Counts are taken once, before any effect ("locked in").
    let counts: Vec<usize> = (0..cx.s().num_players() as PlayerId).map(|q| if cx.s().is_eliminated(q) { 0 } else { query::icon_count(cx.s(), q, icon) }).collect();
    let mine = counts[p as usize];
    let others: Vec<PlayerId> = cx.s().players_from(p + 1).into_iter().filter(|&q| q != p).collect();
    // Anyone (teammates too) with at least as many shares, in turn order from the left.
    let sharers: Vec<PlayerId> = others.iter().copied().filter(|&q| counts[q as usize] >= mine).collect();
    // Opponents with fewer are vulnerable; teammates never are.
    let vulnerable: Vec<PlayerId> = others.iter().copied().filter(|&q| counts[q as usize] < mine && cx.s().are_opponents(p, q)).collect();

    cx.log_event(Event::Sharing { player: p, card, icon, counts: counts.clone(), sharing: sharers.clone(), demanded: vulnerable.clone() });
    let edition = cx.s().edition();
    if cards::variant(card, edition).is_none() {
        cx.log_event(Event::NotImplemented { card });
    }
    cx.push_memory();
    let mut opponent_changed = false;
    let r = (|| {
        for e in cards::effects(card, edition) {
            match e.kind {
                EffectKind::Demand => {
                    for &v in &vulnerable {
                        cx.run_effect(e, Exec { you: v, leader: p, card }, false)?;
                        if cx.memory().stop {
                            return Ok(());
                        }
                    }
                }
                EffectKind::NonDemand => {
                    for &q in &sharers {
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
