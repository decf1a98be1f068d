//! The sets of cards, each in its own folder: `base/` (the base game, every
//! edition). A set brings its cards (one file each, `<set>/cards/<title>.rs`), its
//! special achievements, the zones it adds and its rule hooks; this file is the one
//! place where a set is plugged in. See docs/writing-cards.md, "Adding a set".
use crate::cards::CardDef;
use crate::model::CardSet;
use crate::rules::hooks::Hook;
use crate::rules::specials::SpecialDef;
use crate::rules::ruleset::Ruleset;
use crate::state::{State, ZoneKind};
use std::sync::OnceLock;

pub mod base;

/// Who may see the cards of a zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    Everyone,
    /// Its owner only (the Echoes forecast).
    Owner,
    Nobody,
}

/// A kind of zone a set adds to the table.
pub struct ZoneDef {
    /// Its name in scenario files and views (`forecast`, `display`, `museum`, `relics`).
    pub name: &'static str,
    pub set: CardSet,
    /// Each player has one (else there is one on the table).
    pub per_player: bool,
    pub visibility: Visibility,
}

/// What a set plugs into the game.
pub struct SetDef {
    pub set: CardSet,
    pub cards: &'static [&'static CardDef],
    pub specials: &'static [SpecialDef],
    pub zones: &'static [ZoneDef],
    /// Rule hooks of the set, active when it is in play.
    pub hooks: &'static [Hook],
    /// What the set does at the start of a new game, after the base setup (cards
    /// set aside, zones filled); `None`: nothing.
    pub setup: Option<fn(&mut State)>,
}

/// Every set with an implementation, in the order of their card and special ids.
pub static SETS: &[&SetDef] = &[&base::SET];

/// The set's definition, if it has an implementation.
pub fn set_def(set: CardSet) -> Option<&'static SetDef> {
    SETS.iter().copied().find(|d| d.set == set)
}

/// Every special achievement of every set (`SpecialId` indexes this list).
pub fn specials() -> &'static [&'static SpecialDef] {
    static ALL: OnceLock<Vec<&'static SpecialDef>> = OnceLock::new();
    ALL.get_or_init(|| SETS.iter().flat_map(|s| s.specials.iter()).collect())
}

/// Every zone kind of every set (`ZoneKind` indexes this list).
pub fn zones() -> &'static [&'static ZoneDef] {
    static ALL: OnceLock<Vec<&'static ZoneDef>> = OnceLock::new();
    ALL.get_or_init(|| SETS.iter().flat_map(|s| s.zones.iter()).collect())
}

pub fn zone_def(k: ZoneKind) -> Option<&'static ZoneDef> {
    zones().get(k.0 as usize).copied()
}

pub fn zone_kind(name: &str) -> Option<ZoneKind> {
    zones().iter().position(|z| z.name == name).map(|i| ZoneKind(i as u8))
}

/// The rule hooks of the sets in play.
pub fn hooks(rules: Ruleset) -> impl Iterator<Item = &'static Hook> {
    SETS.iter().filter(move |s| rules.has(s.set)).flat_map(|s| s.hooks.iter())
}

/// Sets a game may include: those with an implementation.
pub fn playable(set: CardSet) -> bool {
    set_def(set).is_some()
}
