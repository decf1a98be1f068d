//! Writing (base set, age 1, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Writing",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect("Draw a [2].", run!(writing))])],
};

async fn writing(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 2).await?;
    Ok(())
}
