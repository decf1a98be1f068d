//! Philosopher's Stone (Artifacts, age 3, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Philosopher's Stone",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return a card from your hand. Score as many cards from your hand as the returned card's value.",
        run!(philosophers_stone),
    )])],
};

async fn philosophers_stone(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(r) = cx.choose_card(e.you, &hand, false, Intent::Return, "Choose a card from your hand to return").await? else { return Ok(()) };
    // "The returned card's value": none when a karma replaced the return.
    if !cx.return_card(e.you, r).await? {
        return Ok(());
    }
    let n = age(r) as usize;
    let hand = cx.hand(e.you);
    // Exactly that many, or every card if fewer (spec rule 3); scored in the order chosen.
    let chosen = cx.choose_cards(e.you, &hand, n, n, Intent::Score, &format!("Choose {n} cards from your hand to score")).await?;
    for c in chosen {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
