//! Rock (Echoes of the Past, age 9, purple): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Rock",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you move your top green card into my hand! If your top green card is now Scissors, I win!", run!(rock_demand)),
        effect("You may score one of your top cards. If your top green card is Paper, you win.", run!(rock)),
    ])],
};

/// Scissors (Echoes) and Paper (base) by title and set.
fn top_green_is(cx: &Ctx, p: PlayerId, set: CardSet, title: &str) -> bool {
    cx.s().top(p, Color::Green).map(|c| crate::cards::facts(c).set == set && crate::cards::name(c) == title).unwrap_or(false)
}

async fn rock_demand(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.s().top(e.you, Color::Green) else { return Ok(()) };
    cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    if top_green_is(cx, e.you, CardSet::Echoes, "Scissors") {
        return Err(cx.win(e.leader, e.card).await);
    }
    Ok(())
}

async fn rock(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, true, Intent::Score, "You may score a top card").await? {
        cx.score(e.you, c).await?;
    }
    if top_green_is(cx, e.you, CardSet::Base, "Paper") {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
