//! Ice Skates (Echoes of the Past, age 1, green): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Ice Skates",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Return at most three cards from your hand. For each card you returned, choose: draw a [2] and meld it, or draw a [3] and foreshadow it. Then return your highest top card.",
        run!(ice_skates),
    )])],
};

/// The cards are returned first; then, once per returned card, the choice of the
/// two options (spec "How effects are asked", rule 6: in the order of the text).
async fn ice_skates(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let back = cx.choose_cards(e.you, &hand, 0, 3, Intent::Return, "Return up to three cards from your hand").await?;
    let returned = cx.return_all(e.you, &back).await?;
    for _ in 0..returned.len() {
        let labels = ["Draw a [2] and meld it", "Draw a [3] and foreshadow it"];
        match cx.choose_option(e.you, &labels, false, "For a returned card: draw and meld a 2, or draw and foreshadow a 3").await? {
            Some(0) => {
                cx.draw_and_meld(e.you, 2).await?;
            }
            Some(_) => {
                cx.draw_and_foreshadow(e.you, 3).await?;
            }
            None => {}
        }
    }
    let highest_tops = highest_top(cx.s(), &cx.s().top_cards(e.you));
    if let Some(c) = cx.choose_card(e.you, &highest_tops, false, Intent::Return, "Choose your highest top card to return").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
