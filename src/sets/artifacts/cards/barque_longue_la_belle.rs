//! Barque-Longue La Belle (Artifacts of History, age 5, green): our wording of
//! its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Barque-Longue La Belle",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and meld a [5]. Unless the card drawn is green, do this effect again.",
        run!(barque_longue_la_belle),
    )])],
};

async fn barque_longue_la_belle(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        match cx.draw_and_meld(e.you, 5).await? {
            Some(c) if color(c) != Color::Green => continue,
            _ => break,
        }
    }
    Ok(())
}
