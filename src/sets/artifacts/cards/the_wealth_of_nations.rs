//! The Wealth of Nations (Artifacts of History, age 6, green): our wording of
//! its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "The Wealth of Nations",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and score a [1]. Take the total value of the cards in your score pile, divide it by five and round any fraction up; draw and score a card of that value.",
        run!(the_wealth_of_nations),
    )])],
};

// The values of the cards in the score pile (not the score, which visible
// bonuses may raise).
async fn the_wealth_of_nations(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 1).await?;
    let total: u32 = cx.score_pile(e.you).iter().map(|&c| age(c) as u32).sum();
    let v = total.div_ceil(5).min(u8::MAX as u32) as u8;
    // A computed value, not the boxed [1] even when equal (Archimedes).
    cx.draw_and_score_counted(e.you, v).await?;
    Ok(())
}
