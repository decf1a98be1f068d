//! Pagoda (Echoes of the Past, age 2, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Pagoda",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Draw a [3] and show it to everyone. If another card of its colour is in your hand, tuck that card and meld the drawn card. If not, foreshadow the drawn card.",
        run!(pagoda),
    )])],
};

/// Several cards of the colour in the hand: the player chooses the one to tuck.
async fn pagoda(cx: &mut Ctx, e: Exec) -> R {
    let Some(drawn) = cx.draw_and_reveal(e.you, 3).await? else { return Ok(()) };
    let same: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| c != drawn && color(c) == color(drawn)).collect();
    match cx.choose_card(e.you, &same, false, Intent::Tuck, "Choose a card of the drawn card's colour to tuck").await? {
        Some(c) => {
            cx.tuck(e.you, c).await?;
            // A karma set off by the tuck may have moved the drawn card out of the
            // hand first (Sunshu Ao melds a yellow card instead and executes it:
            // Agriculture returns a card from the hand); the effect goes on with
            // the cards where they now are (3rd-edition rules, Figures, "Would"
            // karma effects): the drawn card is melded only from the hand.
            if cx.s().in_hand(e.you, drawn) {
                cx.meld(e.you, drawn).await?;
            }
        }
        None => {
            cx.foreshadow(e.you, drawn).await?;
        }
    }
    Ok(())
}
