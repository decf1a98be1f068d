//! Lever (Echoes of the Past, age 2, blue): our wording of its 3rd-edition text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Lever",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw two [2]s.", run!(lever_echo)),
        effect(
            "You may return as many cards from your hand as you like. For each two of the returned cards that have the same value, draw a card one value higher.",
            run!(lever),
        ),
    ])],
};

/// The two cards are drawn one at a time (the Echoes draw rule is checked before each).
async fn lever_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_n(e.you, 2, 2).await?;
    Ok(())
}
/// Each pair of returned cards of one value draws one card of that value plus one
/// (three of a value make one pair); the draws go from the lowest value up.
async fn lever(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let back = cx.choose_cards(e.you, &hand, 0, hand.len(), Intent::Return, "You may return any number of cards from your hand").await?;
    let mut per_value = [0usize; 16];
    for c in cx.return_all(e.you, &back).await? {
        per_value[age(c) as usize] += 1;
    }
    for (v, &n) in per_value.iter().enumerate() {
        for _ in 0..n / 2 {
            cx.draw(e.you, v as u8 + 1).await?;
        }
    }
    Ok(())
}
