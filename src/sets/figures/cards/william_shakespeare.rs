//! William Shakespeare (Figures in the Sand, age 4, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "Each {hexagon} on your board": every hexagon (card image) your board shows,
//! top cards whole and splayed cards what their splay reveals.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "William Shakespeare",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[HEX_POINTS],
        decree: Some("Rivalry"),
        ..Variant::new(E3, &[
            inspire("Choose a card in your hand and meld it.", run!(william_shakespeare_inspire)),
            karma("With any two figures, you may issue the Rivalry Decree."),
            karma("Your score counts one more point for every {hexagon} on your board."),
        ])
    }],
};

async fn william_shakespeare_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Choose a card from your hand to meld").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

const HEX_POINTS: QueryHook = QueryHook {
    name: "William Shakespeare",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        let Source::Card { owner, .. } = src else { return };
        if owner == p {
            v[0] += s.visible_board_slots(p).into_iter().filter(|&(_, x)| x == Slot::Hex).count() as i64;
        }
    },
};
