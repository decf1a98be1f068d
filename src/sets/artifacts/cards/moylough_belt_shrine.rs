//! Moylough Belt Shrine (Artifacts, age 3, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Moylough Belt Shrine",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to reveal every card in your hand, and to move the one I choose onto my board!",
        run!(moylough_belt_shrine),
    )])],
};

async fn moylough_belt_shrine(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    for &c in &hand {
        cx.reveal(e.you, c).await?;
    }
    // The compelling player chooses among the revealed cards (named by title).
    if let Some(c) = cx.choose_card(e.leader, &hand, false, Intent::Take, &format!("Choose the card of {} to move onto your board", cx.s().name(e.you))).await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
