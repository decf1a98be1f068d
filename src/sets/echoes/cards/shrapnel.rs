//! Shrapnel (Echoes of the Past, age 6, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Shrapnel",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[demand(
        "I demand that you draw a [6] and tuck it! Transfer the top two cards of that colour of your board to my score pile! Transfer the bottom card of that colour of my board to your score pile!",
        run!(shrapnel),
    )])],
};

/// The two top cards go one at a time, top first.
async fn shrapnel(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_tuck(e.you, 6).await? else { return Ok(()) };
    let col = color(c);
    let top_two: Vec<CardId> = cx.s().pile(e.you, col).cards().iter().rev().take(2).copied().collect();
    for t in top_two {
        cx.transfer(e.you, t, Zone::Score(e.leader)).await?;
    }
    if let Some(b) = cx.s().pile(e.leader, col).bottom() {
        cx.transfer(e.you, b, Zone::Score(e.you)).await?;
    }
    Ok(())
}
