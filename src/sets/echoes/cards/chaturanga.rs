//! Chaturanga (Echoes of the Past, age 2, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Chaturanga",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Meld a card from your hand that prints a bonus. If you do, draw two cards of that bonus's value. If you do not, draw a card of value equal to how many top cards your board has, and foreshadow it.",
        run!(chaturanga),
    )])],
};

/// The two cards are drawn one at a time (the Echoes draw rule is checked before
/// each). With no top card, a 0 is drawn: the lowest age, 1.
async fn chaturanga(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| bonus(c).is_some()).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Meld, "Choose a card with a bonus to meld").await? {
        if cx.meld(e.you, c).await? {
            if let Some(v) = bonus(c) {
                cx.draw_n(e.you, v, 2).await?;
            }
            return Ok(());
        }
    }
    let tops = cx.s().top_cards(e.you).len() as u8;
    cx.draw_and_foreshadow(e.you, tops).await?;
    Ok(())
}
