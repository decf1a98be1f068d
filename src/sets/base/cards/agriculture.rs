//! Agriculture (base set, age 1, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Agriculture",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return a card from your hand; if you do, draw a card of value one more than it and score that card.",
        run!(agriculture),
    )]),
    Variant::new(E4, &[effect(
        "You may return a card from your hand. If you do, draw a card of value one more than the returned card and score it.",
        run!(agriculture),
    )])],
};

/// "If you do": the card was returned (a karma may replace the return: Homer tucks
/// a figure instead, and then the player did not return it).
async fn agriculture(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand").await? {
        if cx.return_card(e.you, c).await? {
            cx.draw_and_score(e.you, age(c) + 1).await?;
        }
    }
    Ok(())
}
