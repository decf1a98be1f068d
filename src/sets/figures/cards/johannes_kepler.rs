//! Johannes Kepler (Figures in the Sand, age 4, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "Each {blank} value": the engine has no blank value boxes; the value boxes of
//! the 3rd-edition texts are the `[N]` of the effects (`Ctx::boxed`: a draw, a
//! condition, a value to transfer), and those are what rise (`Ctx::raise_value_boxes`) for the
//! rest of the Dogma action, for every player executing an effect of it (shared
//! and demanded effects included: "any effect during this action"). Karma's own
//! draws are not effects and do not rise. The revealed cards stay in hand.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Johannes Kepler",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[REVEAL_COLOUR],
        ..Variant::new(E3, &[
            echo("Draw a [5].", run!(johannes_kepler_echo)),
            karma("If you would take a Dogma action, first reveal every card in your hand of the colour of the card you chose; for the rest of the action, each value box of any effect is higher by the number of cards revealed."),
        ])
    }],
};

async fn johannes_kepler_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 5).await?;
    Ok(())
}

const REVEAL_COLOUR: Hook = Hook {
    name: "Johannes Kepler",
    when: When::Before,
    on: &[ActKind::DogmaAction],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let Act::DogmaAction { player, card } = *act else { return Ok(()) };
        let same: Vec<CardId> = cx.hand(player).into_iter().filter(|&c| color(c) == color(card)).collect();
        for &c in &same {
            cx.reveal(player, c).await?;
        }
        cx.raise_value_boxes(same.len() as u8);
        Ok(())
    }),
};
