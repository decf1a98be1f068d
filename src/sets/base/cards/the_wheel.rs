//! The Wheel (base set, age 1, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "The Wheel",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect("Draw two cards of value [1].", run!(the_wheel))])],
};

async fn the_wheel(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_n(e.you, 1, 2).await?;
    Ok(())
}
