//! Magnavox Odyssey (Artifacts of History, age 9, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Magnavox Odyssey",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect("Draw two [10] and meld them. If both are of one colour, you win.", run!(odyssey))])],
};

async fn odyssey(cx: &mut Ctx, e: Exec) -> R {
    let a = cx.draw_and_meld(e.you, 10).await?;
    let b = cx.draw_and_meld(e.you, 10).await?;
    if let (Some(a), Some(b)) = (a, b) {
        if color(a) == color(b) {
            return Err(cx.win(e.you, e.card).await);
        }
    }
    Ok(())
}
