//! Helpers for the Figures cards' karma: whose karma it is, and eligibility by
//! score alone. (Claiming an available achievement under a condition is
//! `rules::achievements::claim_where`.)
use crate::model::*;

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
