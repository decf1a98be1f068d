//! Camcorder (Echoes of the Past, age 10, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Camcorder",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you move every card in your hand into my hand! Then draw a [9]!", run!(camcorder_demand)),
        effect("Meld every [9] in your hand and return every other card in your hand. Draw three [9]s.", run!(camcorder)),
    ])],
};

async fn camcorder_demand(cx: &mut Ctx, e: Exec) -> R {
    for c in cx.hand(e.you) {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    cx.draw(e.you, 9).await?;
    Ok(())
}

/// The 9s are melded by title (spec rule 7: the last one ends on top). A karma
/// set off by a meld may move other cards of the hand first (Carl Friedrich
/// Gauss): the effect goes on with the cards where they now are, so only those
/// still in the hand are melded or returned (3rd-edition rules, Figures, "Would"
/// karma effects).
async fn camcorder(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let nine = cx.boxed(9);
    let (nines, others): (Vec<CardId>, Vec<CardId>) = hand.into_iter().partition(|&c| age(c) == nine);
    cx.meld_all(e.you, &nines).await?;
    let in_hand = cx.hand(e.you);
    let others: Vec<CardId> = others.into_iter().filter(|c| in_hand.contains(c)).collect();
    cx.return_all(e.you, &others).await?;
    cx.draw_n(e.you, 9, 3).await?;
    Ok(())
}
