//! Gilgamesh (Figures in the Sand, age 1, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Gilgamesh",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[CASTLES],
        ..Variant::new(E3, &[
            inspire("Score a card from your hand.", run!(gilgamesh_inspire)),
            karma("Every bonus on your board gives you one extra {castle} per top card on your board."),
        ])
    }],
};

async fn gilgamesh_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Choose a card from your hand to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// The bonuses visible on the board as printed (karma never builds on karma:
/// 3rd-edition rules, "Karma"), times the number of top cards.
const CASTLES: QueryHook = QueryHook {
    name: "each bonus on your board provides one more castle for every top card",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            let bonuses = s.visible_board_slots(p).into_iter().filter(|(_, x)| matches!(x, Slot::Bonus(_))).count();
            v[Icon::Castle.index()] += (bonuses * s.top_cards(p).len()) as i64;
        }
    },
};
