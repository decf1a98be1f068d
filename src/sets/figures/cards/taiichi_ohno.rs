//! Taiichi Ohno (Figures in the Sand, age 9, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Taiichi Ohno",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DOGMA],
        ..Variant::new(E3, &[
            echo("Draw a [10].", run!(ohno_echo)),
            karma("If you would take a Dogma action on a card, first achieve a card from your hand whose featured icon is the featured icon of that card, whether or not you are eligible."),
        ])
    }],
};

async fn ohno_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 10).await?;
    Ok(())
}

const DOGMA: Hook = Hook {
    name: "Taiichi Ohno",
    when: When::Before,
    on: &[ActKind::DogmaAction],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let player = act.player();
        let Some(icon) = act.card().and_then(|c| cx.s().featured(c)) else { return Ok(()) };
        let cands: Vec<CardId> = cx.hand(player).into_iter().filter(|&c| cx.s().featured(c) == Some(icon)).collect();
        if let Some(c) = cx.choose_card(player, &cands, false, Intent::Achieve, "Achieve a card from your hand with the same featured icon").await? {
            cx.achieve(player, c).await?;
        }
        Ok(())
    }),
};
