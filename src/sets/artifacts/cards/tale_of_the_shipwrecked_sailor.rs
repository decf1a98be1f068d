//! Tale of the Shipwrecked Sailor (Artifacts, age 1, purple): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Tale of the Shipwrecked Sailor",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Choose a colour, then draw a [1]. Meld a card of the chosen colour from your hand. If you do, splay that colour left.",
        run!(tale_of_the_shipwrecked_sailor),
    )])],
};

async fn tale_of_the_shipwrecked_sailor(cx: &mut Ctx, e: Exec) -> R {
    let Some(col) = cx.choose_color(e.you, &Color::ALL, false, Intent::Decide, "Choose a colour: you will meld a card of it from your hand").await? else { return Ok(()) };
    cx.draw(e.you, 1).await?;
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| color(c) == col).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Meld, "Choose a card of the chosen colour to meld").await? {
        if cx.meld(e.you, c).await? {
            cx.splay(e.you, col, Splay::Left).await?;
        }
    }
    Ok(())
}
