//! Hatshepsut (Figures in the Sand, age 1, green): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::state::State;

pub static CARD: CardDef = CardDef {
    name: "Hatshepsut",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DRAW],
        ..Variant::new(E3, &[
            inspire("Draw a [1].", run!(hatshepsut_inspire)),
            karma("If you would draw a card of value above 1 while holding a [1] in your hand, first return every card in your hand and draw two cards of that value."),
        ])
    }],
};

async fn hatshepsut_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 1).await?;
    Ok(())
}

/// The value of the card a draw of `age` would take: the first age from `age` up
/// whose base deck is not empty (3rd-edition rules, "Drawing Expansion cards":
/// an empty age is empty for every set); above the highest age, one more than it
/// (the draw ends the game).
fn drawn_value(s: &State, age: u8) -> u8 {
    s.draw_age(CardSet::Base, age).unwrap_or(s.rules().max_age() + 1)
}

/// Any draw of the owner's (any set, by action or effect) of a card of value 2 or
/// more, as the draw would skip empty ages. The hand is returned one card at a
/// time (spec rule 7: by age, then title), then two cards of that value are drawn,
/// then the draw itself.
const DRAW: Hook = Hook {
    name: "if you would draw a card of value higher than 1 with a 1 in hand, first return your hand and draw two of that value",
    when: When::Before,
    on: &[ActKind::Draw],
    applies: |cx, src, act| {
        let (Source::Card { owner, .. }, Act::Draw { player, age: a, .. }) = (src, *act) else { return false };
        let s = cx.s();
        player == owner && drawn_value(s, a) > 1 && s.hand(owner).iter().any(|&c| age(c) == 1)
    },
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Act::Draw { age: a, .. }) = (src, *act) else { return Ok(()) };
        let v = drawn_value(cx.s(), a);
        let hand = cx.hand(owner);
        cx.return_all(owner, &hand).await?;
        cx.draw(owner, v).await?;
        cx.draw(owner, v).await?;
        Ok(())
    }),
};
