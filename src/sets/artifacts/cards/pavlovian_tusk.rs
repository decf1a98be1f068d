//! Pavlovian Tusk (Artifacts, age 1, red): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Pavlovian Tusk",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw three cards of the value of your top green card. Return one of the three drawn cards, then score another one of them.",
        run!(pavlovian_tusk),
    )])],
};

async fn pavlovian_tusk(cx: &mut Ctx, e: Exec) -> R {
    // No green card: its value is 0 (3rd-edition rules, glossary "Value"); a 0 is
    // drawn as a 1, the lowest age.
    let v = cx.s().top(e.you, Color::Green).map(age).unwrap_or(0);
    let drawn = cx.draw_n(e.you, v, 3).await?;
    let in_hand = |cx: &Ctx| -> Vec<CardId> { by_age_title(&drawn).into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect() };
    let cands = in_hand(cx);
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, "Choose one of the drawn cards to return").await? {
        cx.return_card(e.you, c).await?;
    }
    let cands = in_hand(cx);
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose one of the drawn cards to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
