//! Bill of Rights (Artifacts of History, age 5, red): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Bill of Rights",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to choose a colour in which more of your cards are visible than of mine! Move every card of that colour from your board onto my board, starting from the bottom card!",
        run!(bill_of_rights),
    )])],
};

// Visible cards: all the cards of a splayed pile, else the top card (3rd-edition
// rules, glossary "Visible").
async fn bill_of_rights(cx: &mut Ctx, e: Exec) -> R {
    let colors: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s().visible_cards(e.you, c) > cx.s().visible_cards(e.leader, c)).collect();
    let Some(col) = cx.choose_color(e.you, &colors, false, Intent::Give { to: Some(e.leader) }, "Choose a colour with more visible cards than the compelling player's: all its cards are handed over").await? else { return Ok(()) };
    // From the bottom up: each lands on top, so the pile keeps its order.
    let pile = cx.s().pile(e.you, col).cards().to_vec();
    for c in pile {
        cx.transfer_to_board(e.you, c, e.leader).await?;
    }
    Ok(())
}
