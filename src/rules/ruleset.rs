//! The ruleset of a game: its edition and the sets in play. Whatever differs between
//! editions, or with the sets in play, is asked of it (ages, player counts, icons,
//! splays, achievements, timing of special achievements, Parley); nothing else
//! hard-codes those, in Rust or in the UI (which reads them from the view).
use crate::cards;
use crate::model::*;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The sets in play, as a bit set over `CardSet`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SetMask(u8);

impl SetMask {
    pub fn has(self, set: CardSet) -> bool {
        self.0 & set.bit() != 0
    }
    /// The sets as bits (`CardSet::bit`).
    pub fn bits(self) -> u8 {
        self.0
    }
    /// Do the two masks have a set in common?
    pub fn meets(self, other: SetMask) -> bool {
        self.0 & other.0 != 0
    }
    pub fn with(self, set: CardSet) -> SetMask {
        SetMask(self.0 | set.bit())
    }
    pub fn iter(self) -> impl Iterator<Item = CardSet> {
        CardSet::ALL.into_iter().filter(move |&s| self.has(s))
    }
}

impl Serialize for SetMask {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(CardSet::name))
    }
}

impl<'de> Deserialize<'de> for SetMask {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SetMask, D::Error> {
        let names = Vec::<String>::deserialize(d)?;
        let mut m = SetMask::default();
        for n in names {
            let set = CardSet::parse(&n).ok_or_else(|| serde::de::Error::custom(format!("unknown set {n:?}")))?;
            m = m.with(set);
        }
        Ok(m)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ruleset {
    pub edition: Edition,
    /// Always holds the base set.
    pub sets: SetMask,
}

impl Ruleset {
    pub fn new(edition: Edition, expansions: &[CardSet]) -> Ruleset {
        let sets = expansions.iter().fold(SetMask::default().with(CardSet::Base), |m, &s| m.with(s));
        Ruleset { edition, sets }
    }
    pub fn base(edition: Edition) -> Ruleset {
        Ruleset::new(edition, &[])
    }
    pub fn has(self, set: CardSet) -> bool {
        self.sets.has(set)
    }
    pub fn expansions(self) -> Vec<CardSet> {
        self.sets.iter().filter(|&s| s != CardSet::Base).collect()
    }
    pub fn fourth(self) -> bool {
        self.edition == Edition::Fourth
    }

    /// The highest age: 10, or 11 in the 4th edition. Drawing above it ends the game.
    pub fn max_age(self) -> u8 {
        if self.fourth() {
            11
        } else {
            10
        }
    }
    /// The values a card can have ("choose a value": 1 to 10, 1 to 11 in the 4th edition).
    pub fn values(self) -> Vec<u8> {
        (1..=self.max_age()).collect()
    }
    /// Ages of the standard achievements set aside at the start: 1-9, or 1-10 in the
    /// 4th edition (4th-edition rulebook, Setup).
    pub fn achievement_ages(self) -> std::ops::RangeInclusive<u8> {
        1..=self.max_age() - 1
    }
    pub fn min_players(self) -> usize {
        2
    }
    pub fn max_players(self) -> usize {
        4
    }
    /// The standard icons in play: the 4th edition adds the avatar.
    pub fn icons(self) -> &'static [Icon] {
        if self.fourth() {
            &Icon::ALL
        } else {
            &Icon::BASE
        }
    }
    /// The splay directions of the edition (aslant: 4th edition).
    pub fn splays(self) -> &'static [Splay] {
        if self.fourth() {
            &[Splay::Left, Splay::Right, Splay::Up, Splay::Aslant]
        } else {
            &[Splay::Left, Splay::Right, Splay::Up]
        }
    }
    /// The 4th edition junks cards (face down, out of play); the 3rd removes some from the game.
    pub fn has_junk(self) -> bool {
        self.fourth()
    }
    /// Parley (4th edition): in games of four or more players without teams.
    pub fn parley(self, players: usize, teams: bool) -> bool {
        self.fourth() && players >= 4 && !teams
    }
    /// Achievements needed to win: six for two players, one fewer for each further
    /// player (never fewer than four in the 3rd edition), six for a team; the 3rd
    /// edition adds one for each expansion in play (3rd-edition rules,
    /// "Achievements"; 4th-edition rulebook, "Achievements" and "Team Rules").
    pub fn achievements_to_win(self, players: usize, teams: bool) -> usize {
        let base = if teams { 6 } else { 8usize.saturating_sub(players).max(if self.fourth() { 1 } else { 4 }) };
        if self.fourth() {
            base
        } else {
            // The Relics come with Artifacts: not an expansion of their own.
            base + self.expansions().iter().filter(|&&s| s != CardSet::Relics).count()
        }
    }
    /// How many deck slots a state of these rules holds (`state::deck_slot`): the
    /// decks of the sets up to the last one in play.
    pub fn deck_slots(self) -> usize {
        let last = self.sets.iter().map(|s| s.index()).max().unwrap_or(0);
        (last + 1) * crate::state::DECK_SLOTS
    }

    /// The length of a state's location index (`State::loc`): one past the last
    /// card id in play (ids are append-only with the base set first, so a base game
    /// indexes only the base cards).
    pub fn card_ids(self) -> usize {
        (0..cards::CARDS.len() as CardId).rev().find(|&c| self.plays(c)).map(|c| c as usize + 1).unwrap_or(0)
    }

    /// Is this card part of a game with these rules?
    pub fn plays(self, c: CardId) -> bool {
        let f = cards::facts(c);
        f.in_edition(self.edition) && self.has(f.set) && (1..=self.max_age()).contains(&f.age)
    }
}
