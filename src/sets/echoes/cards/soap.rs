//! Soap (Echoes of the Past, age 1, yellow): our wording of its 3rd-edition text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Soap",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Name a colour. You may tuck as many cards of that colour from your hand as you like. If you tucked three or more, you may achieve one card from your hand, if you are eligible for it.",
        run!(soap),
    )])],
};

/// The colour is any of the five (asked even when the hand holds none of it: the
/// text names the choice first). "If eligible" for a card from the hand: the
/// standard achievement rule for its value (3rd-edition rules, "Duplicate
/// achievements").
async fn soap(cx: &mut Ctx, e: Exec) -> R {
    let Some(col) = cx.choose_color(e.you, &Color::ALL, false, Intent::Tuck, "Choose a colour").await? else { return Ok(()) };
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| color(c) == col).collect();
    let chosen = cx.choose_cards(e.you, &cands, 0, cands.len(), Intent::Tuck, &format!("You may tuck any number of {} cards from your hand", col.name())).await?;
    let tucked = cx.tuck_all(e.you, &chosen).await?.len();
    if tucked >= 3 {
        let eligible: Vec<CardId> =
            cx.hand(e.you).into_iter().filter(|&c| crate::rules::achievements::can_achieve(cx.s(), e.you, c)).collect();
        if let Some(c) = cx.choose_card(e.you, &eligible, true, Intent::Achieve, "You may achieve a card from your hand").await? {
            cx.achieve(e.you, c).await?;
        }
    }
    Ok(())
}
