//! Computers (base set, age 9, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Computers",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("If you wish, splay either your red or your green cards up.", run!(computers_splay)),
        effect("Draw a [10] and meld it, then carry out every non-demand dogma effect on it yourself, without sharing.", run!(computers_execute)),
    ]),
    Variant::new(E4, &[
        effect("If you wish, splay either your red or your green cards up.", run!(computers_splay)),
        effect("Draw a [10] and meld it, then self-execute it.", run!(computers_execute)),
    ])],
};

async fn computers_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red, Color::Green], Splay::Up).await?;
    Ok(())
}
async fn computers_execute(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_meld(e.you, 10).await? else { return Ok(()) };
    cx.self_execute(e.you, c).await
}
