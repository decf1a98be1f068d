//! Frigate Constitution (Artifacts of History, age 6, red): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Frigate Constitution",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to show a card from your hand! If you did, and one of my top cards has its value, return it together with every card of its colour on your board!",
        run!(frigate_constitution),
    )])],
};

async fn frigate_constitution(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Reveal, "Reveal a card from your hand").await? else { return Ok(()) };
    cx.reveal(e.you, c).await?;
    if cx.s().top_cards(e.leader).iter().any(|&t| cx.s().value(t) == age(c)) {
        cx.return_card(e.you, c).await?;
        // The pile top first (spec rule 7).
        let pile: Vec<CardId> = cx.s().pile(e.you, color(c)).cards().iter().rev().copied().collect();
        cx.return_all(e.you, &pile).await?;
    }
    Ok(())
}
