//! Mapmaking (base set, age 2, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Mapmaking",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand("I demand that you move a [1] from your score pile, if there is one, into my score pile!", run!(mapmaking_demand)),
        effect("If the demand moved a card, draw and score a [1].", run!(mapmaking_score)),
    ]),
    Variant::new(E4, &[
        demand("I demand that you move a [1] from your score pile into my score pile!", run!(mapmaking_demand)),
        effect("If the demand moved a card, draw and score a [1].", run!(mapmaking_score)),
    ])],
};

async fn mapmaking_demand(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.boxed(1);
    let ones: Vec<CardId> = cx.score_pile(e.you).iter().copied().filter(|&c| age(c) == v).collect();
    if let Some(c) = cx.choose_card(e.you, &ones, false, Intent::Give { to: Some(e.leader) }, &format!("Choose a {v} from your score pile to hand over")).await? {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
async fn mapmaking_score(cx: &mut Ctx, e: Exec) -> R {
    if cx.memory().demand_hit {
        cx.draw_and_score(e.you, 1).await?;
    }
    Ok(())
}
