//! Garland's Ruby Slippers (Artifacts of History, age 8, purple): our wording of
//! its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Garland's Ruby Slippers",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Meld an [8] from your hand. If the melded card prints no effects, you win. If it does, execute its effects as if this card printed them, without sharing them.",
        run!(ruby_slippers),
    )])],
};

async fn ruby_slippers(cx: &mut Ctx, e: Exec) -> R {
    // In hand a card is face down: Battleship Yamato is an 8 there (and prints no
    // effects), as is a City of age 8.
    let v = cx.boxed(8);
    let eights: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) == v).collect();
    let Some(c) = cx.choose_card(e.you, &eights, false, Intent::Meld, &format!("Choose a card of value {v} of your hand to meld")).await? else { return Ok(()) };
    // "The melded card": none when a karma replaced the meld (Imhotep).
    if !cx.meld(e.you, c).await? {
        return Ok(());
    }
    let edition = cx.s().edition();
    if crate::cards::facts(c).kinds[edition.index()].is_empty() {
        return Err(cx.win(e.you, e.card).await);
    }
    cx.execute_as_if_here(e, c).await
}
