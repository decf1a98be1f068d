//! Tigernmas (Figures in the Sand, age 1, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Tigernmas",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[SCORE],
        decree: Some("War"),
        ..Variant::new(E3, &[
            inspire("Draw a [1].", run!(tigernmas_inspire)),
            karma("With any two figures, you may issue the War Decree."),
            karma("Your score is one point higher for each card in your hand."),
        ])
    }],
};

async fn tigernmas_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 1).await?;
    Ok(())
}

const SCORE: QueryHook = QueryHook {
    name: "each card in your hand provides one more point toward your score",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[0] += s.hand(p).len() as i64;
        }
    },
};
