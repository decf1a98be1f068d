//! Vaccination (base set, age 6, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Vaccination",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand(
            "I demand that you return every card of the lowest value in your score pile! If at least one was returned, draw a [6] and meld it!",
            run!(vaccination_demand),
        ),
        effect("If the demand made anyone return a card, draw a [7] and meld it.", run!(vaccination_meld)),
    ]),
    Variant::new(E4, &[
        demand(
            "I demand that you choose a card in your score pile and return every card of its value from your score pile! If you do, draw a [6] and meld it!",
            run!(vaccination_demand_4e),
        ),
        effect("If the demand made anyone return a card, draw a [7] and meld it.", run!(vaccination_meld)),
    ])],
};

async fn vaccination_demand(cx: &mut Ctx, e: Exec) -> R {
    let lowest = lowest(&cx.score_pile(e.you));
    if lowest.is_empty() {
        return Ok(());
    }
    if cx.return_all(e.you, &lowest).await?.is_empty() {
        return Ok(());
    }
    cx.memory().demand_hit = true;
    cx.draw_and_meld(e.you, 6).await?;
    Ok(())
}
async fn vaccination_meld(cx: &mut Ctx, e: Exec) -> R {
    if cx.memory().demand_hit {
        cx.draw_and_meld(e.you, 7).await?;
    }
    Ok(())
}
async fn vaccination_demand_4e(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    let Some(c) = cx.choose_card(e.you, &score, false, Intent::Return, "Choose a card in your score pile: every card of its value is returned").await? else { return Ok(()) };
    let of_value: Vec<CardId> = score.into_iter().filter(|&x| age(x) == age(c)).collect();
    if cx.return_all(e.you, &of_value).await?.is_empty() {
        return Ok(());
    }
    cx.memory().demand_hit = true;
    cx.draw_and_meld(e.you, 6).await?;
    Ok(())
}
