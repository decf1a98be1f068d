//! Huang Di (Figures in the Sand, age 1, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Huang Di",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[LEAVES],
        decree: Some("Advancement"),
        ..Variant::new(E3, &[
            echo("Draw a [2].", run!(huang_di_echo)),
            karma("With any two figures, you may issue the Advancement Decree."),
            karma("Every {lightbulb} on your board also counts as a {leaf}."),
        ])
    }],
};

async fn huang_di_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 2).await?;
    Ok(())
}

/// The lightbulbs on the board as printed (karma never builds on karma:
/// 3rd-edition rules, "Karma").
const LEAVES: QueryHook = QueryHook {
    name: "each lightbulb on your board provides one more leaf",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[Icon::Leaf.index()] += s.icon_count(p, Icon::Lightbulb) as i64;
        }
    },
};
