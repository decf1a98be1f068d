//! What a Dogma action would do, for the player choosing their action (as Board
//! Game Arena previews it): the featured icon and everyone's count, who would
//! share, whom the demands would affect, and a warning when the action would
//! obviously do nothing for the player. Everything here comes from public facts
//! (boards, the card's printed effects); nothing is simulated, so no hidden card
//! or deck order can show through.
use crate::cards::EffectKind;
use crate::model::*;
use crate::rules::dogma;
use crate::state::{State, Zone};
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
    /// Whom the compels would affect (Artifacts: the opponents who would share).
    pub compelled: Vec<PlayerId>,
    /// Of those, the distant players who decide by Parley whether to share, or to
    /// be immune to the demand (4th edition, 4+ players without teams).
    pub parley: Vec<PlayerId>,
    /// The effects the Dogma action runs, in order: the visible echo effects of the
    /// card's colour, then the card's demands, compels and non-demand effects.
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
/// card without a featured icon. A card on `p`'s display (the free artifact
/// action) adds its icons to `p`'s count, as that Dogma action does.
pub fn dogma(s: &State, p: PlayerId, card: CardId) -> Option<DogmaPreview> {
    let on_display = matches!(s.loc(card), Some(Zone::Set(_, Some(q))) if q == p);
    let inv = dogma::involved_with(s, p, card, &Default::default(), on_display.then_some(card))?;
    let counts = s.players_from(p).into_iter().map(|q| (q, inv.counts[q as usize])).collect();
    let effects: Vec<EffectKind> = dogma::effect_list(s, p, card).into_iter().map(|(_, e)| e.kind).collect();
    // Who shares or is demanded matters only for the kinds of effects the card has.
    let shared = effects.iter().any(|k| matches!(k, EffectKind::NonDemand | EffectKind::Echo));
    let sharing = if shared { inv.sharing } else { vec![] };
    let demanded = if effects.contains(&EffectKind::Demand) { inv.demanded } else { vec![] };
    let compelled = if effects.contains(&EffectKind::Compel) { inv.compelled } else { vec![] };
    let parley = if s.rules().parley(s.num_players(), s.config.teams.is_some()) {
        sharing.iter().chain(&demanded).copied().filter(|&q| dogma::distant(s, p, q)).collect()
    } else {
        vec![]
    };
    let warning = if effects.is_empty() {
        Some(DogmaWarning::NoEffects)
    } else if demanded.is_empty() && compelled.is_empty() && !shared {
        Some(DogmaWarning::NobodyDemanded)
    } else {
        None
    };
    Some(DogmaPreview { card, icon: inv.icon, counts, sharing, demanded, compelled, parley, effects, warning })
}
