//! Baghdad Battery (Artifacts, age 2, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;
use crate::sets::artifacts::card_type;

pub static CARD: CardDef = CardDef {
    name: "Baghdad Battery",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Meld two cards from your hand. If the two melded cards have the same colour but are of different types, draw and score five [2].",
        run!(baghdad_battery),
    )])],
};

async fn baghdad_battery(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    // Melded one at a time in the order chosen (spec rule 7).
    let chosen = cx.choose_cards(e.you, &hand, 2, 2, Intent::Meld, "Choose two cards from your hand to meld (the last one ends on top)").await?;
    let melded = cx.meld_all(e.you, &chosen).await?.len();
    if melded == 2 && color(chosen[0]) == color(chosen[1]) && card_type(chosen[0]) != card_type(chosen[1]) {
        for _ in 0..5 {
            cx.draw_and_score(e.you, 2).await?;
        }
    }
    Ok(())
}
