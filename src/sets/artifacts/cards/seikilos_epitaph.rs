//! Seikilos Epitaph (Artifacts, age 2, blue): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Seikilos Epitaph",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and meld a [3]. Meld the bottom card of your pile of the drawn card's colour, then execute each of its non-demand effects for yourself alone, without sharing.",
        run!(seikilos_epitaph),
    )])],
};

async fn seikilos_epitaph(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_meld(e.you, 3).await? else { return Ok(()) };
    // With the drawn card alone in its pile, it is also the bottom card: melded
    // again (it stays on top) and executed.
    let Some(b) = cx.s().pile(e.you, color(c)).bottom() else { return Ok(()) };
    cx.meld(e.you, b).await?;
    cx.self_execute(e.you, b).await
}
