//! Jeans (Echoes of the Past, age 7, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Jeans",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw two [9]s. Return one of them and foreshadow the other.", run!(jeans_echo)),
        effect(
            "Choose two different values below [7]. Draw and reveal one card of each of them. Meld one of the two and return the other.",
            run!(jeans),
        ),
    ])],
};

async fn jeans_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut drawn = vec![];
    for _ in 0..2 {
        drawn.extend(cx.draw(e.you, 9).await?);
    }
    let drawn: Vec<CardId> = drawn.into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
    let Some(back) = cx.choose_card(e.you, &drawn, false, Intent::Return, "Choose which of the two drawn cards to return (the other is foreshadowed)").await? else { return Ok(()) };
    cx.return_card(e.you, back).await?;
    for &c in drawn.iter().filter(|&&c| c != back) {
        cx.foreshadow(e.you, c).await?;
    }
    Ok(())
}

/// The two values are drawn in the order the player names them (the Echoes draw
/// rule is checked before each draw: 3rd-edition rules, "Drawing Expansion cards",
/// one by one, a revealed card being part of the hand).
///
/// The values are below the boxed 7 as karma counts it, and are drawn as chosen
/// (`draw_counted`: a 7 chosen under Albert Einstein is no boxed 7).
async fn jeans(cx: &mut Ctx, e: Exec) -> R {
    let below = cx.boxed(7);
    let choices: Vec<u8> = (1..below).collect();
    let values = cx.choose_values(e.you, &choices, 2, 2, &format!("Choose two different values below {below} to draw and reveal")).await?;
    let mut drawn = vec![];
    for v in values {
        if let Some(c) = cx.draw_counted(e.you, CardSet::Base, v).await? {
            cx.reveal(e.you, c).await?;
            drawn.push(c);
        }
    }
    let drawn: Vec<CardId> = drawn.into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
    let Some(m) = cx.choose_card(e.you, &drawn, false, Intent::Meld, "Choose which revealed card to meld (the other is returned)").await? else { return Ok(()) };
    cx.meld(e.you, m).await?;
    // The other card is returned from the hand; a karma set off by the meld may have
    // moved it first (Carl Friedrich Gauss melds it).
    let rest: Vec<CardId> = drawn.into_iter().filter(|&c| c != m && cx.s().in_hand(e.you, c)).collect();
    cx.return_all(e.you, &rest).await?;
    Ok(())
}
