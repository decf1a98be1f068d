//! The sets of cards, each in its own folder: `base/` (the base game, every
//! edition) and the 3rd-edition expansions `echoes/`, `artifacts/` (with the
//! relics), `cities/` and `figures/`. A set brings its cards (one file each,
//! `<set>/cards/<title>.rs`), its special achievements, the zones it adds, its
//! rule hooks, its actions and the steps it adds to the turn; this file is the one
//! place where a set is plugged in. See docs/writing-cards.md, "Adding a set".
use crate::cards::CardDef;
use crate::model::{CardId, CardSet, Edition, PlayerId};
use crate::question::Choice;
use crate::rules::ctx::{Ctx, Fut};
use crate::rules::hooks::{ActKind, Hook, QueryHook, When};
use crate::rules::ruleset::Ruleset;
use crate::rules::specials::SpecialDef;
use crate::state::{State, ZoneKind};
use std::sync::OnceLock;

pub mod artifacts;
pub mod base;
pub mod cities;
pub mod echoes;
pub mod figures;
pub mod relics;

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
    /// The sets that bring it: it is in a game with any of them (the forecast comes
    /// with Echoes and with Figures, whose cards foreshadow too).
    pub sets: &'static [CardSet],
    /// Each player has one (else there is one on the table).
    pub per_player: bool,
    pub visibility: Visibility,
    /// Its cards may be melded by a Meld action as if they were in hand (the
    /// Artifacts display).
    pub meldable: bool,
}

impl ZoneDef {
    pub fn in_play(&self, rules: Ruleset) -> bool {
        self.sets.iter().any(|&s| rules.has(s))
    }
}

/// An action a set adds to the turn (Endorse, Inspire, Decree): each may be taken
/// once per turn (3rd-edition rules, "Actions and action triggers").
pub struct ActionDef {
    /// The first word of its answer key (`endorse Rome`, `inspire red`).
    pub name: &'static str,
    pub set: CardSet,
    /// The legal actions of this kind for the player now, each with its argument (a
    /// card id, a colour index, a special achievement id) and its choice.
    pub legal: fn(&State, PlayerId) -> Vec<(u16, Choice)>,
    pub perform: for<'a> fn(&'a mut Ctx, PlayerId, u16) -> Fut<'a>,
}

/// What a turn action did, for the steps that follow it.
#[derive(Clone, Copy, Debug)]
pub enum ActionDone {
    /// A Meld action: the card melded, the top card it covered, and whether it
    /// added a colour to the board.
    Meld { player: PlayerId, card: CardId, covered: Option<CardId>, new_color: bool },
    /// An Achieve action that claimed a standard achievement.
    Achieve { player: PlayerId, card: CardId },
}

/// A step that follows a turn action ("after your Meld action, dig an artifact"):
/// the steps of all sets run in the order of `order` (3rd-edition rules, "the
/// order of meld follow-ups": city icon 10, draw a city 20, dig 30, promote 40,
/// "when" karma 50).
pub struct FollowUp {
    pub order: u8,
    pub run: for<'a> fn(&'a mut Ctx, ActionDone) -> Fut<'a>,
}

/// What a set plugs into the game.
pub struct SetDef {
    pub set: CardSet,
    /// The editions a game may play it with (`E1 | E3 | E4` bits; the expansions:
    /// the 3rd edition, whose versions of them are implemented).
    pub editions: u8,
    /// The sets it is played with only (the Relics come with Artifacts:
    /// 3rd-edition rules, "Relics").
    pub requires: &'static [CardSet],
    pub cards: &'static [&'static CardDef],
    pub specials: &'static [SpecialDef],
    pub zones: &'static [ZoneDef],
    /// Rule hooks of the set, active when it is in play.
    pub hooks: &'static [Hook],
    /// Counts the set changes while it is in play (icons, score, achievements).
    pub queries: &'static [QueryHook],
    /// Actions the set adds to the turn.
    pub actions: &'static [&'static ActionDef],
    /// Steps after a turn action.
    pub follow_ups: &'static [&'static FollowUp],
    /// At the start of each turn, before its first action (the free artifact action).
    pub turn_start: Option<for<'a> fn(&'a mut Ctx, PlayerId) -> Fut<'a>>,
    /// A draw rule: when a player would draw a base card and this holds, they draw
    /// a card of this set instead (the Echoes draw rule).
    pub replaces_base_draw: Option<fn(&State, PlayerId) -> bool>,
    /// The set whose card is drawn for the free draw of sharing (Figures).
    pub free_draw: bool,
    /// Each player's initial two cards are one base 1 and one 1 of this set (Echoes).
    pub deals_one: bool,
    /// Where the set's cards lie when out of play, if not in decks (the relics, next
    /// to their supply piles): a zone of the set, by name. A returned card goes there.
    pub home: Option<&'static str>,
    /// What the set does at the start of a new game, after the base setup (cards
    /// set aside, zones filled); `None`: nothing.
    pub setup: Option<fn(&mut State)>,
}

impl SetDef {
    /// A set with cards only; the other parts are added with struct update syntax.
    pub const fn new(set: CardSet, cards: &'static [&'static CardDef]) -> SetDef {
        SetDef {
            set,
            editions: crate::cards::E3,
            requires: &[],
            cards,
            specials: &[],
            zones: &[],
            hooks: &[],
            queries: &[],
            actions: &[],
            follow_ups: &[],
            turn_start: None,
            replaces_base_draw: None,
            free_draw: false,
            deals_one: false,
            home: None,
            setup: None,
        }
    }
}

/// Every set with an implementation, in the order of their card and special ids.
pub static SETS: &[&SetDef] = &[&base::SET, &echoes::SET, &cities::SET, &artifacts::SET, &relics::SET, &figures::SET];

/// The set's definition, if it has an implementation.
pub fn set_def(set: CardSet) -> Option<&'static SetDef> {
    SETS.iter().copied().find(|d| d.set == set)
}

/// The sets in play, in the order of `SETS`.
pub fn in_play(rules: Ruleset) -> impl Iterator<Item = &'static SetDef> {
    SETS.iter().copied().filter(move |s| rules.has(s.set))
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

/// Every action of every set (`Action::Set` indexes this list).
pub fn actions() -> &'static [&'static ActionDef] {
    static ALL: OnceLock<Vec<&'static ActionDef>> = OnceLock::new();
    ALL.get_or_init(|| SETS.iter().flat_map(|s| s.actions.iter().copied()).collect())
}

pub fn zone_def(k: ZoneKind) -> Option<&'static ZoneDef> {
    zones().get(k.0 as usize).copied()
}

pub fn zone_kind(name: &str) -> Option<ZoneKind> {
    zones().iter().position(|z| z.name == name).map(|i| ZoneKind(i as u8))
}

/// The rule hooks of a game: its edition's, then those of the sets in play, in
/// their order. Listed once per ruleset: the dispatch reads them for every act.
pub fn rule_hooks(rules: Ruleset) -> &'static [&'static Hook] {
    static LISTS: [[OnceLock<Vec<&'static Hook>>; 256]; 3] = [const { [const { OnceLock::new() }; 256] }; 3];
    LISTS[rules.edition.index()][rules.sets.bits() as usize].get_or_init(|| crate::rules::edition_hooks(rules.edition).iter().chain(in_play(rules).flat_map(|s| s.hooks.iter())).collect())
}

/// The rule hooks of a game that watch `when` and, with an act, acts of `kind`
/// (`Hook::on`), in the order of `rule_hooks`. Listed once per ruleset: the
/// dispatch asks for them several times for every act.
pub fn rule_hooks_watching(rules: Ruleset, when: When, kind: Option<ActKind>) -> &'static [&'static Hook] {
    const KINDS: usize = ActKind::Win as usize + 2;
    static TABLES: [[OnceLock<Vec<Vec<&'static Hook>>>; 256]; 3] = [const { [const { OnceLock::new() }; 256] }; 3];
    let index = |when: When, kind: Option<ActKind>| when as usize * KINDS + kind.map_or(KINDS - 1, |k| k as usize);
    let table = TABLES[rules.edition.index()][rules.sets.bits() as usize].get_or_init(|| {
        let mut t = vec![vec![]; (When::Melded as usize + 1) * KINDS];
        for &h in rule_hooks(rules) {
            for k in 0..KINDS {
                // The act kinds by their index (`ActKind` has no other list of them).
                let kind = (k < KINDS - 1).then(|| crate::rules::hooks::ACT_KINDS[k]);
                if kind.is_none_or(|kind| h.on.is_empty() || h.on.contains(&kind)) {
                    t[index(h.when, kind)].push(h);
                }
            }
        }
        t
    });
    &table[index(when, kind)]
}

/// The query hooks of the sets in play.
pub fn queries(rules: Ruleset) -> impl Iterator<Item = &'static QueryHook> {
    // No set has one yet; the dispatch runs this for every count.
    static ANY: OnceLock<bool> = OnceLock::new();
    let any = *ANY.get_or_init(|| SETS.iter().any(|s| !s.queries.is_empty()));
    in_play(rules).take(if any { SETS.len() } else { 0 }).flat_map(|s| s.queries.iter())
}

/// The follow-ups of the sets in play, in their order (one a set shares with
/// another, such as promotion with Echoes and Figures, once). Listed once per
/// ruleset: every turn action reads them.
pub fn follow_ups(rules: Ruleset) -> &'static [&'static FollowUp] {
    static LISTS: [OnceLock<Vec<&'static FollowUp>>; 256] = [const { OnceLock::new() }; 256];
    LISTS[rules.sets.bits() as usize].get_or_init(|| {
        let mut v: Vec<&'static FollowUp> = vec![];
        for &f in in_play(rules).flat_map(|s| s.follow_ups.iter()) {
            if !v.iter().any(|g| std::ptr::eq(*g, f)) {
                v.push(f);
            }
        }
        crate::sort::sort_by_key(&mut v, |f| f.order);
        v
    })
}

/// Sets a game may include: those with an implementation.
pub fn playable(set: CardSet) -> bool {
    set_def(set).is_some()
}

/// The expansions a game of `edition` may include, in the order of `SETS` (the
/// catalogue lists them for a setup screen; `setup::validate` checks a
/// configuration against them).
pub fn expansions(edition: Edition) -> impl Iterator<Item = &'static SetDef> {
    SETS.iter().copied().filter(move |d| d.set != CardSet::Base && d.editions & edition.bit() != 0)
}
