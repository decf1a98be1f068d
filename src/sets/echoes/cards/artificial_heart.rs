//! Artificial Heart (Echoes of the Past, age 10, blue): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::achievements::standard_held;

pub static CARD: CardDef = CardDef {
    name: "Artificial Heart",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Claim one standard achievement you are eligible for, counting your score twice for the eligibility.",
        run!(artificial_heart),
    )])],
};

/// Eligibility as for any standard achievement (3rd-edition rules, "Duplicate
/// Achievements": five times its value for each one of that value already held,
/// plus one, and a top card of that value or higher), with the score doubled. The
/// achievements are face down: chosen by value (`age N`).
async fn artificial_heart(cx: &mut Ctx, e: Exec) -> R {
    // The score counted twice, then what karma adds for claiming (Antoine Van
    // Leeuwenhoek) and the top card's value as karma counts it (Daedalus).
    let score = 2 * cx.score_of(e.you);
    let top = crate::rules::query::claim_age(cx.s(), e.you);
    let held = |a: u8| standard_held(cx.s(), e.you, a);
    let cands: Vec<CardId> = by_age_title(&cx.available_achievements(e.you)).into_iter().filter(|&c| top >= age(c) && crate::rules::query::claim_score_from(cx.s(), e.you, age(c), score) >= 5 * age(c) as u32 * (held(age(c)) + 1)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Achieve, "Choose a standard achievement to claim").await? {
        cx.achieve(e.you, c).await?;
    }
    Ok(())
}
