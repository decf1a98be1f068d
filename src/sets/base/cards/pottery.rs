//! Pottery (base set, age 1, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Pottery",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect(
            "You may return up to three cards from your hand. If you returned at least one, draw and score a card whose value is the number of cards you returned.",
            run!(pottery_return),
        ),
        effect("Draw a [1].", run!(pottery_draw)),
    ]),
    Variant::new(E4, &[
        effect(
            "You may return up to three cards from your hand. If you return at least one, draw and score a card whose value is the number of cards you return.",
            run!(pottery_return),
        ),
        effect("Draw a [1].", run!(pottery_draw)),
    ])],
};

async fn pottery_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 0, 3, Intent::Return, "You may return up to three cards from your hand").await?;
    let returned = cx.return_all(e.you, &chosen).await?;
    if !returned.is_empty() {
        cx.draw_and_score(e.you, returned.len() as u8).await?;
    }
    Ok(())
}
async fn pottery_draw(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 1).await?;
    Ok(())
}
