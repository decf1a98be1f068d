//! Boerhavve Silver Microscope (Artifacts of History, age 5, blue): our wording
//! of its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Boerhavve Silver Microscope",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return your lowest card in hand and your lowest top card. Draw and score a card whose value is the total of the values of the cards you returned.",
        run!(boerhavve_silver_microscope),
    )])],
};

async fn boerhavve_silver_microscope(cx: &mut Ctx, e: Exec) -> R {
    let mut total = 0;
    let low_hand = lowest(&cx.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &low_hand, false, Intent::Return, "Return your lowest card in hand").await? {
        if cx.return_card(e.you, c).await? {
            total += age(c);
        }
    }
    let low_top = lowest_top(cx.s(), &cx.s().top_cards(e.you));
    if let Some(c) = cx.choose_card(e.you, &low_top, false, Intent::Return, "Return your lowest top card").await? {
        if cx.return_card(e.you, c).await? {
            total += age(c);
        }
    }
    // With nothing returned the total is 0, and a draw of 0 is a draw of 1 (BGA
    // rules page, "Draw [and ...]": a missing value counts 0, and one skips up to 1).
    cx.draw_and_score(e.you, total).await?;
    Ok(())
}
