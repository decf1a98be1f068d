//! Martin Scorsese (Figures in the Sand, age 10, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::is_figure;

pub static CARD: CardDef = CardDef {
    name: "Martin Scorsese",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[FIGURE],
        ..Variant::new(E3, &[
            echo("Draw a [10] and meld it.", run!(scorsese_echo)),
            karma("If you would meld a figure, instead tuck it and claim an available standard achievement, whether or not you are eligible."),
        ])
    }],
};

async fn scorsese_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 10).await?;
    Ok(())
}

/// "A standard achievement": one of the available ones, those karma makes count as
/// available included (BGA rules page, "Claim an/any achievement — Only applies to
/// Standard Achievements").
const FIGURE: Hook = Hook {
    name: "Martin Scorsese",
    when: When::Instead,
    on: &[ActKind::Meld],
    applies: |_, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Meld { player, card }) if *player == owner && is_figure(*card)),
    run: |cx, _, act| Box::pin(async move {
        let Act::Meld { player, card } = *act else { return Ok(()) };
        cx.tuck(player, card).await?;
        crate::rules::achievements::claim_where(cx, player, |_, _| true, "Claim an available standard achievement").await?;
        Ok(())
    }),
};
