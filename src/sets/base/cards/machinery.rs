//! Machinery (base set, age 3, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Machinery",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand("I demand that you swap your entire hand for every card of the highest value in my hand!", run!(machinery_demand)),
        effect(
            "Score one card with a {castle} from your hand. You may splay your red cards to the left.",
            run!(machinery_score_splay),
        ),
    ]),
    Variant::new(E4, &[
        demand("I demand that you swap your entire hand for every card of the highest value in my hand!", run!(machinery_demand_4e)),
        effect("Score one card with {castle} from your hand.", run!(machinery_score_4e)),
        effect("You may splay your red cards to the left.", run!(machinery_splay_4e)),
    ])],
};

async fn machinery_demand(cx: &mut Ctx, e: Exec) -> R {
    // An exchange is simultaneous (BGA rules page, "Exchange"): both sets are fixed
    // before anything moves, and it happens even if one side is empty.
    let yours = cx.hand(e.you);
    let mine = highest(&cx.hand(e.leader));
    for c in yours {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    for c in mine {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
async fn machinery_score_splay(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a card with a castle to score").await? {
        cx.score(e.you, c).await?;
    }
    cx.may_splay(e.you, &[Color::Red], Splay::Left).await?;
    Ok(())
}
async fn machinery_demand_4e(cx: &mut Ctx, e: Exec) -> R {
    // An exchange, not two transfers (rulebook-4th-edition.txt, "Exchange"): both
    // sets are fixed first, and it happens even if one side is empty.
    let yours = cx.hand(e.you);
    let mine = highest(&cx.hand(e.leader));
    cx.exchange(e.you, &yours, Zone::Hand(e.leader), &mine, Zone::Hand(e.you)).await
}
async fn machinery_score_4e(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a card with a castle to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
async fn machinery_splay_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Left).await?;
    Ok(())
}
