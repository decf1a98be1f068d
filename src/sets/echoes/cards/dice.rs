//! Dice (Echoes of the Past, age 1, blue): our wording of its 3rd-edition text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Dice",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Draw a [1] and show it to everyone. If it prints a bonus, draw a card of that bonus's value and meld it.",
        run!(dice),
    )])],
};

async fn dice(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 1).await? else { return Ok(()) };
    if let Some(v) = bonus(c) {
        cx.draw_and_meld(e.you, v).await?;
    }
    Ok(())
}
