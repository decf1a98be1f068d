//! Shennong (Figures in the Sand, age 1, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::forecast;

pub static CARD: CardDef = CardDef {
    name: "Shennong",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[FORESHADOW],
        ..Variant::new(E3, &[
            inspire("Draw a [2] and foreshadow it.", run!(shennong_inspire)),
            karma("If you would foreshadow a card whose value matches a card already in your forecast, first score every card of that value from your forecast."),
        ])
    }],
};

async fn shennong_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 2).await?;
    Ok(())
}

/// The forecast's cards of that value are scored one at a time (spec rule 7: by
/// age, then title), then the card is foreshadowed.
const FORESHADOW: Hook = Hook {
    name: "if you would foreshadow a card of the value of a card in your forecast, first score each card of that value in your forecast",
    when: When::Before,
    on: &[ActKind::Foreshadow],
    applies: |cx, src, act| {
        let (Source::Card { owner, .. }, Act::Foreshadow { player, card }) = (src, *act) else { return false };
        player == owner && forecast(cx.s(), owner).iter().any(|&c| c != card && age(c) == age(card))
    },
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Act::Foreshadow { card, .. }) = (src, *act) else { return Ok(()) };
        let same: Vec<CardId> = by_age_title(forecast(cx.s(), owner)).into_iter().filter(|&c| c != card && age(c) == age(card)).collect();
        for c in same {
            cx.score(owner, c).await?;
        }
        Ok(())
    }),
};
