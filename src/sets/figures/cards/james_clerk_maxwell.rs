//! James Clerk Maxwell (Figures in the Sand, age 7, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "James Clerk Maxwell",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[ICONS],
        ..Variant::new(E3, &[
            inspire("Draw an [8].", run!(maxwell_inspire)),
            karma("Each card in your hand gives you one more icon of each type present on your board."),
        ])
    }],
};

async fn maxwell_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 8).await?;
    Ok(())
}

/// "Every type on your board": each standard icon type visible on the board, as
/// printed (the same reading as Alfred Nobel's "each icon type on your board";
/// karma effects never build on one another: 3rd-edition rules, "Karma"). A type
/// absent from the board gains nothing.
const ICONS: QueryHook = QueryHook {
    name: "James Clerk Maxwell: one more icon of each type per card in hand",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if owner(src) != Some(p) {
            return;
        }
        // The hand itself: karma effects never build on one another (a forecast
        // that Emperor Meiji counts as in hand adds nothing here).
        let n = s.hand(p).len() as i64;
        let raw = s.icon_counts(p);
        for &i in s.rules().icons() {
            if raw[i.index()] > 0 {
                v[i.index()] += n;
            }
        }
    },
};
