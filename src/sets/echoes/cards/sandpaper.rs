//! Sandpaper (Echoes of the Past, age 3, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Sandpaper",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "You may return as many cards from your hand as you like. Draw that many [3]s, then meld a card from your hand.",
        run!(sandpaper),
    )])],
};

/// The 3s are drawn one at a time (the Echoes draw rule is checked before each);
/// the meld is made whether or not anything was returned.
async fn sandpaper(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let back = cx.choose_cards(e.you, &hand, 0, hand.len(), Intent::Return, "You may return any number of cards from your hand").await?;
    // "That many": the cards returned, not those a karma put elsewhere (Napoleon).
    let returned = cx.return_all(e.you, &back).await?.len();
    cx.draw_n(e.you, 3, returned).await?;
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Choose a card from your hand to meld").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}
