//! Parnell Pitch Drop (Artifacts of History, age 8, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Parnell Pitch Drop",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw a card one value higher than your highest top card and meld it. If the melded card shows three {clock}, you win.",
        run!(pitch_drop),
    )])],
};

async fn pitch_drop(cx: &mut Ctx, e: Exec) -> R {
    // The highest top card as it shows (Battleship Yamato: 11, so a 12: the game ends).
    let h = cx.s().highest_top_age(e.you);
    let Some(m) = cx.draw_and_meld_melded(e.you, h.saturating_add(1)).await? else { return Ok(()) };
    if cx.s().card_icon_count(m, Icon::Clock) >= 3 {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
