//! Suburbia (base set, age 9, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Suburbia",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[effect("You may tuck as many cards from your hand as you like. For each card tucked this way, draw and score a [1].", run!(suburbia))]),
        Variant::new(E1, &[effect("You may tuck any number of cards from your hand. Then draw and score a [1] for each card you tucked.", run!(suburbia))]),
        Variant::new(E4, &[
            effect("You may tuck as many cards from your hand as you like. For each card tucked this way, draw and score a [1].", run!(suburbia)),
            effect("You may junk every card of the [9] deck.", run!(suburbia_junk_4e)),
        ]),
    ],
};

async fn suburbia(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 0, hand.len(), Intent::Tuck, "Tuck any number of cards from your hand").await?;
    let tucked = cx.tuck_all(e.you, &chosen).await?.len();
    for _ in 0..tucked {
        cx.draw_and_score(e.you, 1).await?;
    }
    Ok(())
}
async fn suburbia_junk_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.may_junk_deck(e.you, CardSet::Base, 9).await?;
    Ok(())
}
