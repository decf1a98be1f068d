//! Glassblowing (Echoes of the Past, age 2, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Glassblowing",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Score a card from your hand that prints a bonus.", run!(glassblowing_echo)),
        effect("Draw a card of value three more than your lowest top card that is not green, and foreshadow it.", run!(glassblowing)),
    ])],
};

async fn glassblowing_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| bonus(c).is_some()).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a card with a bonus to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
/// Without a non-green top card its value is 0 (3rd-edition rules, glossary
/// "Value"): a 3 is drawn.
async fn glassblowing(cx: &mut Ctx, e: Exec) -> R {
    let lowest = cx.s().top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Green).map(age).min().unwrap_or(0);
    cx.draw_and_foreshadow(e.you, lowest + 3).await?;
    Ok(())
}
