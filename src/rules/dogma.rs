//! The Dogma action: featured-icon counts taken once, sharing, demands, the free
//! draw (3rd-edition rules, "Dogma"; BGA rules page, "DOGMA" steps 1-4;
//! 4th-edition rulebook, "Dogma Action").
use crate::cards::{self, EffectKind};
use crate::log::{Event, ParleyKind};
use crate::model::*;
use crate::question::{Intent, Step};
use crate::rules::ctx::{Ctx, DogmaMods, Exec, Interrupt, R};
use crate::rules::hooks::Act;
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

/// Parley (4th-edition rulebook, "Parley Rules") of `q` in `leader`'s Dogma action
/// on `card`: return a card from hand, or (`optional`) pass. Returns whether the
/// player parleyed.
pub async fn parley(cx: &mut Ctx, q: PlayerId, leader: PlayerId, card: CardId, why: ParleyKind, optional: bool) -> R<bool> {
    let hand = cx.s().hand(q).to_vec();
    let prompt = match why {
        ParleyKind::Activate => "Parley: return a card from your hand to activate the distant player's card",
        ParleyKind::Share => "Parley: you may return a card from your hand to share this Dogma action",
        ParleyKind::Immune => "Parley: you may return a card from your hand to be immune to the demand",
    };
    // Asked before any effect of the action runs: the step says which action it is.
    let step = Step::Parley { card, leader, why };
    let Some(c) = cx.in_step(step, async |cx| cx.choose_card(q, &hand, optional, Intent::Return, prompt).await).await? else { return Ok(false) };
    cx.log_event(Event::Parley { player: q, why });
    cx.return_card(q, c).await?;
    Ok(true)
}

/// How a Dogma action differs from a plain one.
#[derive(Clone, Copy, Debug, Default)]
pub struct DogmaOptions {
    /// Endorse (Cities): the leader executes each non-demand (and echo) effect twice,
    /// and each demand goes around the vulnerable opponents twice (3rd-edition
    /// rules, "Endorse").
    pub endorse: bool,
    /// A card whose icons the leader adds to their count for sharing and demands
    /// (the artifact on display, during its free Dogma action: 3rd-edition rules,
    /// "Artifacts on display").
    pub extra_icons: Option<CardId>,
}

/// The effects a Dogma action on `card` by `p` executes, in order: the visible
/// echo effects of the card's colour on `p`'s board, from the bottom card to the
/// top (3rd-edition rules, "Echo effects"; the card's own, if it is not in that
/// pile, after them; with Ximen Bao's karma every echo of the board, and with
/// Stephen Hawking's karma the pile's hexagons too), then
/// the card's demand, compel and non-demand effects.
/// Each with the card that prints it.
pub fn effect_list(s: &State, p: PlayerId, card: CardId) -> Vec<(CardId, &'static cards::Effect)> {
    let ed = s.edition();
    let mut out = vec![];
    let echoes_of = |c: CardId, out: &mut Vec<(CardId, &'static cards::Effect)>| {
        out.extend(cards::effects(c, ed).iter().filter(|e| e.kind == EffectKind::Echo).map(|e| (c, e)));
    };
    let pile = s.pile(p, cards::color(card));
    let in_pile = pile.cards().contains(&card);
    match crate::sets::figures::hex_echo(s, p) {
        // Figures, Stephen Hawking: each visible hexagon of the pile is one more
        // echo effect of its card, after the card's printed one.
        Some(h) => {
            // With Ximen Bao's karma the stack's echo effects are those it lists (every
            // echo of the board); Hawking's hexagons, which only add echo effects,
            // are those of the pile, after them.
            let listed = listed_stack_effects(s, p, cards::color(card), Slot::Echo);
            for &c in listed.iter().flatten() {
                echoes_of(c, &mut out);
            }
            for i in 0..pile.cards().len() {
                let c = pile.cards()[i];
                let slots = s.slots(c);
                let visible = s.visible_slots(pile, i);
                if listed.is_none() && visible.iter().any(|&k| slots[k] == Slot::Echo) {
                    echoes_of(c, &mut out);
                }
                out.extend(visible.iter().filter(|&&k| slots[k] == Slot::Hex).map(|_| (c, h)));
            }
        }
        None => {
            for c in stack_effect_cards(s, p, cards::color(card), Slot::Echo) {
                echoes_of(c, &mut out);
            }
        }
    }
    if !in_pile {
        echoes_of(card, &mut out);
    }
    out.extend(cards::effects(card, ed).iter().filter(|e| matches!(e.kind, EffectKind::Demand | EffectKind::Compel | EffectKind::NonDemand)).map(|e| (card, e)));
    out
}

/// The cards whose visible echo (`Slot::Echo`) or inspire (`Slot::Inspire`)
/// effects count for `p`'s `color` stack, in the order they are executed: those of
/// the pile, from the bottom card to the top; a karma of the pile's top card may
/// make others part of the stack and order them (Figures, Ximen Bao:
/// `ListKind::StackEffects`).
pub fn stack_effect_cards(s: &State, p: PlayerId, color: Color, slot: Slot) -> Vec<CardId> {
    match listed_stack_effects(s, p, color, slot) {
        Some(list) => list,
        None => printed_stack_effects(s, p, color, slot).collect(),
    }
}

/// Is `stack_effect_cards` not empty? (Asked for every colour at every action
/// question with Figures: nothing is collected.)
pub fn any_stack_effect(s: &State, p: PlayerId, color: Color, slot: Slot) -> bool {
    match (listed_stack_effects(s, p, color, slot), cards::Mark::of(slot)) {
        (Some(list), _) => !list.is_empty(),
        (None, Some(mark)) => mark.count(s.pile_marks(p, color)) > 0,
        (None, None) => printed_stack_effects(s, p, color, slot).next().is_some(),
    }
}

/// The stack's cards as a karma of its top card lists them, if one does.
fn listed_stack_effects(s: &State, p: PlayerId, color: Color, slot: Slot) -> Option<Vec<CardId>> {
    let top = s.pile(p, color).top()?;
    let list = crate::rules::hooks::listed_by(s, crate::rules::hooks::ListKind::StackEffects, p, top)?;
    Some(list.into_iter().filter(|&c| s.slots(c).contains(&slot)).collect())
}

/// The cards of the pile that show `slot` where they lie, bottom first.
fn printed_stack_effects(s: &State, p: PlayerId, color: Color, slot: Slot) -> impl Iterator<Item = CardId> + '_ {
    let pile = s.pile(p, color);
    // (Most games print no such slot: no pile is walked.) What each card shows
    // where it lies, from the table of `cards::visible`; an unsplayed pile shows
    // its top card only.
    let (ed, bit, n) = (s.edition(), slot.kind_bit(), pile.cards().len());
    let first = if !cards::prints(s.rules(), bit) { n } else if pile.splay() == Splay::None { n.saturating_sub(1) } else { 0 };
    (first..n).filter(move |&i| cards::visible(pile.cards()[i], ed, (i + 1 != n).then_some(pile.splay())).kinds & bit != 0).map(move |i| pile.cards()[i])
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
    /// Whom its compels affect (Artifacts: the opponents who would share).
    pub compelled: Vec<PlayerId>,
}

/// The players a Dogma action would involve (before Parley); `None` for a card
/// without a featured icon. The action itself and its preview (`crate::preview`)
/// both read it.
pub fn involved(s: &State, p: PlayerId, card: CardId) -> Option<Involved> {
    involved_with(s, p, card, &DogmaMods::default(), None)
}

/// The same, with karma's changes (`DogmaMods`) and the icons of a card added to
/// `p`'s count (the display).
pub fn involved_with(s: &State, p: PlayerId, card: CardId, mods: &DogmaMods, extra_icons: Option<CardId>) -> Option<Involved> {
    let icon = mods.featured.or(s.featured(card))?;
    let mut counts: Vec<usize> = (0..s.num_players() as PlayerId)
        .map(|q| match () {
            _ if s.is_eliminated(q) => 0,
            _ if mods.by_score => query::score(s, q) as usize,
            _ => query::icon_count(s, q, icon),
        })
        .collect();
    // The display's icons add to an icon count (Artifacts, the free Dogma action),
    // not to a score that replaces it.
    if let Some(x) = extra_icons.filter(|_| !mods.by_score) {
        counts[p as usize] += s.card_icon_count(x, icon);
    }
    if let Some(m) = mods.majority {
        let best_other = (0..counts.len()).filter(|&q| q != m as usize).map(|q| counts[q]).max().unwrap_or(0);
        counts[m as usize] = best_other + 1;
    }
    let mine = counts[p as usize];
    // The other players still in the game, in turn order from the left.
    let others = s.turn_order(p + 1).filter(|&q| q != p);
    // Anyone (teammates too) with at least as many shares, in turn order from the left.
    let sharing = others.clone().filter(|&q| counts[q as usize] >= mine).collect();
    // Opponents with fewer are vulnerable; teammates never are.
    let demanded = others.clone().filter(|&q| counts[q as usize] < mine && s.are_opponents(p, q)).collect();
    // Compels hit the opponents who would share (3rd-edition rules, "Compel effects").
    let compelled = others.filter(|&q| counts[q as usize] >= mine && s.are_opponents(p, q)).collect();
    Some(Involved { icon, counts, sharing, demanded, compelled })
}

/// Execute a Dogma action of `p` on `card` (a top card of their board, or with
/// Parley of a distant player's board: then its cost is paid first).
pub async fn dogma(cx: &mut Ctx, p: PlayerId, card: CardId) -> R {
    dogma_with(cx, p, card, DogmaOptions::default()).await
}

pub async fn dogma_with(cx: &mut Ctx, p: PlayerId, card: CardId, opts: DogmaOptions) -> R {
    if cx.s().rules().fourth() && !matches!(cx.s().loc(card), Some(Zone::Board(q, _)) if q == p) {
        parley(cx, p, p, card, ParleyKind::Activate, false).await?;
    }
    cx.dogma_mods = Default::default();
    if cx.instead(&Act::DogmaAction { player: p, card }).await? {
        return Ok(());
    }
    let mods = std::mem::take(&mut cx.dogma_mods);
    cx.log_event(Event::Dogma { player: p, card });
    // Counts are taken once, before any effect ("locked in").
    let Some(Involved { icon, counts, sharing: sharers, demanded: vulnerable, compelled }) = involved_with(cx.s(), p, card, &mods, opts.extra_icons) else { return Ok(()) };
    let effects = effect_list(cx.s(), p, card);
    let has_compel = effects.iter().any(|(_, e)| e.kind == EffectKind::Compel);
    let has_demand = effects.iter().any(|(_, e)| e.kind == EffectKind::Demand);
    let mut demanded = if has_demand { vulnerable.clone() } else { vec![] };
    if has_compel {
        demanded.extend(compelled.iter().copied());
    }

    let with_parley = cx.s().rules().parley(cx.s().num_players(), cx.s().config.teams.is_some());
    // With Parley, a distant player decides whether to share (or to be immune to the
    // demands) when first about to execute an effect: `None` until then.
    let ask_first = |cx: &Ctx, q: PlayerId| if with_parley && distant(cx.s(), p, q) { None } else { Some(true) };
    let mut sharing: Vec<(PlayerId, Option<bool>)> = sharers.iter().map(|&q| (q, ask_first(cx, q))).collect();
    let mut demand_targets: Vec<(PlayerId, Option<bool>)> = vulnerable.iter().map(|&q| (q, ask_first(cx, q))).collect();
    let mut compel_targets: Vec<(PlayerId, Option<bool>)> = compelled.iter().map(|&q| (q, Some(true))).collect();
    // (The lists move into the log and the memory rather than being copied.)
    cx.log_event(Event::Sharing { player: p, card, icon, counts, sharing: sharers, demanded, by_score: mods.by_score });
    let edition = cx.s().edition();
    if cards::variant(card, edition).is_none() && !cards::facts(card).kinds[edition.index()].is_empty() {
        cx.log_event(Event::NotImplemented { card });
    }
    let rounds = if opts.endorse { 2 } else { 1 };
    cx.push_memory();
    cx.memory().vulnerable = vulnerable;
    cx.memory().compelled = compelled;
    let mut opponent_changed = false;
    let outer_plus = std::mem::replace(&mut cx.values_plus, mods.values_plus);
    let r = async {
        for &(printed_on, e) in &effects {
            match e.kind {
                EffectKind::Demand | EffectKind::Compel => {
                    let targets = if e.kind == EffectKind::Demand { &mut demand_targets } else { &mut compel_targets };
                    for _ in 0..rounds {
                        for (v, hit) in targets.iter_mut() {
                            let v = *v;
                            if cx.s().is_eliminated(v) {
                                continue;
                            }
                            if hit.is_none() {
                                let immune = parley(cx, v, p, card, ParleyKind::Immune, true).await?;
                                *hit = Some(!immune);
                            }
                            if *hit != Some(true) {
                                continue;
                            }
                            if cx.instead(&Act::Demand { player: v, leader: p, card: printed_on }).await? {
                                continue;
                            }
                            cx.run_effect(e, Exec::new(v, p, printed_on), false).await?;
                        }
                    }
                }
                _ => {
                    if e.kind == EffectKind::Echo {
                        cx.log_event(Event::Echo { player: p, card: printed_on });
                    }
                    for (q, shares) in sharing.iter_mut() {
                        let q = *q;
                        if cx.s().is_eliminated(q) {
                            continue;
                        }
                        if shares.is_none() {
                            let paid = parley(cx, q, p, card, ParleyKind::Share, true).await?;
                            *shares = Some(paid);
                        }
                        if *shares != Some(true) {
                            continue;
                        }
                        let before = cx.s().changes;
                        cx.run_effect(e, Exec::new(q, p, printed_on), false).await?;
                        if cx.s().changes != before && cx.s().are_opponents(p, q) {
                            opponent_changed = true;
                        }
                    }
                    for _ in 0..rounds {
                        cx.run_effect(e, Exec::new(p, p, printed_on), false).await?;
                    }
                }
            }
        }
        Ok(())
    }.await;
    // Fission's "the dogma action is complete", from however deep it was raised.
    let r = match r {
        Err(Interrupt::DogmaComplete) => Ok(()),
        r => r,
    };
    cx.values_plus = outer_plus;
    cx.pop_memory();
    r?;
    // The free draw: only when a sharing opponent (not a teammate) changed the game;
    // a set may make it a card of its own (Figures: "draw a Figure instead").
    if !opponent_changed {
        return cx.instead(&Act::NoShareDraw { player: p, card }).await.map(|_| ());
    }
    // It is a Draw action ("you take one free Draw action", 3rd-edition rules,
    // "Sharing"), which draws a card: one event for karma (Figures: Al-Kindi's and
    // John Harrison's "draw for sharing", Isaac Newton's "Draw action", Rhazes' and
    // Su Song's "draw"; Alhazen's values of the splayed colours).
    let age = crate::rules::query::draw_action_age(cx.s(), p);
    let set = crate::sets::in_play(cx.s().rules()).find(|d| d.free_draw).map(|d| d.set).unwrap_or(CardSet::Base);
    let event = [Act::ShareDraw { player: p, card }, Act::DrawAction { player: p }, Act::Draw { player: p, age, set }];
    cx.in_event(&event, async |cx| {
        // 4th edition: the free Draw action comes after the Dogma action is complete
        // (rulebook-4th-edition.txt, "4) Sharing: Free Draw"; reference card, "Dogma":
        // "after the Dogma action ends"), so the checks made at the end of each action
        // (special achievements, then the achievement win: "Achievements & Victory")
        // happen first; they are made again after the free draw.
        if cx.s().rules().fourth() {
            cx.end_of_action_hooks().await?;
        }
        cx.log_event(Event::FreeDraw { player: p });
        if !cx.instead(&event[1]).await? {
            // (Read again: a karma that came first may have changed the board.)
            let age = crate::rules::query::draw_action_age(cx.s(), p);
            cx.draw_from(p, set, age).await?;
        }
        Ok(())
    })
    .await
}
