//! Photography (Echoes of the Past, age 7, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Photography",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Meld one of the cards of your forecast.", run!(photography_echo)),
        demand("I demand that you move the highest of your top cards into your hand!", run!(photography_demand)),
        effect("If three or more echo effects are visible in a single colour of your board, claim the History achievement.", run!(photography_history)),
    ])],
};

async fn photography_echo(cx: &mut Ctx, e: Exec) -> R {
    let forecast = by_age_title(cx.zone(e.you, "forecast"));
    if let Some(c) = cx.choose_card(e.you, &forecast, false, Intent::Meld, "Choose a card of your forecast to meld").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

async fn photography_demand(cx: &mut Ctx, e: Exec) -> R {
    let top = highest_top(cx.s(), &cx.s().top_cards(e.you));
    if let Some(c) = cx.choose_card(e.you, &top, false, Intent::Take, "Choose your highest top card to take into your hand").await? {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}

async fn photography_history(cx: &mut Ctx, e: Exec) -> R {
    if crate::rules::query::echo_effects_per_colour(cx.s(), e.you).iter().any(|&n| n >= 3) {
        cx.claim_special(e.you, "History").await?;
    }
    Ok(())
}
