//! H.G. Wells (Figures in the Sand, age 8, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "H.G. Wells",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[FORESHADOW],
        ..Variant::new(E3, &[
            inspire("Draw a [10] and foreshadow it.", run!(wells_inspire)),
            karma("If you would foreshadow a card, instead meld it, execute its non-demand effects for yourself alone, and then, if it is still a top card of your board, remove it from the game."),
        ])
    }],
};

async fn wells_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 10).await?;
    Ok(())
}

const FORESHADOW: Hook = Hook {
    name: "H.G. Wells",
    when: When::Instead,
    on: &[ActKind::Foreshadow],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let Act::Foreshadow { player, card } = *act else { return Ok(()) };
        cx.meld(player, card).await?;
        cx.self_execute(player, card).await?;
        if matches!(cx.s().loc(card), Some(Zone::Board(q, col)) if q == player && cx.s().top(q, col) == Some(card)) {
            cx.remove(player, card).await?;
        }
        Ok(())
    }),
};
