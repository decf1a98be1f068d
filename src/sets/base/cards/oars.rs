//! Oars (base set, age 1, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Oars",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[
            demand(
                "I demand that you move a card with a {crown} from your hand to my score pile! If you do, draw a [1] and do this demand again!",
                run!(oars_demand),
            ),
            effect("If the demand moved no card, draw a [1].", run!(oars_no_transfer)),
        ]),
        // 1st edition: the demand is not repeated.
        Variant::new(E1, &[
            demand("I demand that you move a card with a {crown} from your hand to my score pile! If you do, draw a [1]!", run!(oars_demand_once)),
            effect("If the demand moved no card, draw a [1].", run!(oars_no_transfer)),
        ]),
        Variant::new(E4, &[
            demand(
                "I demand that you move a card with {crown} from your hand to my score pile! If you do, draw a [1] and do this effect again!",
                run!(oars_demand),
            ),
            effect("If the demand moved no card, draw a [1].", run!(oars_no_transfer)),
        ]),
    ],
};

async fn oars_demand(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Crown)).collect();
        let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a card with a crown to hand over").await? else { break };
        if !cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            break;
        }
        cx.memory().demand_hit = true;
        cx.draw(e.you, 1).await?;
    }
    Ok(())
}
async fn oars_demand_once(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Crown)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a card with a crown to hand over").await? {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            cx.memory().demand_hit = true;
            cx.draw(e.you, 1).await?;
        }
    }
    Ok(())
}
async fn oars_no_transfer(cx: &mut Ctx, e: Exec) -> R {
    if !cx.memory().demand_hit {
        cx.draw(e.you, 1).await?;
    }
    Ok(())
}
