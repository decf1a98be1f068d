//! Muhammad Yunus (Figures in the Sand, age 10, green): our wording of its
//! 3rd-edition text, then the code that runs it.
//!
//! "Its featured icon": the featured icon of the Dogma action (the activated
//! card's), in which the owner then counts one more than anyone else for sharing
//! and demands (`DogmaMods::majority`); the card returned is only the price.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Muhammad Yunus",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DOGMA],
        ..Variant::new(E3, &[
            inspire("Draw a [10].", run!(yunus_inspire)),
            karma("If any player would take a Dogma action, first you may return a card from your hand. If you do, you alone have the most of its featured icon until the action ends."),
        ])
    }],
};

async fn yunus_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 10).await?;
    Ok(())
}

const DOGMA: Hook = Hook {
    name: "Muhammad Yunus",
    when: When::Before,
    on: &[ActKind::DogmaAction],
    applies: |_, src, _| matches!(src, Source::Card { .. }),
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, .. } = src else { return Ok(()) };
        let hand = cx.hand(owner);
        let Some(c) = cx.choose_card(owner, &hand, true, Intent::Return, "You may return a card from your hand to have the sole majority in the featured icon of this Dogma action").await? else { return Ok(()) };
        if cx.return_card(owner, c).await? {
            cx.dogma_mods().majority = Some(owner);
        }
        Ok(())
    }),
};
