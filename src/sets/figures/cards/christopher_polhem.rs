//! Christopher Polhem (Figures in the Sand, age 5, yellow): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Christopher Polhem",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[SCORE],
        decree: Some("Expansion"),
        ..Variant::new(E3, &[
            inspire("Draw a [4] and tuck it.", run!(polhem_inspire)),
            karma("With any two figures, you may issue the Expansion Decree."),
            karma("Each {factory} on your board adds two points to your score."),
        ])
    }],
};

async fn polhem_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 4).await?;
    Ok(())
}

/// The factories visible on the board, as printed (karma effects never build on
/// one another: 3rd-edition rules, "Karma").
const SCORE: QueryHook = QueryHook {
    name: "Christopher Polhem: two points per factory",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        if owner(src) == Some(p) {
            v[0] += 2 * s.icon_count(p, Icon::Factory) as i64;
        }
    },
};
