//! Catherine the Great (Figures in the Sand, age 6, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, QueryHook, QueryKind, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Catherine the Great",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELD_PURPLE],
        queries: &[LIGHTBULBS],
        ..Variant::new(E3, &[
            inspire("Draw a [6] and meld it.", run!(catherine_inspire)),
            karma("Each {lightbulb} on your board gives you two more {lightbulb}."),
            karma("If you would meld a purple card, first transfer the top purple card of your board to your hand."),
        ])
    }],
};

async fn catherine_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 6).await?;
    Ok(())
}

/// The lightbulbs visible on the board, as printed (karma effects never build on
/// one another: 3rd-edition rules, "Karma").
const LIGHTBULBS: QueryHook = QueryHook {
    name: "Catherine the Great: two more lightbulbs per lightbulb",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if owner(src) == Some(p) {
            v[Icon::Lightbulb.index()] += 2 * s.icon_count(p, Icon::Lightbulb) as i64;
        }
    },
};

const MELD_PURPLE: Hook = Hook {
    name: "Catherine the Great: first take the top purple card into hand",
    when: When::Before,
    on: &[ActKind::Meld],
    applies: |_, src, act| owner(src) == Some(act.player()) && act.card().map(|c| color(c) == Color::Purple).unwrap_or(false),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        if let Some(top) = cx.s().top(p, Color::Purple) {
            cx.transfer(p, top, Zone::Hand(p)).await?;
        }
        Ok(())
    }),
};
