//! Domestication (base set, age 1, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Domestication",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect("Meld the lowest-valued card in your hand, then draw a [1].", run!(domestication))])],
};

async fn domestication(cx: &mut Ctx, e: Exec) -> R {
    let lowest = lowest(&cx.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &lowest, false, Intent::Meld, "Meld your lowest card").await? {
        cx.meld(e.you, c).await?;
    }
    cx.draw(e.you, 1).await?;
    Ok(())
}
