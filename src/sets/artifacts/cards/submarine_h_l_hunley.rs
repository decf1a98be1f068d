//! Submarine H. L. Hunley (Artifacts of History, age 7, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Submarine H. L. Hunley",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to draw a [7] and meld it! Reveal the bottom card of your pile of the melded card's colour! If that card is a [1], return every card of that colour from your board!",
        run!(hunley),
    )])],
};

async fn hunley(cx: &mut Ctx, e: Exec) -> R {
    let Some(m) = cx.draw_and_meld_melded(e.you, 7).await? else { return Ok(()) };
    let col = color(m);
    let Some(bottom) = cx.s().pile(e.you, col).bottom() else { return Ok(()) };
    cx.reveal(e.you, bottom).await?;
    if cx.s().value(bottom) == cx.boxed(1) {
        // Top first (spec, "How effects are asked", rule 7).
        let all: Vec<CardId> = cx.s().pile(e.you, col).cards().iter().rev().copied().collect();
        cx.return_all(e.you, &all).await?;
    }
    Ok(())
}
