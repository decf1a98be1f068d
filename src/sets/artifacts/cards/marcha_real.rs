//! Marcha Real (Artifacts of History, age 6, purple): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;
use crate::sets::artifacts::claim_achievement;

pub static CARD: CardDef = CardDef {
    name: "Marcha Real",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Show two cards from your hand and return them. If both have one value, draw a card one value above it. If both have one colour, claim an available achievement even if you are not eligible for it.",
        run!(marcha_real),
    )])],
};

async fn marcha_real(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 2, 2, Intent::Return, "Choose two cards from your hand to reveal and return").await?;
    for &c in &chosen {
        cx.reveal(e.you, c).await?;
    }
    cx.return_all(e.you, &chosen).await?;
    let [a, b] = chosen[..] else { return Ok(()) };
    if age(a) == age(b) {
        cx.draw(e.you, age(a) + 1).await?;
    }
    if color(a) == color(b) {
        claim_achievement(cx, e.you, None).await?;
    }
    Ok(())
}
