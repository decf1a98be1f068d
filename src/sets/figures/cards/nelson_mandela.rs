//! Nelson Mandela (Figures in the Sand, age 9, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, QueryHook, QueryKind, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Nelson Mandela",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[NO_FADE],
        queries: &[INSPIRES],
        ..Variant::new(E3, &[
            inspire("Draw a [9] and meld it.", run!(mandela_inspire)),
            karma("If you must fade a figure, instead nothing happens."),
            karma("Every two inspire effects visible on your board count as an achievement."),
        ])
    }],
};

async fn mandela_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 9).await?;
    Ok(())
}

const NO_FADE: Hook = Hook {
    name: "Nelson Mandela",
    when: When::Instead,
    on: &[ActKind::Fade],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |_, _, _| Box::pin(async move { Ok(()) }),
};

const INSPIRES: QueryHook = QueryHook {
    name: "Nelson Mandela",
    query: QueryKind::Achievements,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[0] += (s.visible_board_slots(p).iter().filter(|(_, x)| *x == Slot::Inspire).count() / 2) as i64;
        }
    },
};
