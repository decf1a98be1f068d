//! Explosives (base set, age 7, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Explosives",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that you transfer your three highest cards in hand to my hand! If you transferred at least one and your hand is then empty, draw a [7]!",
        run!(explosives),
    )]),
    Variant::new(E4, &[demand(
        "I demand that you transfer your three highest cards in hand to my hand! If you transfer any and then have no card in hand, draw a [7]!",
        run!(explosives),
    )])],
};

async fn explosives(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_extreme(e.you, &hand, 3, true, Intent::Give { to: Some(e.leader) }, "Choose your three highest cards to hand over").await?;
    let mut transferred = 0;
    for &c in &chosen {
        if cx.transfer(e.you, c, Zone::Hand(e.leader)).await? {
            transferred += 1;
        }
    }
    if transferred > 0 && cx.hand(e.you).is_empty() {
        cx.draw(e.you, 7).await?;
    }
    Ok(())
}
