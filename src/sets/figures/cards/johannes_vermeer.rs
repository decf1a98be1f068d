//! Johannes Vermeer (Figures in the Sand, age 5, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::rules::achievements::claim_where;
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Johannes Vermeer",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[ONE_HIGHER],
        ..Variant::new(E3, &[
            inspire("Draw a [3] and score it.", run!(vermeer_inspire)),
            karma("If you would claim a standard achievement, first claim one of value one more, whether or not you are eligible."),
        ])
    }],
};

async fn vermeer_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 3).await?;
    Ok(())
}

/// Claiming a standard achievement: an Achieve action, or an effect that achieves
/// a card. The value is that of the card claimed.
const ONE_HIGHER: Hook = Hook {
    name: "Johannes Vermeer: first claim an achievement of value one more",
    when: When::Before,
    on: &[ActKind::Achieve],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let Act::Achieve { player, card } = *act else { return Ok(()) };
        let v = age(card) + 1;
        claim_where(cx, player, |_, a| age(a) == v, &format!("Claim an achievement of value {v}")).await?;
        Ok(())
    }),
};
