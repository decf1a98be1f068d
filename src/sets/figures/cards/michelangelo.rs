//! Michelangelo (Figures in the Sand, age 4, yellow): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "Also considered part of your score pile": the cards in hand add their values
//! to your score wherever the rules count it (sharing by score, achieving,
//! winning by score, special achievements), and effects that read "your score
//! pile" see them (`Ctx::score_pile`: "return a card from your score pile" may
//! return one); they stay in your hand.
use crate::cards::prelude::*;
use crate::rules::hooks::{ListHook, ListKind, QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Michelangelo",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[HAND_SCORES],
        lists: &[HAND_IN_SCORE_PILE],
        ..Variant::new(E3, &[
            inspire("Choose a card in your hand and score it.", run!(michelangelo_inspire)),
            karma("Every card in your hand counts as well as a card of your score pile."),
        ])
    }],
};

async fn michelangelo_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
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

const HAND_IN_SCORE_PILE: ListHook = ListHook {
    name: "Michelangelo: the hand counts as in the score pile",
    list: ListKind::ScorePile,
    cards: |s, src, p| if matches!(src, Source::Card { owner, .. } if owner == p) { s.hand(p).to_vec() } else { vec![] },
};
