//! The Pirate Code (base set, age 5, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "The Pirate Code",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        demand(
            "I demand that you move two cards of value [4] or lower from your score pile into my score pile!",
            run!(pirate_code_demand),
        ),
        effect(
            "If the demand moved at least one card, score your lowest top card that has a {crown}.",
            run!(pirate_code_score),
        ),
    ])],
};

async fn pirate_code_demand(cx: &mut Ctx, e: Exec) -> R {
    let most = cx.boxed(4);
    let cands: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) <= most).collect();
    let chosen = cx.choose_cards(e.you, &cands, 2, 2, Intent::Give { to: Some(e.leader) }, &format!("Choose two cards of value {most} or less to hand over")).await?;
    for c in chosen {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
async fn pirate_code_score(cx: &mut Ctx, e: Exec) -> R {
    if !cx.memory().demand_hit {
        return Ok(());
    }
    let crowns: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Crown)).collect();
    let lowest = lowest(&crowns);
    if let Some(c) = cx.choose_card(e.you, &lowest, false, Intent::Score, "Choose your lowest top card with a crown to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
