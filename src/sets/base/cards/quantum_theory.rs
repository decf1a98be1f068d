//! Quantum Theory (base set, age 8, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Quantum Theory",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect(
        "You may return as many as two cards from your hand. If you returned two, draw a [10], then draw and score a [10].",
        run!(quantum_theory),
    )])],
};

async fn quantum_theory(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 0, 2, Intent::Return, "Return up to two cards from your hand").await?;
    if cx.return_all(e.you, &chosen).await?.len() == 2 {
        cx.draw(e.you, 10).await?;
        cx.draw_and_score(e.you, 10).await?;
    }
    Ok(())
}
