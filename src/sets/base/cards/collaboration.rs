//! Collaboration (base set, age 9, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Collaboration",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand(
            "I demand that you draw two [9] and reveal them! I pick one of them to be moved onto my board; you meld the other one!",
            run!(collaboration_demand),
        ),
        effect("If your board holds ten or more green cards, you win.", run!(collaboration_win)),
    ]),
    Variant::new(E4, &[
        demand(
            "I demand that you draw two [9] and reveal them! I pick one of them to be moved onto my board; you meld the other one!",
            run!(collaboration_demand),
        ),
        effect("If your board holds at least ten green cards, you win.", run!(collaboration_win)),
    ])],
};

async fn collaboration_demand(cx: &mut Ctx, e: Exec) -> R {
    let Some(a) = cx.draw_and_reveal(e.you, 9).await? else { return Ok(()) };
    let Some(b) = cx.draw_and_reveal(e.you, 9).await? else { return Ok(()) };
    // The revealed cards are in the hand. A karma set off by the second draw may
    // have moved the first one out of it first (Rhazes tucks a card of the value
    // drawn, Hatshepsut returns the hand): the effect goes on with the cards where
    // they now are (3rd-edition rules, Figures, "Would" karma effects), so only a
    // revealed card still in the hand is picked, or melded.
    let cands: Vec<CardId> = [a, b].into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
    if let Some(mine) = cx.choose_card(e.leader, &cands, false, Intent::Meld, "Choose the revealed card that goes onto your board").await? {
        cx.transfer_to_board(e.you, mine, e.leader).await?;
        let other = if mine == a { b } else { a };
        if cx.s().in_hand(e.you, other) {
            cx.meld(e.you, other).await?;
        }
    }
    Ok(())
}
async fn collaboration_win(cx: &mut Ctx, e: Exec) -> R {
    if cx.s().pile(e.you, Color::Green).cards().len() >= 10 {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
