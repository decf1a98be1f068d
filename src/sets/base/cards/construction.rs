//! Construction (base set, age 2, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Construction",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        demand("I demand that you move two cards from your hand into my hand! Then draw a [2]!", run!(construction_demand)),
        effect(
            "If no other player has five top cards and you do, claim the Empire achievement.",
            run!(construction_empire),
        ),
    ])],
};

async fn construction_demand(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 2, 2, Intent::Give { to: Some(e.leader) }, "Choose two cards to hand over").await?;
    for c in chosen {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    cx.draw(e.you, 2).await?;
    Ok(())
}
async fn construction_empire(cx: &mut Ctx, e: Exec) -> R {
    // "The only player": every other player counts, teammates included.
    let n = cx.s().num_players() as PlayerId;
    let five = |p: PlayerId| cx.s().top_cards(p).len() == 5;
    if five(e.you) && (0..n).filter(|&q| q != e.you).all(|q| !five(q)) {
        cx.claim_special(e.you, "Empire").await?;
    }
    Ok(())
}
