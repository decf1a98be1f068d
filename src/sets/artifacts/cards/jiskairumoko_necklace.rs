//! Jiskairumoko Necklace (Artifacts, age 1, green): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Jiskairumoko Necklace",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to return a card from your score pile! If you do, move one of your achievements of the same value to my achievements!",
        run!(jiskairumoko_necklace),
    )])],
};

/// "An achievement of the same value": a standard achievement (a card); a relic in
/// an achievements pile is touched only by the relic rules (BGA rules page,
/// "Relic Cards": "not affected by any rule or effect that affects standard
/// achievements").
async fn jiskairumoko_necklace(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    let Some(r) = cx.choose_card(e.you, &score, false, Intent::Return, "Choose a card from your score pile to return").await? else { return Ok(()) };
    if !cx.return_card(e.you, r).await? {
        return Ok(());
    }
    let v = age(r);
    let cands: Vec<CardId> = crate::sets::artifacts::claimed_cards(cx.s(), e.you)
        .into_iter()
        .filter(|&c| age(c) == v && crate::cards::facts(c).set != CardSet::Relics)
        .collect();
    if let Some(a) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose an achievement of that value to hand over").await? {
        if cx.transfer(e.you, a, Zone::Achievements(e.leader)).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
