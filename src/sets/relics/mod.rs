//! The Relics (optional with Artifacts of History, 3rd edition): five "lost cards"
//! of the five sets, lying face up next to their supply piles until seized after a
//! dig (`sets::artifacts`), and going back there when returned (3rd-edition rules,
//! "Relics"). In an achievements pile they lie face up.
use super::{SetDef, Visibility, ZoneDef};
use crate::model::*;

pub mod cards;

pub static SET: SetDef = SetDef { zones: ZONES, home: Some("relics"), requires: &[CardSet::Artifacts], ..SetDef::new(CardSet::Relics, cards::ALL) };

pub static ZONES: &[ZoneDef] = &[ZoneDef { name: "relics", sets: &[CardSet::Relics], per_player: false, visibility: Visibility::Everyone, meldable: false }];
