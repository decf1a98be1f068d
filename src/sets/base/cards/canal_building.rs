//! Canal Building (base set, age 2, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Canal Building",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may swap all the highest cards in your hand with all the highest cards in your score pile.",
        run!(canal_building),
    )]),
    Variant::new(E4, &[effect(
        "You may choose one: exchange all the highest cards in your hand with all the highest cards in your score pile; or junk every card in the [3] deck.",
        run!(canal_building_4e),
    )])],
};

async fn canal_building(cx: &mut Ctx, e: Exec) -> R {
    // An exchange happens even if one side is empty (3rd-edition rules, "Exchange");
    // with both sides empty there is nothing to act on (spec rule 5).
    let from_hand = highest(&cx.hand(e.you));
    let from_score = highest(&cx.score_pile(e.you));
    if from_hand.is_empty() && from_score.is_empty() {
        return Ok(());
    }
    if !cx.yes_no_on(e.you, Intent::Exchange, &[&from_hand[..], &from_score[..]].concat(), "Exchange the highest cards of your hand and of your score pile?").await? {
        return Ok(());
    }
    for c in from_hand {
        cx.transfer(e.you, c, Zone::Score(e.you)).await?;
    }
    for c in from_score {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
async fn canal_building_4e(cx: &mut Ctx, e: Exec) -> R {
    let from_hand = highest(&cx.hand(e.you));
    let from_score = highest(&cx.score_pile(e.you));
    let can_exchange = !from_hand.is_empty() || !from_score.is_empty();
    let can_junk = !cx.s().deck(CardSet::Base, 3).is_empty();
    // Nothing to act on either way: nothing is asked (spec rule 5). Otherwise both
    // alternatives are offered under their printed numbers, with `pass`.
    if !can_exchange && !can_junk {
        return Ok(());
    }
    let labels = ["Exchange the highest cards of your hand and of your score pile", "Junk every card in the 3 deck"];
    match cx.choose_option(e.you, &labels, true, "You may exchange your highest cards, or junk the 3 deck").await? {
        // An exchange happens even if one side is empty (rulebook-4th-edition.txt, "Exchange").
        Some(0) => cx.exchange(e.you, &from_hand, Zone::Score(e.you), &from_score, Zone::Hand(e.you)).await?,
        Some(_) => cx.junk_deck(e.you, CardSet::Base, 3).await?,
        None => {}
    }
    Ok(())
}
