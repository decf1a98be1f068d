//! Fu Xi (Figures in the Sand, age 1, green): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Fu Xi",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[LIGHTBULBS],
        decree: Some("Trade"),
        ..Variant::new(E3, &[
            echo("Draw a [2] and score it.", run!(fu_xi_echo)),
            karma("With any two figures, you may issue the Trade Decree."),
            karma("You count one extra {lightbulb} for each card in your score pile and each card in your forecast."),
        ])
    }],
};

async fn fu_xi_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 2).await?;
    Ok(())
}

const LIGHTBULBS: QueryHook = QueryHook {
    name: "each card in your score pile and forecast provides one more lightbulb",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[Icon::Lightbulb.index()] += (s.score_pile(p).len() + crate::sets::figures::forecast(s, p).len()) as i64;
        }
    },
};
