//! Pencil (Echoes of the Past, age 4, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Pencil",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [5].", run!(pencil_echo)),
        effect(
            "You may return one, two or three cards from your hand. If you do, draw as many cards, each of a value one higher than the highest card you returned; foreshadow one of the cards drawn and return the others.",
            run!(pencil),
        ),
    ])],
};

async fn pencil_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 5).await?;
    Ok(())
}

/// The cards are drawn one at a time (the Echoes draw rule is checked for each:
/// 3rd-edition rules, "Drawing Expansion cards").
async fn pencil(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 0, 3, Intent::Return, "You may return up to three cards from your hand").await?;
    let mut returned = vec![];
    for c in chosen {
        if cx.return_card(e.you, c).await? {
            returned.push(c);
        }
    }
    let Some(highest) = returned.iter().map(|&c| age(c)).max() else { return Ok(()) };
    let mut drawn = vec![];
    for _ in 0..returned.len() {
        drawn.extend(cx.draw(e.you, highest + 1).await?);
    }
    let drawn: Vec<CardId> = by_age_title(&drawn).into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
    let kept = cx.choose_card(e.you, &drawn, false, Intent::Transfer, "Foreshadow one of the cards you drew (the others are returned)").await?;
    if let Some(k) = kept {
        cx.foreshadow(e.you, k).await?;
    }
    let rest: Vec<CardId> = drawn.into_iter().filter(|&c| Some(c) != kept && cx.s().in_hand(e.you, c)).collect();
    cx.return_all(e.you, &rest).await?;
    Ok(())
}
