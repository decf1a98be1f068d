//! Rocketry (base set, age 8, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Rocketry",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect("For each two {clock} on your board, return one card from the score pile of any opponent.", run!(rocketry))])],
};

async fn rocketry(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.you, Icon::Clock) / 2;
    // Every card may come from any opponent's pile, so all of them are one multi-item
    // prompt of exactly n cards (spec rule 3); teammates are not opponents.
    let mut cands = vec![];
    for q in cx.s().opponents(e.you) {
        cands.extend(cx.score_pile(q));
    }
    let chosen = cx.choose_cards(e.you, &cands, n, n, Intent::Return, "Choose cards in opponents' score piles to return").await?;
    cx.return_all(e.you, &chosen).await?;
    Ok(())
}
