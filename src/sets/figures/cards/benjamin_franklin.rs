//! Benjamin Franklin (Figures in the Sand, age 6, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::sets::figures::claim::owner;
use crate::sets::figures::top_figures;

pub static CARD: CardDef = CardDef {
    name: "Benjamin Franklin",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELD],
        decree: Some("Advancement"),
        ..Variant::new(E3, &[
            echo("Take a top figure from the board of any player into your hand, and meld it.", run!(franklin_echo)),
            karma("With any two figures, you may issue the Advancement Decree."),
            karma("If you would meld a card, first draw a card of value one more than it and meld that card."),
        ])
    }],
};

async fn franklin_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut cands = vec![];
    for q in cx.s().players_from(e.you) {
        cands.extend(top_figures(cx.s(), q));
    }
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Meld, "Take a top figure from any board into your hand, then meld it").await? else { return Ok(()) };
    if cx.transfer(e.you, c, Zone::Hand(e.you)).await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

const MELD: Hook = Hook {
    name: "Benjamin Franklin: first draw and meld a card one higher",
    when: When::Before,
    on: &[ActKind::Meld],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let Act::Meld { player, card } = *act else { return Ok(()) };
        cx.draw_and_meld(player, age(card) + 1).await?;
        Ok(())
    }),
};
