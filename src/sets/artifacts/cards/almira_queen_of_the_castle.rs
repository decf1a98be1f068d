//! Almira, Queen of the Castle (Artifacts of History, age 5, purple): our
//! wording of its text, then the code that runs it.
use crate::cards::prelude::*;
use crate::sets::artifacts::claim_achievement;

pub static CARD: CardDef = CardDef {
    name: "Almira, Queen of the Castle",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Meld one card from your hand. Claim an available achievement of the same value as it, even if you are not eligible for it.",
        run!(almira_queen_of_the_castle),
    )])],
};

async fn almira_queen_of_the_castle(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Meld a card from your hand").await? {
        cx.meld(e.you, c).await?;
        // Its value where it lies now (Battleship Yamato shows 11 on a board).
        let v = cx.s().value(c);
        claim_achievement(cx, e.you, Some(v)).await?;
    }
    Ok(())
}
