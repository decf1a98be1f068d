//! Ruler (Echoes of the Past, age 1, blue): our wording of its 3rd-edition text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Ruler",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[echo("Draw a [2].", run!(ruler_echo)), effect("This effect does nothing.", run!(nothing))])],
};

async fn ruler_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 2).await?;
    Ok(())
}
/// The card prints "No effect.": an effect that does nothing.
async fn nothing(_cx: &mut Ctx, _e: Exec) -> R {
    Ok(())
}
