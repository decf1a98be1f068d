//! Albert Einstein (Figures in the Sand, age 8, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
//!
//! The value boxes: a value printed in a box of an effect ("draw a [4]") is known
//! to the engine only through the wording of the effect being executed: inside
//! an effect of Einstein's owner, each value that the effect's text shows in a
//! box counts as a 10 (`Ctx::boxed`, `QueryKind::ValueBox`), drawn ("draw a [4]"
//! draws a 10) or used otherwise ("transfer a [1]" asks for a 10). "Your effects"
//! are the effects you execute, and the demands and compels you issue (the
//! vulnerable player draws the 10).
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Albert Einstein",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[TENS],
        decree: Some("Advancement"),
        ..Variant::new(E3, &[
            echo("Meld every card in your hand that has a {lightbulb} or a {clock}.", run!(einstein_echo)),
            karma("With any two figures, you may issue the Advancement Decree."),
            karma("Every value box in any effect of yours counts as a [10]."),
        ])
    }],
};

async fn einstein_echo(cx: &mut Ctx, e: Exec) -> R {
    // Several cards melded at once: hand order (spec rule 7), the last on top.
    let cards: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Lightbulb) || cx.s().has_icon(c, Icon::Clock)).collect();
    cx.meld_all(e.you, &cards).await?;
    Ok(())
}

const TENS: QueryHook = QueryHook {
    name: "Albert Einstein",
    query: QueryKind::ValueBox,
    adjust: |_, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[0] = 10;
        }
    },
};
