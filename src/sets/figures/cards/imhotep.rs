//! Imhotep (Figures in the Sand, age 1, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Imhotep",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELD_OVER_PILE],
        ..Variant::new(E3, &[
            echo("Draw a [2] and meld it.", run!(imhotep_echo)),
            karma("If you would meld a card onto an unsplayed colour of two or more cards, instead splay that colour left and return the card."),
        ])
    }],
};

async fn imhotep_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 2).await?;
    Ok(())
}

/// Any meld of the owner's (by action or effect) onto a pile of two or more cards
/// that is not splayed; the card is returned from where it was.
const MELD_OVER_PILE: Hook = Hook {
    name: "if you would meld onto an unsplayed colour of two or more cards, splay it left and return the card instead",
    when: When::Instead,
    on: &[ActKind::Meld],
    applies: |cx, src, act| {
        let (Source::Card { owner, .. }, Act::Meld { player, card }) = (src, *act) else { return false };
        let pile = cx.s().pile(owner, color(card));
        player == owner && pile.cards().len() > 1 && pile.splay() == Splay::None && !pile.cards().contains(&card)
    },
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Act::Meld { card, .. }) = (src, *act) else { return Ok(()) };
        cx.splay(owner, color(card), Splay::Left).await?;
        cx.return_card(owner, card).await?;
        Ok(())
    }),
};
