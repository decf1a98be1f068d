//! Duke Ellington (Figures in the Sand, age 8, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::{is_figure, top_figures};

pub static CARD: CardDef = CardDef {
    name: "Duke Ellington",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[NO_FADE, FIFTH],
        ..Variant::new(E3, &[
            inspire("Draw an [8] figure and meld it.", run!(ellington_inspire)),
            karma("If you must fade a figure, instead nothing happens."),
            karma("If you would meld a figure while you already have four top figures, instead achieve it, whether or not you are eligible."),
        ])
    }],
};

async fn ellington_inspire(cx: &mut Ctx, e: Exec) -> R {
    if let Some(c) = cx.draw_from(e.you, CardSet::Figures, 8).await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

const NO_FADE: Hook = Hook {
    name: "Duke Ellington",
    when: When::Instead,
    on: &[ActKind::Fade],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |_, _, _| Box::pin(async move { Ok(()) }),
};

/// "Four top figures already": four or more (this karma and fading karmas let a
/// board hold more than one).
const FIFTH: Hook = Hook {
    name: "Duke Ellington",
    when: When::Instead,
    on: &[ActKind::Meld],
    applies: |cx, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Meld { player, card }) if *player == owner && is_figure(*card) && top_figures(cx.s(), owner).len() >= 4),
    run: |cx, _, act| Box::pin(async move {
        let Act::Meld { player, card } = *act else { return Ok(()) };
        cx.achieve(player, card).await?;
        Ok(())
    }),
};
