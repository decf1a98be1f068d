//! Atomic Theory (base set, age 6, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Atomic Theory",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect("You may splay your blue cards to the right.", run!(atomic_theory_splay)),
        effect("Draw a [7] and meld it.", run!(atomic_theory_meld)),
    ])],
};

async fn atomic_theory_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Right).await?;
    Ok(())
}
async fn atomic_theory_meld(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 7).await?;
    Ok(())
}
