//! Pottery (base set, age 1, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Pottery",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect(
            "You may return up to three cards from your hand. If you returned at least one, draw and score a card whose value is the number of cards you returned.",
            pottery_return,
        ),
        effect("Draw a [1].", pottery_draw),
    ]),
    Variant::new(E4, &[
        effect(
            "You may return up to three cards from your hand. If you return at least one, draw and score a card whose value is the number of cards you return.",
            pottery_return,
        ),
        effect("Draw a [1].", pottery_draw),
    ])],
};

fn pottery_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s().hand(e.you).to_vec();
    let chosen = cx.choose_cards(e.you, &hand, 0, 3, Intent::Return, "You may return up to three cards from your hand")?;
    cx.return_all(e.you, &chosen)?;
    if !chosen.is_empty() {
        cx.draw_and_score(e.you, chosen.len() as u8)?;
    }
    Ok(())
}
fn pottery_draw(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 1)?;
    Ok(())
}
