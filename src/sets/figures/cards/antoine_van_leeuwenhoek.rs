//! Antoine Van Leeuwenhoek (Figures in the Sand, age 5, yellow): our wording of
//! its 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Antoine Van Leeuwenhoek",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[CLAIM_SCORE],
        ..Variant::new(E3, &[
            echo("Draw a [6].", run!(leeuwenhoek_echo)),
            karma("Each card in your hand counts as ten points toward what you need to claim an achievement of the same value as that card."),
        ])
    }],
};

async fn leeuwenhoek_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 6).await?;
    Ok(())
}

/// `values[1]` is the value of the achievement being claimed.
const CLAIM_SCORE: QueryHook = QueryHook {
    name: "Antoine Van Leeuwenhoek: ten points per card in hand of the achievement's value",
    query: QueryKind::ClaimScore,
    adjust: |s, src, p, v| {
        if owner(src) == Some(p) {
            let value = v[1];
            // The hand itself (karma effects never build on one another).
            v[0] += 10 * s.hand(p).iter().filter(|&&c| age(c) as i64 == value).count() as i64;
        }
    },
};
