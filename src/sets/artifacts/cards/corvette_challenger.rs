//! Corvette Challenger (Artifacts of History, age 7, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Corvette Challenger",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw an [8] and tuck it. Splay the tucked card's colour up. Then draw a card whose value is the number of visible cards of that colour on your board, and score it.",
        run!(corvette_challenger),
    )])],
};

async fn corvette_challenger(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_tuck(e.you, 8).await? else { return Ok(()) };
    let col = color(c);
    cx.splay(e.you, col, Splay::Up).await?;
    let n = cx.s().visible_cards(e.you, col).min(u8::MAX as usize) as u8;
    cx.draw_and_score(e.you, n).await?;
    Ok(())
}
