//! Sergey Brin (Figures in the Sand, age 10, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ListHook, ListKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Sergey Brin",
    set: CardSet::Figures,
    variants: &[Variant {
        lists: &[ACTIVATE],
        ..Variant::new(E3, &[
            inspire("You may splay one of your colours up.", run!(brin_inspire)),
            karma("Every top card of every player's board counts as a card you may activate with a Dogma action."),
        ])
    }],
};

async fn brin_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Up).await?;
    Ok(())
}

/// The other players' top cards (the owner's own are activated anyway).
const ACTIVATE: ListHook = ListHook {
    name: "Sergey Brin",
    list: ListKind::Activatable,
    cards: |s, src, p| match src {
        Source::Card { owner, .. } if owner == p => s.players_from(p + 1).into_iter().filter(|&q| q != p).flat_map(|q| s.top_cards(q)).collect(),
        _ => vec![],
    },
};
