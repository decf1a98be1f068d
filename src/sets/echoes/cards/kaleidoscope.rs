//! Kaleidoscope (Echoes of the Past, age 6, purple): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Kaleidoscope",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect("Draw a [7] and meld it. You may splay right your cards of its colour.", run!(kaleidoscope))])],
};

async fn kaleidoscope(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_meld(e.you, 7).await? else { return Ok(()) };
    cx.may_splay(e.you, &[color(c)], Splay::Right).await?;
    Ok(())
}
