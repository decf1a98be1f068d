//! Holy Grail (Artifacts, age 2, yellow): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Holy Grail",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return a card from your hand. Claim an achievement of the returned card's value, whether or not you are eligible.",
        run!(holy_grail),
    )])],
};

/// A standard achievement of that value, if one is available (BGA rules page,
/// "Claim an/any achievement").
async fn holy_grail(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(r) = cx.choose_card(e.you, &hand, false, Intent::Return, "Choose a card from your hand to return").await? else { return Ok(()) };
    // "The returned card's value": none when a karma replaced the return (Homer).
    if !cx.return_card(e.you, r).await? {
        return Ok(());
    }
    let cands: Vec<CardId> = by_age_title(&cx.available_achievements(e.you)).into_iter().filter(|&c| age(c) == age(r)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Achieve, "Choose the achievement to claim").await? {
        cx.achieve(e.you, c).await?;
    }
    Ok(())
}
