//! Susan Blackmore (Figures in the Sand, age 10, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::cards::{self, EffectKind};
use crate::rules::hooks::{ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Susan Blackmore",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[NO_SHARE],
        ..Variant::new(E3, &[
            inspire("Execute any echo or inspire effect other than this one.", run!(blackmore_inspire)),
            karma("If another player's Dogma action would end without a free draw for sharing, first move the card that player activated into your score pile."),
        ])
    }],
};

/// "Any other echo or inspire effect": one visible on any board (3rd-edition rules,
/// glossary "Visible": "an icon or echo/inspire effect is visible if it is on a
/// top card or can be fully seen due to a splay"), other than this one; chosen by
/// its card's title (spec, "an echo, inspire or other effect to execute"), and
/// executed by you alone.
async fn blackmore_inspire(cx: &mut Ctx, e: Exec) -> R {
    let mut cands: Vec<CardId> = vec![];
    for q in cx.s().players_from(e.you) {
        for (c, slot) in cx.s().visible_board_slots(q) {
            if matches!(slot, Slot::Echo | Slot::Inspire) && c != e.card && !cands.contains(&c) {
                cands.push(c);
            }
        }
    }
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Execute, "Execute another echo or inspire effect: choose its card").await? else { return Ok(()) };
    let edition = cx.s().edition();
    for x in cards::effects(c, edition).iter().filter(|x| matches!(x.kind, EffectKind::Echo | EffectKind::Inspire)) {
        cx.run_effect(x, Exec::new(e.you, e.you, c), false).await?;
    }
    Ok(())
}

/// The card is moved from wherever it is now, if it is still in the game, but
/// not from a display: a card on display "cannot be affected at all by any
/// effects" (3rd-edition rules, "Artifacts of History"), a karma's included.
const NO_SHARE: Hook = Hook {
    name: "Susan Blackmore",
    when: When::Before,
    on: &[ActKind::NoShareDraw],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() != owner),
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Some(c)) = (src, act.card()) else { return Ok(()) };
        if crate::sets::artifacts::on_display(cx.s(), act.player()) == Some(c) {
            return Ok(());
        }
        if !matches!(cx.s().loc(c), None | Some(Zone::Removed)) && cx.s().loc(c) != Some(Zone::Score(owner)) {
            cx.transfer(owner, c, Zone::Score(owner)).await?;
        }
        Ok(())
    }),
};
