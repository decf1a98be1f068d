//! Marie Curie (Figures in the Sand, age 8, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Marie Curie",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[VALUES],
        ..Variant::new(E3, &[
            echo("Draw a [9].", run!(curie_echo)),
            karma("Each different value above 6 among the cards of your score pile counts as an achievement."),
        ])
    }],
};

async fn curie_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 9).await?;
    Ok(())
}

const VALUES: QueryHook = QueryHook {
    name: "Marie Curie",
    query: QueryKind::Achievements,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            let high: Vec<CardId> = s.score_pile(p).iter().copied().filter(|&c| age(c) > 6).collect();
            v[0] += distinct_values(&high) as i64;
        }
    },
};
