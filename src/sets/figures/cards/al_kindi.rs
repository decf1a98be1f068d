//! Al-Kindi (Figures in the Sand, age 3, purple): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
//!
//! "Draw a card for sharing": the free draw at the end of the owner's Dogma action
//! (`Act::ShareDraw`); the two cards are drawn first, of the value of the card that
//! free draw takes (the highest top card, skipping empty ages as any draw does).
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Al-Kindi",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SHARE_DRAW],
        ..Variant::new(E3, &[
            inspire("Choose a card in your hand and score it.", run!(al_kindi_inspire)),
            karma("If you would take the free draw for sharing, first draw two other cards of the value it draws."),
        ])
    }],
};

async fn al_kindi_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Choose a card from your hand to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

const SHARE_DRAW: Hook = Hook {
    name: "Al-Kindi",
    when: When::Before,
    on: &[ActKind::ShareDraw],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        // The value the free draw draws: that of a Draw action.
        let age = crate::rules::query::draw_action_age(cx.s(), p);
        cx.draw(p, age).await?;
        cx.draw(p, age).await?;
        Ok(())
    }),
};
