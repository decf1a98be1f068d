//! Bartolomeo Cristofori (Figures in the Sand, age 5, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::rules::query::claim_age;
use crate::rules::achievements::claim_where;
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Bartolomeo Cristofori",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[FIFTH_VISIBLE],
        ..Variant::new(E3, &[
            inspire("Meld a card from your hand.", run!(cristofori_inspire)),
            karma("If you would meld a card that would be the fifth visible card of its colour on your board, first claim an achievement, without the need of the points for it."),
        ])
    }],
};

async fn cristofori_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Meld a card from your hand").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

/// Every card of a splayed pile is visible, only the top one of an unsplayed pile
/// (3rd-edition rules, glossary "Visible"): the melded card is the fifth visible
/// one when it goes on a splayed pile of four. "Ignoring the scoring
/// restriction": the top card requirement still holds (a top card of the
/// achievement's value or higher, before the meld).
const FIFTH_VISIBLE: Hook = Hook {
    name: "Bartolomeo Cristofori: claim an achievement before the fifth visible card of a colour",
    when: When::Before,
    on: &[ActKind::Meld],
    applies: |cx, src, act| match *act {
        Act::Meld { player, card } if owner(src) == Some(player) => {
            let pile = cx.s().pile(player, color(card));
            pile.splay() != Splay::None && pile.cards().len() == 4 && !pile.cards().contains(&card)
        }
        _ => false,
    },
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let top = claim_age(cx.s(), p);
        claim_where(cx, p, |_, a| age(a) <= top, &format!("Claim an achievement of value {top} or lower")).await?;
        Ok(())
    }),
};
