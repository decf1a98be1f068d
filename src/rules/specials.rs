//! Special achievements as data: each set lists its own (`sets::<set>::SPECIALS`),
//! with its condition per edition in our words and the code that checks it. When
//! they are claimed is the ruleset's (`SpecialTiming`); the check itself is a rule
//! hook (`rules::hooks`).
use crate::model::*;
use crate::state::State;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A special achievement (or a Figures decree): its index in `sets::specials()`.
/// Saved by name, so that saves stay valid whatever sets are added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpecialId(pub u8);

pub struct SpecialDef {
    pub name: &'static str,
    pub set: CardSet,
    /// Editions that have it (bit set, as `CardFacts::editions`).
    pub editions: u8,
    /// Our wording of the condition: 1st, 3rd and 4th editions.
    pub condition: [&'static str; 3],
    /// Does the player meet the condition now (in the state's edition), each
    /// requirement `ease` lower for them (`query::special_ease`: Figures, Hedy
    /// Lamarr)? The ease is given, counted once for each player by the scan that
    /// runs after every act, rather than counted again by every condition.
    pub holds: fn(&State, PlayerId, usize) -> bool,
}

impl SpecialId {
    pub fn def(self) -> &'static SpecialDef {
        crate::sets::specials()[self.0 as usize]
    }
    pub fn name(self) -> &'static str {
        self.def().name
    }
    pub fn parse(name: &str) -> Option<SpecialId> {
        crate::sets::specials().iter().position(|d| d.name == name).map(|i| SpecialId(i as u8))
    }
    pub fn condition(self, e: Edition) -> &'static str {
        self.def().condition[e.index()]
    }
}

impl Serialize for SpecialId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for SpecialId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SpecialId, D::Error> {
        let name = String::deserialize(d)?;
        SpecialId::parse(&name).ok_or_else(|| serde::de::Error::custom(format!("unknown special achievement {name:?}")))
    }
}

/// The special achievements of a game with these rules, in the order their sets are listed.
pub fn of_game(rules: crate::rules::ruleset::Ruleset) -> Vec<SpecialId> {
    crate::sets::specials()
        .iter()
        .enumerate()
        .filter(|(_, d)| d.editions & rules.edition.bit() != 0 && rules.has(d.set))
        .map(|(i, _)| SpecialId(i as u8))
        .collect()
}
