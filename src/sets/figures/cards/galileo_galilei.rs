//! Galileo Galilei (Figures in the Sand, age 4, green): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "A value not present in your forecast": no card of your forecast has the value
//! of the card about to be foreshadowed (an empty forecast has none: the karma
//! then moves nothing). The forecast cards go to your hand before the card is
//! foreshadowed, so it ends alone in the forecast.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Galileo Galilei",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[EMPTY_FORECAST],
        ..Variant::new(E3, &[
            echo("Draw a [5] or a [6], and foreshadow it.", run!(galileo_galilei_echo)),
            karma("If you would foreshadow a card whose value no card in your forecast has, first move every card of your forecast into your hand."),
        ])
    }],
};

async fn galileo_galilei_echo(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.choose_boxed_value(e.you, &[5, 6], "Choose the value of the card to draw and foreshadow").await?;
    cx.draw_and_foreshadow(e.you, v).await?;
    Ok(())
}

const EMPTY_FORECAST: Hook = Hook {
    name: "Galileo Galilei",
    when: When::Before,
    on: &[ActKind::Foreshadow],
    applies: |cx, src, act| {
        matches!((src, *act), (Source::Card { owner, .. }, Act::Foreshadow { player, card }) if player == owner && {
            let v = cx.s().value(card);
            !cx.zone(player, "forecast").iter().any(|&c| cx.s().value(c) == v)
        })
    },
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        for c in by_age_title(cx.zone(p, "forecast")) {
            cx.transfer(p, c, Zone::Hand(p)).await?;
        }
        Ok(())
    }),
};
