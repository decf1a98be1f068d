//! John Von Neumann (Figures in the Sand, age 8, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, QueryHook, QueryKind, Source, When};
use crate::sets::figures::each_opponents_top_figure;

pub static CARD: CardDef = CardDef {
    name: "John Von Neumann",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELDED],
        queries: &[CLOCKS],
        ..Variant::new(E3, &[
            echo("Draw two [9] and reveal them. If either of them is purple, return both.", run!(von_neumann_echo)),
            karma("When you meld this card, every top figure of your opponents is returned."),
            karma("Each card in your hand gives you two more {clock}."),
        ])
    }],
};

async fn von_neumann_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut drawn = vec![];
    for _ in 0..2 {
        drawn.extend(cx.draw_and_reveal(e.you, 9).await?);
    }
    if drawn.iter().any(|&c| color(c) == Color::Purple) {
        let in_hand: Vec<CardId> = by_age_title(&drawn).into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
        cx.return_all(e.you, &in_hand).await?;
    }
    Ok(())
}

/// The opponents in turn order from the owner, each one's piles in colour order.
const MELDED: Hook = Hook {
    name: "John Von Neumann",
    when: When::Melded,
    on: &[ActKind::Meld],
    applies: |_, _, _| true,
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, .. } = src else { return Ok(()) };
        each_opponents_top_figure(cx, owner, |_, _| true, async |cx, c| {
            cx.return_card(owner, c).await?;
            Ok(())
        }).await
    }),
};

const CLOCKS: QueryHook = QueryHook {
    name: "John Von Neumann",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[Icon::Clock.index()] += 2 * s.hand(p).len() as i64;
        }
    },
};
