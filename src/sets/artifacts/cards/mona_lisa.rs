//! Mona Lisa (Artifacts of History, age 4, yellow): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Mona Lisa",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Choose a number, then a colour. Draw five [4] and show your whole hand. If it holds exactly the chosen number of cards of the chosen colour, score those cards and splay that colour right on your board. If not, return every card in your hand.",
        run!(mona_lisa),
    )])],
};

async fn mona_lisa(cx: &mut Ctx, e: Exec) -> R {
    // "Choose a number": any whole number from zero (BGA rules page, "Choose a
    // number"). No hand can hold more than its cards now and the five drawn: every
    // number above that has the same outcome (the hand is returned), so those and
    // the first number above are the numbers offered.
    let most = (cx.hand(e.you).len() + 6) as u8;
    let numbers: Vec<u8> = (0..=most).collect();
    let n = cx.choose_value(e.you, &numbers, "Choose a number").await?;
    let Some(col) = cx.choose_color(e.you, &Color::ALL, false, Intent::Decide, "Choose a colour").await? else { return Ok(()) };
    cx.draw_n(e.you, 4, 5).await?;
    for c in cx.hand(e.you) {
        cx.reveal(e.you, c).await?;
    }
    let of_color: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| color(c) == col).collect();
    if of_color.len() == n as usize {
        for c in of_color {
            cx.score(e.you, c).await?;
        }
        cx.splay(e.you, col, Splay::Right).await?;
    } else {
        let hand = cx.hand(e.you);
        cx.return_all(e.you, &hand).await?;
    }
    Ok(())
}
