//! Cards: printed facts (generated), and each card's effects in Rust beside our
//! wording of its text, one place per card (`base/ageN.rs`).
pub mod base;
pub mod facts;

use crate::engine::{Ctx, Exec, R};
use crate::model::*;
use std::collections::HashMap;
use std::sync::OnceLock;

pub use facts::CARDS;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    Demand,
    NonDemand,
}

pub type EffectFn = fn(&mut Ctx, Exec) -> R;

pub struct Effect {
    pub kind: EffectKind,
    /// Our own wording of the effect; `[N]` is a value box, `{icon}` an icon.
    pub text: &'static str,
    pub run: EffectFn,
}

/// An "I demand" effect: `Exec::you` is the vulnerable player, `Exec::leader` the one demanding.
pub const fn demand(text: &'static str, run: EffectFn) -> Effect {
    Effect { kind: EffectKind::Demand, text, run }
}

/// A non-demand effect: `Exec::you` is whoever executes it (a sharer or the leader).
pub const fn effect(text: &'static str, run: EffectFn) -> Effect {
    Effect { kind: EffectKind::NonDemand, text, run }
}

pub struct CardDef {
    pub name: &'static str,
    pub effects: &'static [Effect],
}

pub fn facts(c: CardId) -> &'static CardFacts {
    &CARDS[c as usize]
}
pub fn age(c: CardId) -> u8 {
    CARDS[c as usize].age
}
pub fn color(c: CardId) -> Color {
    CARDS[c as usize].color
}
pub fn name(c: CardId) -> &'static str {
    CARDS[c as usize].name
}
pub fn has_icon(c: CardId, icon: Icon) -> bool {
    CARDS[c as usize].has_icon(icon)
}

/// Find a card by its printed English title, among the cards of an edition.
pub fn by_name(name: &str, edition: Edition) -> Option<CardId> {
    static INDEX: OnceLock<HashMap<&'static str, Vec<CardId>>> = OnceLock::new();
    let index = INDEX.get_or_init(|| {
        let mut m: HashMap<&'static str, Vec<CardId>> = HashMap::new();
        for (i, c) in CARDS.iter().enumerate() {
            m.entry(c.name).or_default().push(i as CardId);
        }
        m
    });
    index.get(name)?.iter().copied().find(|&c| facts(c).editions & edition.bit() != 0)
}

/// The implemented effects of a card (3rd edition), or `None` if the card has
/// no implementation yet (it then behaves as a card without effects).
pub fn def(c: CardId) -> Option<&'static CardDef> {
    static TABLE: OnceLock<Vec<Option<&'static CardDef>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t: Vec<Option<&'static CardDef>> = vec![None; CARDS.len()];
        for d in base::ALL.iter().flat_map(|age| age.iter()) {
            let id = CARDS.iter().position(|f| f.name == d.name && f.set == CardSet::Base);
            let id = id.unwrap_or_else(|| panic!("card implementation for unknown card {}", d.name));
            t[id] = Some(d);
        }
        t
    });
    table[c as usize]
}

pub fn effects(c: CardId) -> &'static [Effect] {
    def(c).map(|d| d.effects).unwrap_or(&[])
}

/// Cards of the game's edition without an implementation (listed in the README).
pub fn unimplemented(edition: Edition) -> Vec<&'static str> {
    (0..CARDS.len() as CardId)
        .filter(|&c| facts(c).editions & edition.bit() != 0 && facts(c).age <= 10 && def(c).is_none())
        .map(name)
        .collect()
}

/// Cards of a hand or score pile in the order they move when moved together
/// (`spec/scenario-format.md`, "How effects are asked", rule 7: by age, then title).
pub fn by_age_title(cs: &[CardId]) -> Vec<CardId> {
    let mut v = cs.to_vec();
    v.sort_by_key(|&c| (age(c), name(c)));
    v
}

/// Number of different values among `cs`.
pub fn distinct_values(cs: &[CardId]) -> usize {
    let mut ages: Vec<u8> = cs.iter().map(|&c| age(c)).collect();
    ages.sort();
    ages.dedup();
    ages.len()
}

/// Top cards of `p` (in colour order) that satisfy `keep`.
pub fn top_cards_where(s: &crate::state::State, p: PlayerId, keep: impl Fn(CardId) -> bool) -> Vec<CardId> {
    s.top_cards(p).into_iter().filter(|&c| keep(c)).collect()
}

/// Helper for card code: the cards among `cards` of the highest (or lowest) age.
pub fn highest(cards: &[CardId]) -> Vec<CardId> {
    match cards.iter().map(|&c| age(c)).max() {
        Some(m) => cards.iter().copied().filter(|&c| age(c) == m).collect(),
        None => vec![],
    }
}
pub fn lowest(cards: &[CardId]) -> Vec<CardId> {
    match cards.iter().map(|&c| age(c)).min() {
        Some(m) => cards.iter().copied().filter(|&c| age(c) == m).collect(),
        None => vec![],
    }
}
