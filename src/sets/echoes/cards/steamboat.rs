//! Steamboat (Echoes of the Past, age 6, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Steamboat",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[demand(
        "I demand that you draw and reveal a [6]! If it is blue or yellow, transfer it and every card of your hand to my hand! If it is red or green, keep it and transfer two cards of your score pile to my score pile! If it is purple, keep it!",
        run!(steamboat),
    )])],
};

/// The revealed card goes first, then the rest of the hand by value and title.
async fn steamboat(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 6).await? else { return Ok(()) };
    match color(c) {
        Color::Blue | Color::Yellow => {
            cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
            let rest = cx.hand(e.you);
            for x in rest {
                cx.transfer(e.you, x, Zone::Hand(e.leader)).await?;
            }
        }
        Color::Red | Color::Green => {
            let score = cx.score_pile(e.you);
            let chosen = cx.choose_cards(e.you, &score, 2, 2, Intent::Give { to: Some(e.leader) }, "Choose two cards of your score pile to transfer to the demanding player's score pile").await?;
            for x in chosen {
                cx.transfer(e.you, x, Zone::Score(e.leader)).await?;
            }
        }
        Color::Purple => {}
    }
    Ok(())
}
