//! Escapism (base set, age 11, purple; 4th edition only): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Escapism",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[effect(
        "Reveal a card from your hand and junk it. Return every card in your hand of the junked card's value, then draw three cards of that value. Self-execute the junked card.",
        run!(escapism),
    )])],
};

async fn escapism(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Junk, "Choose a card from your hand to reveal, junk and self-execute").await? else { return Ok(()) };
    cx.reveal(e.you, c).await?;
    cx.junk(e.you, c).await?;
    let v = age(c);
    let same: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&h| age(h) == v).collect();
    cx.return_all(e.you, &same).await?;
    cx.draw_n(e.you, v, 3).await?;
    cx.self_execute(e.you, c).await
}
