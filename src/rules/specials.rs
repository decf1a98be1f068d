//! Special achievements as data: each set lists its own (`sets::<set>::SPECIALS`),
//! with its condition per edition in our words and the code that checks it. When
//! they are claimed is the ruleset's (`SpecialTiming`); the check itself is a rule
//! hook (`rules::hooks`).
use crate::cards::Mark;
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
    /// requirement `Counts::ease` lower for them? What it reads is counted once for
    /// each player by the check that runs after every act (`Counts`), rather than
    /// counted again by every condition. `None`: claimed only by an act (the
    /// Cities' by a meld or a tuck, the decrees by the Decree action), never checked.
    pub holds: Option<fn(&mut Counts) -> bool>,
}

/// What the special achievements' conditions read of one player, each counted once
/// however many conditions of one check read it.
pub struct Counts<'a> {
    pub s: &'a State,
    pub p: PlayerId,
    /// Does a karma (or a set's rule) change the player's counts
    /// (`hooks::count_karma_owners`)? If not, the counts are the board's own and
    /// no hook is asked.
    karma: bool,
    ease: Option<usize>,
    icons: Option<[usize; 7]>,
    piles: Option<[u128; 5]>,
    /// From the piles' marks (`State::pile_marks`): the visible hexagon images
    /// in each colour, and the visible bonuses.
    slots: Option<SlotCounts>,
}

#[derive(Clone, Copy)]
struct SlotCounts {
    hex: [usize; 5],
    bonuses: usize,
}

impl<'a> Counts<'a> {
    pub fn new(s: &'a State, p: PlayerId, karma: bool) -> Counts<'a> {
        Counts { s, p, karma, ease: None, icons: None, piles: None, slots: None }
    }

    /// How much lower each requirement is for the player (Figures, Hedy Lamarr:
    /// `query::special_ease`).
    pub fn ease(&mut self) -> usize {
        let (s, p, karma) = (self.s, self.p, self.karma);
        *self.ease.get_or_insert_with(|| if karma { crate::rules::query::special_ease(s, p) } else { 0 })
    }

    /// `n`, lowered by the ease.
    pub fn need(&mut self, n: usize) -> usize {
        n.saturating_sub(self.ease())
    }

    /// The player's visible icons, as karma counts them (`query::icon_counts`).
    pub fn icons(&mut self) -> [usize; 7] {
        if let Some(icons) = self.icons {
            return icons;
        }
        let board = crate::cards::lanes(self.pile_lanes().iter().sum());
        *self.icons.insert(if self.karma { crate::rules::query::icon_counts_from(self.s, self.p, board) } else { board })
    }

    /// The visible icons of each pile of the player's board, by `Color::index()`
    /// (as `cards::Visible::icons`: `cards::lanes` reads them).
    pub fn pile_lanes(&mut self) -> [u128; 5] {
        let (s, p) = (self.s, self.p);
        *self.piles.get_or_insert_with(|| Color::ALL.map(|c| s.pile_lanes(s.pile(p, c))))
    }

    fn slots(&mut self) -> SlotCounts {
        let (s, p) = (self.s, self.p);
        *self.slots.get_or_insert_with(|| {
            let mut n = SlotCounts { hex: [0; 5], bonuses: 0 };
            for color in Color::ALL {
                let marks = s.pile_marks(p, color);
                n.hex[color.index()] = Mark::Hex.count(marks);
                n.bonuses += Mark::Bonus.count(marks);
            }
            n
        })
    }

    /// The most visible hexagon images (`Slot::Hex`) or echo effects (`Slot::Echo`)
    /// in one colour of the player's board (echo effects as `query::echo_effects_per_colour`
    /// counts them: with the hexagons while Stephen Hawking's karma applies).
    pub fn most_in_a_colour(&mut self, slot: Slot) -> usize {
        let n = self.slots();
        match slot {
            Slot::Hex => n.hex.into_iter().max().unwrap_or(0),
            Slot::Echo => crate::rules::query::echo_effects_per_colour(self.s, self.p).into_iter().max().unwrap_or(0),
            _ => 0,
        }
    }

    /// How many bonuses the player has (`query::bonuses`: those visible on the
    /// board and those karma counts as bonuses), read from the same walk.
    pub fn bonuses(&mut self) -> usize {
        let listed = if self.karma { crate::rules::query::karma_bonuses(self.s, self.p).len() } else { 0 };
        self.slots().bonuses + listed
    }
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
