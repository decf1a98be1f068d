//! Christiaan Huygens (Figures in the Sand, age 5, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Christiaan Huygens",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[FORESHADOW],
        ..Variant::new(E3, &[
            echo("Draw a [7], [8], [9] or [10] (your choice) and foreshadow it.", run!(huygens_echo)),
            karma("If you would foreshadow a card, instead meld it, provided it has a {clock} and its value is at most two above your highest top card; if not, foreshadow it."),
        ])
    }],
};

async fn huygens_echo(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.choose_boxed_value(e.you, &[7, 8, 9, 10], "Choose the value of the card to draw and foreshadow").await?;
    cx.draw_and_foreshadow(e.you, v).await?;
    Ok(())
}

/// The karma applies to every foreshadow of its owner: it melds the card when the
/// condition holds, and foreshadows it otherwise (as printed, so that it is one of
/// the "would" karmas to choose among when another applies to the same act).
const FORESHADOW: Hook = Hook {
    name: "Christiaan Huygens: meld a foreshadowed card with a clock",
    when: When::Instead,
    on: &[ActKind::Foreshadow],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let Act::Foreshadow { player, card } = *act else { return Ok(()) };
        if cx.s().has_icon(card, Icon::Clock) && age(card) <= cx.s().highest_top_age(player) + 2 {
            cx.meld(player, card).await?;
        } else {
            cx.foreshadow(player, card).await?;
        }
        Ok(())
    }),
};
