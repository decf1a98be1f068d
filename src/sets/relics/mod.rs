//! The Relics (optional with Artifacts of History, 3rd edition): five "lost cards"
//! of the five sets, lying face up next to their supply piles until seized after a
//! dig (`sets::artifacts`), and going back there when returned (3rd-edition rules,
//! "Relics"). In an achievements pile they lie face up.
//!
//! Each relic is a card of the style of its set: Timbuktu is a city (no text; its
//! plus icon acts when it is melded by a Meld action, also in a game without
//! Cities of Destiny: the follow-up is shared with that set), Ching Shih a figure
//! (`sets::figures::is_figure`), Safety Pin an Echoes card (its echo effect is
//! counted by the core from its slots).
use super::{SetDef, Visibility, ZoneDef};
use crate::model::*;

pub mod cards;

pub static SET: SetDef = SetDef { zones: ZONES, home: Some("relics"), follow_ups: &[&super::cities::CITY_ICONS], requires: &[CardSet::Artifacts], ..SetDef::new(CardSet::Relics, cards::ALL) };

pub static ZONES: &[ZoneDef] = &[ZoneDef { name: "relics", sets: &[CardSet::Relics], per_player: false, visibility: Visibility::Everyone, meldable: false }];
