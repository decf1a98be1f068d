//! Sinuhe (Figures in the Sand, age 1, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Sinuhe",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[SCORE],
        decree: Some("Rivalry"),
        ..Variant::new(E3, &[
            echo("Draw a [2] or a [3], your choice, and foreshadow it.", run!(sinuhe_echo)),
            karma("With any two figures, you may issue the Rivalry Decree."),
            karma("Your score is one point higher for each {castle} on your board."),
        ])
    }],
};

/// The value is chosen (spec, "Answers inside an action": alternatives that are
/// items of one kind are the items themselves: `2`, `3`).
async fn sinuhe_echo(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.choose_boxed_value(e.you, &[2, 3], "Choose the value of the card to draw and foreshadow").await?;
    cx.draw_and_foreshadow(e.you, v).await?;
    Ok(())
}

/// The castles on the board as printed (karma never builds on karma).
const SCORE: QueryHook = QueryHook {
    name: "each castle on your board provides one more point toward your score",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[0] += s.icon_count(p, Icon::Castle) as i64;
        }
    },
};
