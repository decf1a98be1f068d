//! Jedlik's Electromagnetic Self-Rotor (Artifacts of History, age 7, red): our
//! wording of its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Jedlik's Electromagnetic Self-Rotor",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw an [8] and score it. Draw an [8] and meld it. If an achievement of value 8 is available, claim it, whether or not you are eligible.",
        run!(self_rotor),
    )])],
};

async fn self_rotor(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 8).await?;
    cx.draw_and_meld(e.you, 8).await?;
    // Standard achievements of one value are face down and alike: no choice to ask
    // (a duplicate of value 8, with Echoes, is the first one).
    if let Some(a) = cx.s().available.iter().copied().find(|&c| age(c) == 8) {
        cx.achieve(e.you, a).await?;
    }
    Ok(())
}
