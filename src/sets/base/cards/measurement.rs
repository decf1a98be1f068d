//! Measurement (base set, age 5, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Measurement",
    set: CardSet::Base,
    variants: &[Variant::new(E3 | E4, &[effect(
        "You may show everyone a card from your hand and return it. If you do, splay your cards of its colour to the right, then draw a card whose value is the number of cards of that colour on your board.",
        measurement,
    )])],
};

fn measurement(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s().hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may reveal and return a card from your hand")? {
        cx.reveal(e.you, c)?;
        cx.return_card(e.you, c)?;
        let col = color(c);
        cx.splay(e.you, col, Splay::Right)?;
        let n = cx.s().pile(e.you, col).cards.len();
        cx.draw(e.you, n.min(255) as u8)?;
    }
    Ok(())
}
