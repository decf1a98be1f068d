//! Near-Field Comm (base set, age 11, yellow; 4th edition only): our wording of
//! its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Near-Field Comm",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[
        demand("I demand that you move every card of the value I name from your score pile to my score pile!", run!(near_field_comm_demand)),
        effect("Reveal the highest card of your score pile and self-execute it.", run!(near_field_comm_execute)),
    ])],
};

async fn near_field_comm_demand(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.leader, &values, "Name a value: the demanded player gives you every card of that value from their score pile").await?;
    let of_value: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) == v).collect();
    for c in of_value {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}
async fn near_field_comm_execute(cx: &mut Ctx, e: Exec) -> R {
    let top = highest(&cx.score_pile(e.you));
    let Some(c) = cx.choose_card(e.you, &top, false, Intent::Execute, "Choose one of your highest scored cards to reveal and self-execute").await? else { return Ok(()) };
    cx.reveal(e.you, c).await?;
    cx.self_execute(e.you, c).await
}
