//! Comb (Echoes of the Past, age 1, green): our wording of its 3rd-edition text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Comb",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Name a colour; then draw five [1]s, showing each to everyone. Keep the drawn cards of the named colour, and return the other drawn cards.",
        run!(comb),
    )])],
};

/// The five cards are drawn one at a time, so the Echoes draw rule is checked
/// before each (3rd-edition rules, "Drawing Expansion cards": several cards are
/// evaluated one by one, and a drawn and revealed card is in the hand). The
/// others are returned in the hand's order (spec rule 7).
async fn comb(cx: &mut Ctx, e: Exec) -> R {
    let Some(chosen) = cx.choose_color(e.you, &Color::ALL, false, Intent::Keep, "Choose a colour: the drawn cards of that colour are kept").await? else {
        return Ok(());
    };
    let mut drawn = vec![];
    for _ in 0..5 {
        drawn.extend(cx.draw_and_reveal(e.you, 1).await?);
    }
    let rest: Vec<CardId> = by_age_title(&drawn).into_iter().filter(|&c| color(c) != chosen && cx.s().in_hand(e.you, c)).collect();
    cx.return_all(e.you, &rest).await?;
    Ok(())
}
