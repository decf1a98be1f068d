//! Emmy Noether (Figures in the Sand, age 8, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Emmy Noether",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[POINTS],
        ..Variant::new(E3, &[
            inspire("Draw an [8] and meld it.", run!(noether_inspire)),
            karma("Each {clock} on your board adds to your score as many points as you have {clock} on your board."),
        ])
    }],
};

async fn noether_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 8).await?;
    Ok(())
}

/// N clocks add N x N points; the clocks on the board, not those other karma adds
/// (karma effects never build on one another: 3rd-edition rules, "Karma"; as
/// Robert E. Lee and Alfred Nobel count icons).
const POINTS: QueryHook = QueryHook {
    name: "Emmy Noether",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            let n = s.icon_count(p, Icon::Clock) as i64;
            v[0] += n * n;
        }
    },
};
