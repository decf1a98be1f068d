//! Dunhuang Star Chart (Artifacts, age 3, blue): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Dunhuang Star Chart",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return every card in your hand, then draw a card whose value is the number of cards you returned.",
        run!(dunhuang_star_chart),
    )])],
};

async fn dunhuang_star_chart(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let mut n = 0u8;
    for c in hand {
        if cx.return_card(e.you, c).await? {
            n = n.saturating_add(1);
        }
    }
    // None returned: a 0, drawn as a 1 (the lowest age).
    cx.draw(e.you, n).await?;
    Ok(())
}
