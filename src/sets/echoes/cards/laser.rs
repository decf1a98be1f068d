//! Laser (Echoes of the Past, age 9, blue): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Laser",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Return every standard achievement nobody has claimed. Then return half of the cards of your score pile, rounding up. Draw two [10]s and meld them.",
        run!(laser),
    )])],
};

/// The available achievements go back by value (then title); the score cards are
/// chosen (exactly half, rounded up: spec rule 3) and returned in the order named.
async fn laser(cx: &mut Ctx, e: Exec) -> R {
    let available = by_age_title(&cx.s().available);
    cx.return_all(e.you, &available).await?;
    let score = cx.score_pile(e.you);
    let n = score.len().div_ceil(2);
    let chosen = cx.choose_cards(e.you, &score, n, n, Intent::Return, &format!("Choose {n} cards of your score pile to return")).await?;
    cx.return_all(e.you, &chosen).await?;
    cx.draw_and_meld(e.you, 10).await?;
    cx.draw_and_meld(e.you, 10).await?;
    Ok(())
}
