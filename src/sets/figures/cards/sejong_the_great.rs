//! Sejong the Great (Figures in the Sand, age 3, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Sejong the Great",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[BLUE_MELD],
        decree: Some("Advancement"),
        ..Variant::new(E3, &[
            echo("Draw a [4] and meld it.", run!(sejong_echo)),
            karma("With any two figures, you may issue the Advancement Decree."),
            karma("If you would meld a blue card of value 4 or more, return that card instead, then draw a card of value one more than it and meld it."),
        ])
    }],
};

async fn sejong_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 4).await?;
    Ok(())
}

const BLUE_MELD: Hook = Hook {
    name: "Sejong the Great",
    when: When::Instead,
    on: &[ActKind::Meld],
    applies: |cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::Meld { player, card }) if player == owner && color(card) == Color::Blue && cx.s().value(card) > 3),
    run: |cx, _, act| Box::pin(async move {
        let Act::Meld { player, card } = *act else { return Ok(()) };
        let value = cx.s().value(card);
        cx.return_card(player, card).await?;
        cx.draw_and_meld(player, value + 1).await?;
        Ok(())
    }),
};
