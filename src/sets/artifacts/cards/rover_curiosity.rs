//! Rover Curiosity (Artifacts of History, age 10, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Rover Curiosity",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw an Artifacts [10] and meld it. Execute its effects as if this card printed them, without sharing them.",
        run!(rover),
    )])],
};

async fn rover(cx: &mut Ctx, e: Exec) -> R {
    // An empty Artifacts 10 deck gives a base 10 (3rd-edition rules, "Drawing
    // Expansion cards"), an empty base 10 deck ends the game.
    let Some(c) = cx.draw_from(e.you, CardSet::Artifacts, 10).await? else { return Ok(()) };
    // "Its effects": the melded card's, none when a karma replaced the meld.
    if !cx.meld(e.you, c).await? {
        return Ok(());
    }
    cx.execute_as_if_here(e, c).await
}
