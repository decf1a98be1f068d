//! Puffing Billy (Artifacts of History, age 6, blue): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Puffing Billy",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return one card from your hand. Draw a card whose value is the largest count of any one kind of icon visible in that card's colour on your board. Splay that colour right.",
        run!(puffing_billy),
    )])],
};

// "Symbols of the same type": the standard icons (crown, leaf, lightbulb, castle,
// factory, clock); the hexagon image is not counted (it is no icon: 3rd-edition
// rules, "Card Icons"). Nothing returned (empty hand): there is no colour, so the
// count is of something the player does not have, 0 ("treat the value as 0":
// 3rd-edition rules, "Value"), and the draw is of a 1; nothing is splayed.
async fn puffing_billy(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Return, "Return a card from your hand").await? else {
        cx.draw(e.you, 0).await?;
        return Ok(());
    };
    // "That colour" is the returned card's: none when a karma replaced the return.
    if !cx.return_card(e.you, c).await? {
        return Ok(());
    }
    let col = color(c);
    let most = Icon::ALL.iter().map(|&i| cx.s().pile_icon_count(e.you, col, i)).max().unwrap_or(0);
    // A count of 0 draws a 1 (BGA rules page, "Draw [and ...]").
    cx.draw(e.you, most as u8).await?;
    cx.splay(e.you, col, Splay::Right).await?;
    Ok(())
}
