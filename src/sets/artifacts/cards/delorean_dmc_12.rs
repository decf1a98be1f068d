//! DeLorean DMC-12 (Artifacts of History, age 10, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "DeLorean DMC-12",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "If DeLorean DMC-12 is the top card of a pile on any board, remove from the game every top card of every board and every card of every hand.",
        run!(delorean),
    )])],
};

async fn delorean(cx: &mut Ctx, e: Exec) -> R {
    let Some(me) = cx.s().card("DeLorean DMC-12") else { return Ok(()) };
    let players = cx.s().players_from(e.you);
    if !players.iter().any(|&p| cx.s().top_cards(p).contains(&me)) {
        return Ok(());
    }
    // The top cards as they are now (the cards they uncover stay), then the hands;
    // from the executing player's, clockwise.
    let mut all: Vec<CardId> = vec![];
    for &p in &players {
        all.extend(cx.s().top_cards(p));
    }
    for &p in &players {
        all.extend(cx.hand(p));
    }
    for c in all {
        cx.remove(e.you, c).await?;
    }
    Ok(())
}
