//! Sneferu (Figures in the Sand, age 1, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Sneferu",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[CROWNS],
        decree: Some("Expansion"),
        ..Variant::new(E3, &[
            inspire("Draw a [2] and tuck it. Do this again if it has a {castle}.", run!(sneferu_inspire)),
            karma("With any two figures, you may issue the Expansion Decree."),
            karma("Every {castle} on your board also counts as a {crown}."),
        ])
    }],
};

/// Repeated while the card drawn has a castle (bounded by `MAX_REPEATS`).
async fn sneferu_inspire(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_tuck(e.you, 2).await? else { break };
        if !cx.s().has_icon(c, Icon::Castle) {
            break;
        }
    }
    Ok(())
}

/// The castles on the board as printed (karma never builds on karma).
const CROWNS: QueryHook = QueryHook {
    name: "each castle on your board provides one more crown",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[Icon::Crown.index()] += s.icon_count(p, Icon::Castle) as i64;
        }
    },
};
