//! Plato (Figures in the Sand, age 2, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Plato",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[ICONS],
        decree: Some("Rivalry"),
        ..Variant::new(E3, &[
            inspire("You may splay any one colour of yours left.", run!(plato_inspire)),
            karma("With any two figures, you may issue the Rivalry Decree."),
            karma("For every splayed pile on your board you count one extra {castle}, {lightbulb}, {leaf} and {crown}."),
        ])
    }],
};

async fn plato_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Left).await?;
    Ok(())
}

const ICONS: QueryHook = QueryHook {
    name: "each splayed stack on your board provides one more castle, lightbulb, leaf and crown",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            let n = Color::ALL.iter().filter(|&&c| s.pile(p, c).splay() != Splay::None && s.pile(p, c).cards().len() > 1).count() as i64;
            for i in [Icon::Castle, Icon::Lightbulb, Icon::Leaf, Icon::Crown] {
                v[i.index()] += n;
            }
        }
    },
};
