//! Sailing (base set, age 1, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Sailing",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect("Draw a [1] and meld it.", run!(sailing))])],
};

async fn sailing(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 1).await?;
    Ok(())
}
