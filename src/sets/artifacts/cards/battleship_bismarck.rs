//! Battleship Bismarck (Artifacts of History, age 8, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Battleship Bismarck",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to draw an [8] and reveal it! Return every card of the drawn card's colour from your board!",
        run!(bismarck),
    )])],
};

async fn bismarck(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 8).await? else { return Ok(()) };
    // Top first (spec, "How effects are asked", rule 7); the drawn card stays in hand.
    let all: Vec<CardId> = cx.s().pile(e.you, color(c)).cards().iter().rev().copied().collect();
    cx.return_all(e.you, &all).await?;
    Ok(())
}
