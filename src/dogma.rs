//! The Dogma action: featured-icon counts taken once, sharing, demands, the free draw.
use crate::cards::{self, EffectKind};
use crate::engine::{Ctx, Exec, R};
use crate::log::Event;
use crate::model::*;

/// Execute a Dogma action of `p` on `card` (3rd-edition rules, "Dogma"; BGA rules page,
/// "DOGMA" steps 1-4).
pub fn dogma(cx: &mut Ctx, p: PlayerId, card: CardId) -> R {
    cx.log_event(Event::Dogma { player: p, card });
    let Some(icon) = cards::facts(card).featured else { return Ok(()) };
    // Counts are taken once, before any effect.
    let counts: Vec<usize> = (0..cx.s.num_players() as PlayerId).map(|q| cx.s.icon_count(q, icon)).collect();
    let mine = counts[p as usize];
    let others: Vec<PlayerId> = cx.s.players_from(p + 1).into_iter().filter(|&q| q != p).collect();
    // Anyone (teammates too) with at least as many shares, in turn order from the left.
    let sharers: Vec<PlayerId> = others.iter().copied().filter(|&q| counts[q as usize] >= mine).collect();
    // Opponents with fewer are vulnerable; teammates never are.
    let vulnerable: Vec<PlayerId> = others.iter().copied().filter(|&q| counts[q as usize] < mine && cx.s.are_opponents(p, q)).collect();

    cx.log_event(Event::Sharing { player: p, card, icon, counts: counts.clone(), sharing: sharers.clone(), demanded: vulnerable.clone() });
    if cards::def(card).is_none() {
        cx.log_event(Event::NotImplemented { card });
    }
    cx.push_memory();
    let mut opponent_changed = false;
    let r = (|| {
        for e in cards::effects(card) {
            match e.kind {
                EffectKind::Demand => {
                    for &v in &vulnerable {
                        (e.run)(cx, Exec { you: v, leader: p, card })?;
                        if cx.memory().stop {
                            return Ok(());
                        }
                    }
                }
                EffectKind::NonDemand => {
                    for &q in &sharers {
                        let before = cx.s.changes;
                        (e.run)(cx, Exec { you: q, leader: p, card })?;
                        if cx.s.changes != before && cx.s.are_opponents(p, q) {
                            opponent_changed = true;
                        }
                        if cx.memory().stop {
                            return Ok(());
                        }
                    }
                    (e.run)(cx, Exec { you: p, leader: p, card })?;
                    if cx.memory().stop {
                        return Ok(());
                    }
                }
            }
        }
        Ok(())
    })();
    cx.pop_memory();
    r?;
    // The free draw: only when a sharing opponent (not a teammate) changed the game.
    if opponent_changed {
        cx.log_event(Event::FreeDraw { player: p });
        let age = cx.s.highest_top_age(p);
        cx.draw(p, age)?;
    }
    Ok(())
}
