//! Gunpowder (base set, age 4, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Gunpowder",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        demand("I demand that you move a top card with a {castle} from your board into my score pile!", run!(gunpowder_demand)),
        effect("If the demand moved at least one card, draw a [2] and score it.", run!(gunpowder_score)),
    ])],
};

async fn gunpowder_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Castle));
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card with a castle to hand over").await? {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
async fn gunpowder_score(cx: &mut Ctx, e: Exec) -> R {
    if cx.memory().demand_hit {
        cx.draw_and_score(e.you, 2).await?;
    }
    Ok(())
}
