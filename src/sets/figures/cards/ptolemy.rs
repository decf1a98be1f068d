//! Ptolemy (Figures in the Sand, age 2, green): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ListHook, ListKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Ptolemy",
    set: CardSet::Figures,
    variants: &[Variant {
        lists: &[BLUE_CARDS],
        decree: Some("Trade"),
        ..Variant::new(E3, &[
            inspire("Draw a [2] and meld it.", run!(ptolemy_inspire)),
            karma("With any two figures, you may issue the Trade Decree."),
            karma("With a Dogma action you may activate any top blue card, on any player's board."),
        ])
    }],
};

async fn ptolemy_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 2).await?;
    Ok(())
}

/// The other players' top blue cards (the owner's own is theirs to activate
/// anyway): `dogma <Card>` turn actions. The Dogma action is the owner's, as on
/// their own board: the echo effects of their own blue pile, then the card's own
/// (`rules::dogma::effect_list`).
const BLUE_CARDS: ListHook = ListHook {
    name: "each top blue card on every player's board counts as a card you can activate",
    list: ListKind::Activatable,
    cards: |s, src, p| match src {
        Source::Card { owner, .. } if owner == p => s.all_players().into_iter().filter(|&q| q != p).filter_map(|q| s.top(q, Color::Blue)).collect(),
        _ => vec![],
    },
};
