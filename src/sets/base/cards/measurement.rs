//! Measurement (base set, age 5, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Measurement",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3 | E4, &[effect(
            "You may show everyone a card from your hand and return it. If you do, splay your cards of its colour to the right, then draw a card whose value is the number of cards of that colour on your board.",
            run!(measurement),
        )]),
        // 1st edition: the returned card is not shown, and the colour is chosen freely.
        Variant::new(E1, &[effect(
            "You may return a card from your hand. If you do, choose a colour: splay your cards of that colour to the right, and draw a card whose value is the number of cards of that colour on your board.",
            run!(measurement_1e),
        )]),
    ],
};

async fn measurement(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may reveal and return a card from your hand").await? {
        cx.reveal(e.you, c).await?;
        if !cx.return_card(e.you, c).await? {
            return Ok(());
        }
        let col = color(c);
        cx.splay(e.you, col, Splay::Right).await?;
        let n = cx.s().pile(e.you, col).cards().len();
        cx.draw(e.you, n.min(255) as u8).await?;
    }
    Ok(())
}
async fn measurement_1e(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand").await? {
        if !cx.return_card(e.you, c).await? {
            return Ok(());
        }
        let Some(col) = cx.choose_color(e.you, &Color::ALL, false, Intent::Splay { direction: Splay::Right }, "Choose a colour to splay right (you then draw a card of value its number of cards)").await? else { return Ok(()) };
        cx.splay(e.you, col, Splay::Right).await?;
        let n = cx.s().pile(e.you, col).cards().len();
        cx.draw(e.you, n.min(255) as u8).await?;
    }
    Ok(())
}
