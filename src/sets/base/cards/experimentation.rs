//! Experimentation (base set, age 4, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Experimentation",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect("Draw a [5] and meld it.", run!(experimentation))])],
};

async fn experimentation(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 5).await?;
    Ok(())
}
