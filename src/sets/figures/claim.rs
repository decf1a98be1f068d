//! Helpers for the Figures cards' effects and karma: claiming one of the
//! available standard achievements under a condition ("claim an achievement of
//! value ... regardless of eligibility"). "Claim an achievement" only applies to
//! standard achievements (BGA rules page, glossary "Claim an/any achievement").
use crate::cards as card_table;
use crate::model::*;
use crate::question::Intent;
use crate::rules::ctx::{Ctx, R};

/// Claim one of the available standard achievements that `keep` allows, the
/// cards karma makes count as available for `p` included (Cai Lun's forecast,
/// Amina Sukhera's top cards: `Ctx::available_achievements`). Those lying face
/// down are chosen by value (`age N`, one choice per value); nothing happens
/// when none is allowed. Returns the card claimed.
pub async fn claim_where(cx: &mut Ctx, p: PlayerId, keep: impl Fn(&Ctx, CardId) -> bool, prompt: &str) -> R<Option<CardId>> {
    let cands: Vec<CardId> = card_table::by_age_title(&cx.available_achievements(p)).into_iter().filter(|&c| keep(cx, c)).collect();
    let Some(c) = cx.choose_card(p, &cands, false, Intent::Achieve, prompt).await? else { return Ok(None) };
    cx.achieve(p, c).await?;
    Ok(Some(c))
}

/// The owner of a karma's card.
pub fn owner(src: crate::rules::hooks::Source) -> Option<PlayerId> {
    match src {
        crate::rules::hooks::Source::Card { owner, .. } => Some(owner),
        crate::rules::hooks::Source::Rule => None,
    }
}

/// Is `p`'s score enough to claim a standard achievement of `age` (five times its
/// value, times one more for each standard achievement of that value already
/// held), whatever their top cards ("ignoring the age requirement")?
pub fn score_eligible(s: &crate::state::State, p: PlayerId, age: u8) -> bool {
    crate::rules::query::claim_score(s, p, age) >= 5 * age as u32 * (crate::rules::achievements::standard_held(s, p, age) + 1)
}
