//! The Daily Courant (Artifacts of History, age 5, yellow): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "The Daily Courant",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw a card of a value of your choice, then put it back on top of the deck of its value. You may carry out the effects of another of your top cards as though this card printed them, without sharing them.",
        run!(the_daily_courant),
    )])],
};

async fn the_daily_courant(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose the value of the card to draw (it goes back on top of its deck)").await?;
    if let Some(c) = cx.draw(e.you, v).await? {
        // On top of the deck of its own set and age (the draw may have skipped up,
        // or drawn from another set by a draw rule).
        let deck = Zone::Deck(crate::cards::facts(c).set, age(c));
        cx.transfer(e.you, c, deck).await?;
    }
    let mine: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| c != e.on).collect();
    if let Some(c) = cx.choose_card(e.you, &mine, true, Intent::Execute, "You may execute the effects of another of your top cards as if on this card").await? {
        cx.execute_as_if_here(e, c).await?;
    }
    Ok(())
}
