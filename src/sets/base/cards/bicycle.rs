//! Bicycle (base set, age 7, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Bicycle",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may swap all cards in your hand with all cards in your score pile. Swapping any of them means swapping all of them.",
        run!(bicycle),
    )]),
    Variant::new(E4, &[effect("You may exchange every card in your hand with every card in your score pile.", run!(bicycle_4e))])],
};

async fn bicycle(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let score = cx.score_pile(e.you);
    // Nothing to act on: nothing is asked (spec rule 5). One side may be empty
    // (3rd-edition rules, glossary "Exchange"): the swap still happens.
    if hand.is_empty() && score.is_empty() {
        return Ok(());
    }
    if !cx.yes_no_on(e.you, Intent::Exchange, &[&hand[..], &score[..]].concat(), "Swap your hand with your score pile?").await? {
        return Ok(());
    }
    for c in hand {
        cx.transfer(e.you, c, Zone::Score(e.you)).await?;
    }
    for c in score {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
async fn bicycle_4e(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let score = cx.score_pile(e.you);
    if hand.is_empty() && score.is_empty() {
        return Ok(());
    }
    if !cx.yes_no_on(e.you, Intent::Exchange, &[&hand[..], &score[..]].concat(), "Exchange your hand with your score pile?").await? {
        return Ok(());
    }
    cx.exchange(e.you, &hand, Zone::Score(e.you), &score, Zone::Hand(e.you)).await
}
