//! Seed Drill (Echoes of the Past, age 5, green): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Seed Drill",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you return one of your top cards of value lower than [3]!", run!(seed_drill_demand)),
        effect("Choose the [3] deck, the [4] deck or the [5] deck. If it holds a card, you may move its bottom card to the available achievements.", run!(seed_drill)),
    ])],
};

async fn seed_drill_demand(cx: &mut Ctx, e: Exec) -> R {
    let below = cx.boxed(3);
    let cands = top_cards_where(cx.s(), e.you, |c| cx.s().value(c) < below);
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, &format!("Return one of your top cards of value lower than {below}")).await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}

/// "The 3 deck" is the base supply pile of that value. The choice of the deck is
/// always asked (an empty deck may be chosen); the bottom card, a hidden card, is
/// answered `age N` or `pass` (spec rules 1 and 4: an optional effect on a single
/// named card).
async fn seed_drill(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.choose_boxed_value(e.you, &[3, 4, 5], "Choose the deck").await?;
    let v = cx.boxed(v);
    let Some(&bottom) = cx.s().deck(CardSet::Base, v).last() else { return Ok(()) };
    if let Some(c) = cx.choose_card(e.you, &[bottom], true, Intent::Transfer, &format!("You may move the bottom card of the {v} deck to the available achievements")).await? {
        cx.transfer(e.you, c, Zone::AvailableAchievements).await?;
    }
    Ok(())
}
