//! Michelangelo (Figures in the Sand, age 4, yellow): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "Also considered part of your score pile": the cards in hand add their values
//! to your score wherever the rules count it (sharing by score, achieving,
//! winning by score, special achievements); they stay in your hand, and effects
//! that act on cards of a score pile do not reach them (the engine counts a
//! score, it has no card in two places at once).
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Michelangelo",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[HAND_SCORES],
        ..Variant::new(E3, &[
            inspire("Choose a card in your hand and score it.", run!(michelangelo_inspire)),
            karma("Every card in your hand counts as well as a card of your score pile."),
        ])
    }],
};

async fn michelangelo_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(&cx.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Choose a card from your hand to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

const HAND_SCORES: QueryHook = QueryHook {
    name: "Michelangelo",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        let Source::Card { owner, .. } = src else { return };
        if owner == p {
            v[0] += s.hand(p).iter().map(|&c| s.value(c) as i64).sum::<i64>();
        }
    },
};
