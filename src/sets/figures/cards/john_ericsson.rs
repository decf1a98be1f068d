//! John Ericsson (Figures in the Sand, age 7, red): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, QueryHook, QueryKind, When};
use crate::sets::figures::claim::owner;
use crate::sets::figures::each_opponents_top_figure;

pub static CARD: CardDef = CardDef {
    name: "John Ericsson",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELDED],
        queries: &[CLOCKS],
        ..Variant::new(E3, &[
            inspire("Draw a [7] and tuck it.", run!(ericsson_inspire)),
            karma("When you meld this card, score every top figure of your opponents of value below 7."),
            karma("Each {factory} on your board gives you two more {clock}."),
        ])
    }],
};

async fn ericsson_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 7).await?;
    Ok(())
}

/// The opponents in turn order from the owner's left, each one's top figures in
/// the order of the colours.
const MELDED: Hook = Hook {
    name: "John Ericsson: score the opponents' top figures below 7",
    when: When::Melded,
    on: &[ActKind::Meld],
    applies: |_, _, _| true,
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        each_opponents_top_figure(cx, p, |s, c| s.value(c) < 7, async |cx, c| {
            cx.score(p, c).await?;
            Ok(())
        }).await
    }),
};

/// The factories visible on the board, as printed (karma effects never build on
/// one another: 3rd-edition rules, "Karma").
const CLOCKS: QueryHook = QueryHook {
    name: "John Ericsson: two clocks per factory",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if owner(src) == Some(p) {
            v[Icon::Clock.index()] += 2 * s.icon_count(p, Icon::Factory) as i64;
        }
    },
};
