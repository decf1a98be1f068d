//! Sargon of Akkad (Figures in the Sand, age 1, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Sargon of Akkad",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELD_EQUAL],
        ..Variant::new(E3, &[
            inspire("Draw a [1] and meld it.", run!(sargon_inspire)),
            karma("If you would meld a card whose value equals that of your present top card of its colour, tuck it instead."),
        ])
    }],
};

async fn sargon_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 1).await?;
    Ok(())
}

/// Values as the cards show them face up (a melded card is face up:
/// `faceup_age`).
const MELD_EQUAL: Hook = Hook {
    name: "if you would meld a card of the value of your top card of its colour, tuck it instead",
    when: When::Instead,
    on: &[ActKind::Meld],
    applies: |cx, src, act| {
        let (Source::Card { owner, .. }, Act::Meld { player, card }) = (src, *act) else { return false };
        player == owner && cx.s().top(owner, color(card)).map(|t| t != card && cx.s().value(t) == faceup_age(card)).unwrap_or(false)
    },
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Act::Meld { card, .. }) = (src, *act) else { return Ok(()) };
        cx.tuck(owner, card).await?;
        Ok(())
    }),
};
