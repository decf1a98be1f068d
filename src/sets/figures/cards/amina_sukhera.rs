//! Amina Sukhera (Figures in the Sand, age 4, red): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "All bottom purple cards": the bottom purple card of every board, yours first
//! then clockwise (the text names no owner). A top card with a {castle} on your
//! board counts as an available standard achievement of its own value: an
//! `achieve <Card>` action when eligible (score and top card), which moves the
//! card into your achievements (3rd-edition rules, "Each" karma effects).
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, ListHook, ListKind, Source, When};
use crate::sets::figures::each_opponents_top_figure;

pub static CARD: CardDef = CardDef {
    name: "Amina Sukhera",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELDED],
        lists: &[CASTLE_TOPS],
        ..Variant::new(E3, &[
            inspire("Score the bottom purple card of every board.", run!(amina_sukhera_inspire)),
            karma("When you meld this card, score every top figure of value 4 on your opponents' boards."),
            karma("Every top card of your board that shows a {castle} counts, for you, as an available achievement."),
        ])
    }],
};

async fn amina_sukhera_inspire(cx: &mut Ctx, e: Exec) -> R {
    for q in cx.s().players_from(e.you) {
        if let Some(c) = cx.s().pile(q, Color::Purple).bottom() {
            cx.score(e.you, c).await?;
        }
    }
    Ok(())
}

const MELDED: Hook = Hook {
    name: "Amina Sukhera",
    when: When::Melded,
    on: &[ActKind::Meld],
    applies: |_, _, _| true,
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        each_opponents_top_figure(cx, p, |_, c| age(c) == 4, async |cx, c| {
            cx.score(p, c).await?;
            Ok(())
        }).await
    }),
};

const CASTLE_TOPS: ListHook = ListHook {
    name: "Amina Sukhera",
    list: ListKind::Achievable,
    cards: |s, src, p| {
        let Source::Card { owner, .. } = src else { return vec![] };
        if owner != p {
            return vec![];
        }
        s.top_cards(p).into_iter().filter(|&c| s.has_icon(c, Icon::Castle)).collect()
    },
};
