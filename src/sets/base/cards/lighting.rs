//! Lighting (base set, age 7, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Lighting",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may tuck as many as three cards from your hand. If you do, draw and score a [7] for each distinct value among the cards tucked.",
        run!(lighting),
    )]),
    Variant::new(E4, &[effect(
        "You may tuck as many as three cards from your hand. If you do, draw and score a [7] for each distinct value among the cards you tuck.",
        run!(lighting),
    )])],
};

async fn lighting(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 0, 3, Intent::Tuck, "Tuck up to three cards from your hand").await?;
    let tucked = cx.tuck_all(e.you, &chosen).await?;
    for _ in 0..distinct_values(&tucked) {
        cx.draw_and_score(e.you, 7).await?;
    }
    Ok(())
}
