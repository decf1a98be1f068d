//! Takiyuddin (Figures in the Sand, age 4, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! The splay karma runs when the Inspire action on a colour begins, before its
//! inspire effects are listed, so the effects the splay reveals are executed
//! (3rd-edition rules, "Would" karma effects, the Takiyuddin example). The colour
//! must still be one the Inspire action may choose (a colour showing an inspire
//! effect before the splay).
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Takiyuddin",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SPLAY_RIGHT],
        decree: Some("Advancement"),
        ..Variant::new(E3, &[
            inspire("Draw a [5] and tuck it; but if it shows a {lightbulb}, meld it instead.", run!(takiyuddin_inspire)),
            karma("With any two figures, you may issue the Advancement Decree."),
            karma("If you would take an Inspire action, first you may splay that action's colour right."),
        ])
    }],
};

async fn takiyuddin_inspire(cx: &mut Ctx, e: Exec) -> R {
    // "Draw and tuck": the card does not go into the hand to stay.
    let Some(c) = cx.draw_for_act(e.you, 5).await? else { return Ok(()) };
    if cx.s().has_icon(c, Icon::Lightbulb) {
        cx.meld(e.you, c).await?;
    } else {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

const SPLAY_RIGHT: Hook = Hook {
    name: "Takiyuddin",
    when: When::Before,
    on: &[ActKind::InspireAction],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let Act::InspireAction { player, color } = *act else { return Ok(()) };
        cx.may_splay(player, &[color], Splay::Right).await?;
        Ok(())
    }),
};
