//! Puppet (Echoes of the Past, age 1, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Puppet",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect("This effect does nothing.", run!(nothing))])],
};

/// The card prints "No effect.": an effect that does nothing.
async fn nothing(_cx: &mut Ctx, _e: Exec) -> R {
    Ok(())
}
