//! Adam Smith (Figures in the Sand, age 6, green): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Adam Smith",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[CROWNS],
        ..Variant::new(E3, &[
            inspire("You may splay one colour of your cards right.", run!(smith_inspire)),
            karma("Each {crown} on your board gives you two more {crown}."),
        ])
    }],
};

async fn smith_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Right).await?;
    Ok(())
}

/// The crowns visible on the board, as printed (karma effects never build on one
/// another: 3rd-edition rules, "Karma").
const CROWNS: QueryHook = QueryHook {
    name: "Adam Smith: two more crowns per crown",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if owner(src) == Some(p) {
            v[Icon::Crown.index()] += 2 * s.icon_count(p, Icon::Crown) as i64;
        }
    },
};
