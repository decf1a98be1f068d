//! John Harrison (Figures in the Sand, age 6, green): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "John Harrison",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SHARE_DRAW],
        decree: Some("Trade"),
        ..Variant::new(E3, &[
            inspire("Draw a [6].", run!(harrison_inspire)),
            karma("With any two figures, you may issue the Trade Decree."),
            karma("If an opponent would take the free draw for sharing, first draw a [6], of a type of your choice."),
        ])
    }],
};

async fn harrison_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 6).await?;
    Ok(())
}

/// The type is one of the sets in the game (spec: "the type of card drawn"); a
/// chosen set is drawn by the draw rules of the expansions (an empty age is
/// skipped, an empty deck of that set gives a base card).
const SHARE_DRAW: Hook = Hook {
    name: "John Harrison: draw a 6 before an opponent's free draw",
    when: When::Before,
    on: &[ActKind::ShareDraw],
    applies: |cx, src, act| owner(src).map(|o| cx.s().are_opponents(o, act.player())).unwrap_or(false),
    run: |cx, src, _| Box::pin(async move {
        let Some(o) = owner(src) else { return Ok(()) };
        let set = cx.choose_card_type(o, "John Harrison: choose the type of the 6 you draw").await?;
        cx.draw_chosen_type(o, set, 6).await?;
        Ok(())
    }),
};
