//! Antibiotics (base set, age 8, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Antibiotics",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return as many as three cards from your hand. Draw two [8]s for each distinct value among the cards returned.",
        run!(antibiotics),
    )]),
    Variant::new(E4, &[effect(
        "You may return as many as three cards from your hand. Draw two [8]s for each distinct value among the cards you return.",
        run!(antibiotics),
    )])],
};

async fn antibiotics(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 0, 3, Intent::Return, "Return up to three cards from your hand").await?;
    let returned = cx.return_all(e.you, &chosen).await?;
    for _ in 0..2 * distinct_values(&returned) {
        cx.draw(e.you, 8).await?;
    }
    Ok(())
}
