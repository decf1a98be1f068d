//! Sanitation (base set, age 7, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Sanitation",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand("I demand that you exchange your two highest cards in hand for the lowest card in my hand!", run!(sanitation))]),
    Variant::new(E4, &[
        demand("I demand that you exchange your two highest cards in hand for the lowest card in my hand!", run!(sanitation)),
        effect("Choose the [7] deck or the [8] deck, and junk every card in it.", run!(sanitation_junk_4e)),
    ])],
};

async fn sanitation(cx: &mut Ctx, e: Exec) -> R {
    // Both sides are fixed before anything moves (an exchange is simultaneous; BGA rules
    // page, "Exchange"). Each owner picks among their own tied cards (3rd-edition rules,
    // "Dogma": "you decide which of your cards is affected"); asked in text order.
    let mine = cx.hand(e.you);
    let give = cx.choose_extreme(e.you, &mine, 2, true, Intent::Exchange, "Choose your two highest cards to exchange").await?;
    let theirs = lowest(&cx.hand(e.leader));
    let take = cx.choose_card(e.leader, &theirs, false, Intent::Exchange, "Choose your lowest card to exchange").await?;
    for &c in &give {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    if let Some(c) = take {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
async fn sanitation_junk_4e(cx: &mut Ctx, e: Exec) -> R {
    let age = cx.choose_value(e.you, &[7, 8], "Choose the deck to junk").await?;
    cx.junk_deck(e.you, CardSet::Base, age).await
}
