//! Services (base set, age 9, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Services",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that you move all of your highest score-pile cards into my hand! If at least one card moved, then move a top card with no {leaf} from my board into your hand!",
        run!(services),
    )]),
    Variant::new(E4, &[demand(
        "I demand that you move every card of the value I name from your score pile into my hand! If you do, move a top card with no {leaf} from my board into your hand!",
        run!(services_4e),
    )])],
};

async fn services(cx: &mut Ctx, e: Exec) -> R {
    let top = highest(&cx.score_pile(e.you));
    let mut moved = 0;
    for &c in &top {
        if cx.transfer(e.you, c, Zone::Hand(e.leader)).await? {
            moved += 1;
        }
    }
    if moved > 0 {
        take_top_without_leaf(cx, e).await?;
    }
    Ok(())
}
/// The demanded player takes a top card without a leaf from the leader's board.
async fn take_top_without_leaf(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s().top_cards(e.leader).into_iter().filter(|&c| !cx.s().has_icon(c, Icon::Leaf)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Take, "Choose a top card without a leaf from the demanding player's board").await? {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
async fn services_4e(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.leader, &values, "Name a value: the demanded player gives you every card of that value from their score pile").await?;
    let of_value: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) == v).collect();
    let mut moved = 0;
    for &c in &of_value {
        if cx.transfer(e.you, c, Zone::Hand(e.leader)).await? {
            moved += 1;
        }
    }
    if moved > 0 {
        take_top_without_leaf(cx, e).await?;
    }
    Ok(())
}
