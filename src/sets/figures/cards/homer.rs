//! Homer (Figures in the Sand, age 1, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::is_figure;

pub static CARD: CardDef = CardDef {
    name: "Homer",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[KEEP_FIGURES],
        ..Variant::new(E3, &[
            inspire("Draw a [2] and tuck it.", run!(homer_inspire)),
            karma("If you would remove a figure from your hand or return one from it, tuck it instead."),
        ])
    }],
};

async fn homer_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 2).await?;
    Ok(())
}

/// A removal or return done by the owner (the Decree action's removal of the
/// hand: 3rd-edition rules, "Would" karma, the Homer example; a demand's "return a
/// card from your hand" executed by the owner) of a figure in the owner's hand.
const KEEP_FIGURES: Hook = Hook {
    name: "if you would remove or return a figure from your hand, tuck it instead",
    when: When::Instead,
    on: &[ActKind::Remove, ActKind::Return],
    applies: |cx, src, act| {
        let Source::Card { owner, .. } = src else { return false };
        let (Act::Remove { player, card } | Act::Return { player, card }) = *act else { return false };
        player == owner && is_figure(card) && cx.s().in_hand(owner, card)
    },
    run: |cx, src, act| Box::pin(async move {
        let Source::Card { owner, .. } = src else { return Ok(()) };
        let (Act::Remove { card, .. } | Act::Return { card, .. }) = *act else { return Ok(()) };
        cx.tuck(owner, card).await?;
        Ok(())
    }),
};
