//! Kilogram of the Archives (Artifacts of History, age 6, blue): our wording of
//! its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Kilogram of the Archives",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return one card from your hand, then one of your top cards. If two cards were returned and their values add up to 10, draw and score a [10].",
        run!(kilogram_of_the_archives),
    )])],
};

async fn kilogram_of_the_archives(cx: &mut Ctx, e: Exec) -> R {
    let mut returned = vec![];
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Return, "Return a card from your hand").await? {
        if cx.return_card(e.you, c).await? {
            returned.push(c);
        }
    }
    let tops = cx.s().top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Return, "Return one of your top cards").await? {
        if cx.return_card(e.you, c).await? {
            returned.push(c);
        }
    }
    if returned.len() == 2 && returned.iter().map(|&c| age(c)).sum::<u8>() == 10 {
        cx.draw_and_score(e.you, 10).await?;
    }
    Ok(())
}
