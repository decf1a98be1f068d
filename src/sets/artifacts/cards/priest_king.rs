//! Priest-King (Artifacts, age 1, green): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;
use crate::rules::achievements::can_achieve;

pub static CARD: CardDef = CardDef {
    name: "Priest-King",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        effect(
            "Score a card from your hand. If one of your top cards has its colour, execute each non-demand effect of that top card for yourself alone, without sharing.",
            run!(priest_king_score),
        ),
        effect("Claim one of the available achievements if you are eligible for it.", run!(priest_king_claim)),
    ])],
};

async fn priest_king_score(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Choose a card from your hand to score").await? else { return Ok(()) };
    cx.score(e.you, c).await?;
    if let Some(top) = cx.s().top(e.you, color(c)) {
        cx.self_execute(e.you, top).await?;
    }
    Ok(())
}

/// A standard achievement only (BGA rules page, "Claim an/any achievement"); the
/// player chooses among those they are eligible for (their values: the cards are
/// hidden).
async fn priest_king_claim(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = by_age_title(&cx.available_achievements(e.you)).into_iter().filter(|&c| can_achieve(cx.s(), e.you, c)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Achieve, "Choose an achievement to claim").await? {
        cx.achieve(e.you, c).await?;
    }
    Ok(())
}
