//! What a Dogma action would do, for the player choosing their action (as Board
//! Game Arena previews it): the featured icon and everyone's count, who would
//! share, whom the demands would affect, and a warning when the action would
//! obviously do nothing for the player. Everything here comes from public facts
//! (boards, the card's printed effects); nothing is simulated, so no hidden card
//! or deck order can show through.
use crate::cards::{self, EffectKind};
use crate::model::*;
use crate::rules::dogma;
use crate::state::State;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DogmaPreview {
    pub card: CardId,
    pub icon: Icon,
    /// Each player still in the game with their count of the icon, in turn order
    /// from the player who would act.
    pub counts: Vec<(PlayerId, usize)>,
    /// Who would share the non-demand effects (before the acting player).
    pub sharing: Vec<PlayerId>,
    /// Whom the demands would affect.
    pub demanded: Vec<PlayerId>,
    /// Of those, the distant players who decide by Parley whether to share, or to
    /// be immune to the demand (4th edition, 4+ players without teams).
    pub parley: Vec<PlayerId>,
    /// The card's effects that a Dogma action runs, in order.
    pub effects: Vec<EffectKind>,
    pub warning: Option<DogmaWarning>,
}

/// Why a Dogma action would obviously do nothing for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DogmaWarning {
    /// Every effect is a demand and nobody has fewer of the icon.
    NobodyDemanded,
    /// The card has no effect a Dogma action runs (in this game's edition).
    NoEffects,
}

/// The preview of `p`'s Dogma action on `card` in the position `s`; `None` for a
/// card without a featured icon.
pub fn dogma(s: &State, p: PlayerId, card: CardId) -> Option<DogmaPreview> {
    let inv = dogma::involved(s, p, card)?;
    let counts = s.players_from(p).into_iter().map(|q| (q, inv.counts[q as usize])).collect();
    let effects: Vec<EffectKind> =
        cards::effects(card, s.edition()).iter().map(|e| e.kind).filter(|k| matches!(k, EffectKind::Demand | EffectKind::NonDemand)).collect();
    // Who shares or is demanded matters only for the kinds of effects the card has.
    let sharing = if effects.contains(&EffectKind::NonDemand) { inv.sharing } else { vec![] };
    let demanded = if effects.contains(&EffectKind::Demand) { inv.demanded } else { vec![] };
    let parley = if s.rules().parley(s.num_players(), s.config.teams.is_some()) {
        sharing.iter().chain(&demanded).copied().filter(|&q| dogma::distant(s, p, q)).collect()
    } else {
        vec![]
    };
    let warning = if effects.is_empty() {
        Some(DogmaWarning::NoEffects)
    } else if demanded.is_empty() && !effects.contains(&EffectKind::NonDemand) {
        Some(DogmaWarning::NobodyDemanded)
    } else {
        None
    };
    Some(DogmaPreview { card, icon: inv.icon, counts, sharing, demanded, parley, effects, warning })
}
