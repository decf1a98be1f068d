//! Where's Waldo? (Artifacts of History, age 10, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Where's Waldo?",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect("You win the game.", run!(waldo))])],
};

async fn waldo(cx: &mut Ctx, e: Exec) -> R {
    // A sharer executes it first, and wins.
    Err(cx.win(e.you, e.card).await)
}
