//! Christopher Columbus (Figures in the Sand, age 4, green): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! The {factory} counted are those the board shows, not what other karma adds
//! ("karma effects never chain or trigger off of other karma effects":
//! 3rd-edition rules, "Figures in the Sand").
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Christopher Columbus",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[FACTORY_CROWNS],
        decree: Some("Trade"),
        ..Variant::new(E3, &[
            inspire("Draw a [4].", run!(christopher_columbus_inspire)),
            karma("With any two figures, you may issue the Trade Decree."),
            karma("For every {factory} on your board, your board has two more {crown}."),
        ])
    }],
};

async fn christopher_columbus_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 4).await?;
    Ok(())
}

const FACTORY_CROWNS: QueryHook = QueryHook {
    name: "Christopher Columbus",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        let Source::Card { owner, .. } = src else { return };
        if owner == p {
            v[Icon::Crown.index()] += 2 * s.icon_count(p, Icon::Factory) as i64;
        }
    },
};
