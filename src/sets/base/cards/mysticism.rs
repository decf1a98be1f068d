//! Mysticism (base set, age 1, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Mysticism",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect(
        "Draw and reveal a [1]. If your board already has a card of its colour, meld it and draw a [1].",
        run!(mysticism),
    )])],
};

async fn mysticism(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 1).await? else { return Ok(()) };
    if cx.s().top(e.you, color(c)).is_some() {
        cx.meld(e.you, c).await?;
        cx.draw(e.you, 1).await?;
    }
    Ok(())
}
