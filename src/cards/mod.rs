//! Cards: their printed facts (generated, `facts.rs`), and the definitions that
//! the sets give them (`src/sets/<set>/cards/<title>.rs`: for each edition, our
//! wording of the effects and the code that runs them).
pub mod facts;

use crate::model::*;
use crate::rules::ctx::{Ctx, Exec, Fut};
use crate::rules::hooks::{Hook, ListHook, QueryHook};
use crate::rules::ruleset::{Ruleset, SetMask};
use std::collections::HashMap;
use std::sync::OnceLock;

pub use facts::CARDS;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EffectKind {
    /// "I demand": executed by the vulnerable opponents.
    Demand,
    /// "I compel" (Artifacts): executed by opponents with as many or more.
    Compel,
    NonDemand,
    Echo,
    Inspire,
    Karma,
    Decree,
}

impl EffectKind {
    /// A demand or a compel: executed by opponents, for the player who issues it.
    pub fn is_demand(self) -> bool {
        matches!(self, EffectKind::Demand | EffectKind::Compel)
    }
    /// The letter of the kind in `CardFacts::kinds`.
    pub fn letter(self) -> char {
        match self {
            EffectKind::Demand => 'D',
            EffectKind::Compel => 'C',
            EffectKind::NonDemand => 'N',
            EffectKind::Echo => 'E',
            EffectKind::Inspire => 'I',
            EffectKind::Karma => 'K',
            EffectKind::Decree => 'R',
        }
    }
}

pub type EffectFn = for<'a> fn(&'a mut Ctx, Exec) -> Fut<'a>;

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

/// An "I compel" effect (Artifacts): executed by the opponents who would share.
pub const fn compel(text: &'static str, run: EffectFn) -> Effect {
    Effect { kind: EffectKind::Compel, text, run }
}

/// An echo effect (Echoes, Figures): printed in an icon slot; executed before the
/// dogma effects of its colour while visible, shared like a non-demand effect.
pub const fn echo(text: &'static str, run: EffectFn) -> Effect {
    Effect { kind: EffectKind::Echo, text, run }
}

/// An inspire effect (Figures): executed by the Inspire action, not shared.
pub const fn inspire(text: &'static str, run: EffectFn) -> Effect {
    Effect { kind: EffectKind::Inspire, text, run }
}

/// A karma (Figures): its text only; what it does is in the variant's hooks and
/// queries, active while the card is a top card.
pub const fn karma(text: &'static str) -> Effect {
    Effect { kind: EffectKind::Karma, text, run: |_, _| Box::pin(async move { Ok(()) }) }
}

/// Editions, as bit sets (`CardFacts::editions`).
pub const E1: u8 = 1;
pub const E3: u8 = 2;
pub const E4: u8 = 4;

/// A card's effects in the editions that print them the same way.
pub struct Variant {
    /// The editions of this wording (`E1 | E3`, `E4`, ...).
    pub editions: u8,
    pub effects: &'static [Effect],
    /// Karma and other hooks, active while the card is a top card.
    pub hooks: &'static [Hook],
    pub queries: &'static [QueryHook],
    /// Lists others read (Figures: cards that count as available achievements or as
    /// cards to activate).
    pub lists: &'static [ListHook],
    /// A decree karma (Figures): "you may issue the X Decree with any two figures",
    /// while the card is a top card.
    pub decree: Option<&'static str>,
}

impl Variant {
    pub const fn new(editions: u8, effects: &'static [Effect]) -> Variant {
        Variant { editions, effects, hooks: &[], queries: &[], lists: &[], decree: None }
    }
}

/// A card as a set defines it: its title and its variants per edition.
pub struct CardDef {
    /// The title as printed in the 3rd edition (the reference data's `name`).
    pub name: &'static str,
    pub set: CardSet,
    pub variants: &'static [Variant],
}

pub fn facts(c: CardId) -> &'static CardFacts {
    &CARDS[c as usize]
}
/// The action question's words for a card, in `e`'s titles: `[key, label]` of its
/// Meld action, then of its Dogma action ("meld Pottery", "Meld Pottery", ...).
/// Made once per edition: that question is built for every action, and its
/// choices then borrow them instead of allocating.
pub fn action_words(c: CardId, e: Edition) -> &'static [String; 4] {
    static WORDS: [OnceLock<Vec<[String; 4]>>; 3] = [const { OnceLock::new() }; 3];
    title_words(&WORDS, c, e, |t| [format!("meld {t}"), format!("Meld {t}"), format!("dogma {t}"), format!("Dogma {t}")])
}

/// Words made once per edition for every card from its title (`make`), kept in
/// `table`: for the choices of the action question, which borrow them
/// (`action_words`, the sets' actions on a card such as Endorse).
pub fn title_words<const N: usize>(table: &'static [OnceLock<Vec<[String; N]>>; 3], c: CardId, e: Edition, make: fn(&str) -> [String; N]) -> &'static [String; N] {
    &table[e.index()].get_or_init(|| CARDS.iter().map(|f| make(f.title(e))).collect())[c as usize]
}
pub fn age(c: CardId) -> u8 {
    CARDS[c as usize].age
}
pub fn color(c: CardId) -> Color {
    CARDS[c as usize].color
}
/// The value a card shows face up: its age, except Battleship Yamato (Artifacts,
/// age 8), whose face shows 11 (reference data `faceup_age`). "It counts as an 11
/// when face up (notably, as a top card on your board ...), and an 8 when face
/// down (in the supply, in your hand, in your score pile)" (BGA rules page,
/// "Artifacts of History Expansion"). `State::value` gives a card's value where it
/// lies.
pub fn faceup_age(c: CardId) -> u8 {
    let f = &CARDS[c as usize];
    // (The age first: this is read for every top card at every action question.)
    if f.age == 8 && f.key == "A079" {
        11
    } else {
        f.age
    }
}
/// The card has a demand effect as printed in edition `e`.
pub fn has_demand(c: CardId, e: Edition) -> bool {
    CARDS[c as usize].kinds[e.index()].contains('D')
}
/// The 3rd-edition title (use `State::title` for the game's edition).
pub fn name(c: CardId) -> &'static str {
    CARDS[c as usize].name
}

/// Find a card by its printed English title among the cards of an edition (any
/// set; the title the edition prints).
pub fn by_name(title: &str, edition: Edition) -> Option<CardId> {
    static INDEX: OnceLock<HashMap<&'static str, Vec<CardId>>> = OnceLock::new();
    let index = INDEX.get_or_init(|| {
        let mut m: HashMap<&'static str, Vec<CardId>> = HashMap::new();
        for (i, c) in CARDS.iter().enumerate() {
            m.entry(c.name).or_default().push(i as CardId);
            if c.name_4e != c.name {
                m.entry(c.name_4e).or_default().push(i as CardId);
            }
        }
        m
    });
    index.get(title)?.iter().copied().find(|&c| facts(c).in_edition(edition) && facts(c).title(edition) == title)
}

/// The definitions of every card, by id and edition (`None`: no implementation).
fn table() -> &'static Vec<[Option<&'static Variant>; 3]> {
    static TABLE: OnceLock<Vec<[Option<&'static Variant>; 3]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t: Vec<[Option<&'static Variant>; 3]> = vec![[None; 3]; CARDS.len()];
        for set in crate::sets::SETS {
            for d in set.cards {
                let Some(id) = CARDS.iter().position(|f| f.name == d.name && f.set == d.set) else {
                    panic!("a card definition names an unknown card: {} ({})", d.name, d.set.name())
                };
                for v in d.variants {
                    for e in Edition::ALL {
                        if v.editions & e.bit() != 0 && t[id][e.index()].is_none() {
                            t[id][e.index()] = Some(v);
                        }
                    }
                }
            }
        }
        t
    })
}

/// The card's implemented effects in an edition, or `None` if it has no
/// implementation there (it then behaves as a card without effects).
pub fn variant(c: CardId, e: Edition) -> Option<&'static Variant> {
    table()[c as usize][e.index()]
}

pub fn effects(c: CardId, e: Edition) -> &'static [Effect] {
    variant(c, e).map(|v| v.effects).unwrap_or(&[])
}

pub fn hooks(c: CardId, e: Edition) -> &'static [Hook] {
    variant(c, e).map(|v| v.hooks).unwrap_or(&[])
}

pub fn query_hooks(c: CardId, e: Edition) -> &'static [QueryHook] {
    variant(c, e).map(|v| v.queries).unwrap_or(&[])
}

pub fn list_hooks(c: CardId, e: Edition) -> &'static [ListHook] {
    variant(c, e).map(|v| v.lists).unwrap_or(&[])
}

/// Which hooks a card has in an edition, looked up in one table: the dispatch
/// asks this of every top card for every act and every count.
#[derive(Clone, Copy)]
pub struct HookKinds {
    /// Any hook at all (`has_hooks`).
    pub any: bool,
    /// The kinds of its query hooks, as `QueryKind::bit`s.
    pub queries: u32,
    /// The kinds of its list hooks, as `ListKind::bit`s.
    pub lists: u32,
}

pub fn hook_kinds(c: CardId, e: Edition) -> HookKinds {
    static KINDS: OnceLock<Vec<[HookKinds; 3]>> = OnceLock::new();
    let t = KINDS.get_or_init(|| {
        (0..CARDS.len() as CardId)
            .map(|c| {
                std::array::from_fn(|i| {
                    let e = Edition::ALL[i];
                    HookKinds {
                        any: has_hooks(c, e),
                        queries: query_hooks(c, e).iter().fold(0, |m, h| m | h.query.bit()),
                        lists: list_hooks(c, e).iter().fold(0, |m, h| m | h.list.bit()),
                    }
                })
            })
            .collect()
    });
    t[c as usize][e.index()]
}

pub fn has_hooks(c: CardId, e: Edition) -> bool {
    variant(c, e).map(|v| !v.hooks.is_empty() || !v.queries.is_empty() || !v.lists.is_empty() || v.decree.is_some()).unwrap_or(false)
}

/// What a card shows on a board: as a top card (`covered_by` `None`: all six
/// slots) or covered in a pile splayed `covered_by` (the slots the splay reveals).
pub struct Visible {
    /// The standard icons, counted in sixteen-bit lanes by `Icon::index()`: a
    /// board's icon counts are one addition per card (`State::icon_counts`, which
    /// the special achievements read after every act).
    pub icons: u128,
    /// The kinds of slot shown (`Slot::kind_bit`): a walk over the visible slots
    /// for one kind (bonus values) skips the cards without it.
    pub kinds: u32,
    /// The hexagon images, echo and inspire effects, bonuses, flags and fountains,
    /// counted in ten-bit lanes by `Mark` (a pile's counts are one addition per card:
    /// the special achievements and the Cities' achievements read them after every
    /// act, the Inspire action at every action question).
    pub marks: u64,
}

/// The slots counted in `Visible::marks`.
#[derive(Clone, Copy)]
pub enum Mark {
    Hex,
    Echo,
    Inspire,
    Bonus,
    Flag,
    Fountain,
}

impl Mark {
    pub fn of(slot: Slot) -> Option<Mark> {
        match slot {
            Slot::Hex => Some(Mark::Hex),
            Slot::Echo => Some(Mark::Echo),
            Slot::Inspire => Some(Mark::Inspire),
            Slot::Bonus(_) => Some(Mark::Bonus),
            Slot::Flag => Some(Mark::Flag),
            Slot::Fountain => Some(Mark::Fountain),
            _ => None,
        }
    }

    fn bit(self) -> u64 {
        1 << (10 * self as u32)
    }

    /// This mark's count out of a sum of `Visible::marks` (a pile shows fewer than
    /// a thousand).
    pub fn count(self, sum: u64) -> usize {
        ((sum >> (10 * self as u32)) & 0x3ff) as usize
    }
}

pub fn visible(c: CardId, e: Edition, covered_by: Option<Splay>) -> &'static Visible {
    &visible_table()[c as usize * 2 + e.printing()][visible_index(covered_by)]
}

/// `visible` for every card and printing (by `card * 2 + printing`) and every
/// `visible_index`: a walk over a pile looks the table up once.
pub fn visible_table() -> &'static [[Visible; 6]] {
    static TABLE: OnceLock<Vec<[Visible; 6]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Vec::with_capacity(CARDS.len() * 2);
        for f in CARDS.iter() {
            for slots in &f.icons {
                let shows = |shown: &[usize]| Visible {
                    icons: shown.iter().filter_map(|&k| slots[k].icon()).map(|i| 1u128 << (16 * i.index())).sum(),
                    kinds: shown.iter().fold(0, |m, &k| m | slots[k].kind_bit()),
                    marks: shown.iter().filter_map(|&k| Mark::of(slots[k])).map(Mark::bit).sum(),
                };
                t.push(std::array::from_fn(|i| match i {
                    0 => shows(&[0, 1, 2, 3, 4, 5]),
                    _ => shows(COVERED_BY[i - 1].visible_slots(f.six_slots())),
                }));
            }
        }
        t
    })
}

const COVERED_BY: [Splay; 5] = [Splay::None, Splay::Left, Splay::Right, Splay::Up, Splay::Aslant];

/// Where `visible_table` keeps what a card shows when it is the top card (`None`)
/// or covered in a pile splayed so.
pub fn visible_index(covered_by: Option<Splay>) -> usize {
    match covered_by {
        None => 0,
        Some(Splay::None) => 1,
        Some(Splay::Left) => 2,
        Some(Splay::Right) => 3,
        Some(Splay::Up) => 4,
        Some(Splay::Aslant) => 5,
    }
}

/// One icon's count out of a sum of `Visible::icons`.
pub fn lane(sum: u128, icon: Icon) -> usize {
    ((sum >> (16 * icon.index())) & 0xffff) as usize
}

/// Every icon's count out of a sum of `Visible::icons`, by `Icon::index()`.
pub fn lanes(sum: u128) -> [usize; 7] {
    std::array::from_fn(|k| lane(sum, Icon::ALL[k]))
}

/// Does any card of these rules have hooks? (Then the dispatch looks at the boards;
/// per edition and set, so that a game without the sets that have karma never pays
/// for it.)
pub fn any_hooks(rules: Ruleset) -> bool {
    static ANY: OnceLock<[SetMask; 3]> = OnceLock::new();
    let any = ANY.get_or_init(|| {
        let mut a = [SetMask::default(); 3];
        for c in 0..CARDS.len() as CardId {
            for e in Edition::ALL.into_iter().filter(|&e| has_hooks(c, e)) {
                a[e.index()] = a[e.index()].with(facts(c).set);
            }
        }
        a
    });
    any[rules.edition.index()].meets(rules.sets)
}

/// Cards of an edition's base set without an implementation (listed in the README).
pub fn unimplemented(rules: Ruleset) -> Vec<&'static str> {
    (0..CARDS.len() as CardId).filter(|&c| rules.plays(c) && variant(c, rules.edition).is_none()).map(|c| facts(c).title(rules.edition)).collect()
}

/// Cards of a hand or score pile in the order they move when moved together
/// (`spec/scenario-format.md`, "How effects are asked", rule 7: by age, then title).
pub fn by_age_title(cs: &[CardId]) -> Vec<CardId> {
    let mut v = cs.to_vec();
    crate::sort::sort_by_key(&mut v, |&c| age_title(c));
    v
}

/// The key of that order.
pub fn age_title(c: CardId) -> (u8, &'static str) {
    (age(c), name(c))
}

/// Cards by age, cards of one age in their order in `cs`.
pub fn by_age(cs: &[CardId]) -> Vec<CardId> {
    let mut v = cs.to_vec();
    crate::sort::sort_by_key(&mut v, |&c| age(c));
    v
}

/// Number of different values among `cs`.
pub fn distinct_values(cs: &[CardId]) -> usize {
    let mut ages: Vec<u8> = cs.iter().map(|&c| age(c)).collect();
    crate::sort::sort(&mut ages);
    ages.dedup();
    ages.len()
}

/// Top cards of `p` (in colour order) that satisfy `keep`.
pub fn top_cards_where(s: &crate::state::State, p: PlayerId, keep: impl Fn(CardId) -> bool) -> Vec<CardId> {
    s.top_cards(p).into_iter().filter(|&c| keep(c)).collect()
}

/// The cards of `p`'s `color` pile below its top `n`, top first ("all but your top
/// four cards of that color").
pub fn all_but_top(s: &crate::state::State, p: PlayerId, color: Color, n: usize) -> Vec<CardId> {
    s.pile(p, color).cards().iter().rev().skip(n).copied().collect()
}

/// Does any card of the sets in play print a slot of one of the `kinds`
/// (`Slot::kind_bit`s: a bonus, a flag...)? Lets the rules skip reading boards for
/// marks no card of the game has.
pub fn prints(rules: Ruleset, kinds: u32) -> bool {
    // By set, then by every set of sets (`SetMask::bits`): the rules ask this often.
    static BY_MASK: OnceLock<Vec<u32>> = OnceLock::new();
    let by_mask = BY_MASK.get_or_init(|| {
        let mut by_set = vec![0u32; CardSet::ALL.len()];
        for f in CARDS {
            for s in f.icons.iter().flatten() {
                if !matches!(s, Slot::Icon(_)) {
                    by_set[f.set.index()] |= s.kind_bit();
                }
            }
        }
        (0..=u8::MAX).map(|bits| CardSet::ALL.iter().filter(|set| bits & set.bit() != 0).fold(0, |m, set| m | by_set[set.index()])).collect()
    });
    by_mask[rules.sets.bits() as usize] & kinds != 0
}

/// The bonus a card prints (Echoes, Cities), if any, in the 3rd-edition printing
/// (the expansions are played with the 3rd edition).
pub fn bonus(c: CardId) -> Option<u8> {
    CARDS[c as usize].icons[0].iter().find_map(|s| if let Slot::Bonus(v) = s { Some(*v) } else { None })
}

/// Helper for card code: the cards among `cards` of the highest (or lowest) age.
pub fn highest(cards: &[CardId]) -> Vec<CardId> {
    extreme(cards, age, true)
}
pub fn lowest(cards: &[CardId]) -> Vec<CardId> {
    extreme(cards, age, false)
}
/// The same for top cards, by their value where they lie (`State::value`:
/// Battleship Yamato shows 11 on a board).
pub fn highest_top(s: &crate::state::State, cards: &[CardId]) -> Vec<CardId> {
    extreme(cards, |c| s.value(c), true)
}
pub fn lowest_top(s: &crate::state::State, cards: &[CardId]) -> Vec<CardId> {
    extreme(cards, |c| s.value(c), false)
}
fn extreme(cards: &[CardId], value: impl Fn(CardId) -> u8, most: bool) -> Vec<CardId> {
    let best = if most { cards.iter().map(|&c| value(c)).max() } else { cards.iter().map(|&c| value(c)).min() };
    match best {
        Some(m) => cards.iter().copied().filter(|&c| value(c) == m).collect(),
        None => vec![],
    }
}

/// What a card file needs: `use crate::cards::prelude::*;`.
pub mod prelude {
    pub use super::{age, all_but_top, bonus, faceup_age, by_age_title, color, compel, demand, distinct_values, echo, effect, has_demand, highest, highest_top, inspire, karma, lowest, lowest_top, top_cards_where, CardDef, Variant, E1, E3, E4};
    pub use crate::model::*;
    pub use crate::question::Intent;
    pub use crate::rules::ctx::{Ctx, Exec, Fut, Interrupt, MAX_REPEATS, R};
    pub use crate::run;
    pub use crate::rules::specials::SpecialId;
    pub use crate::state::{Achievement, Zone};
}

#[cfg(test)]
mod tests {
    /// Titles are put in alphabetical order ignoring case with ASCII case folding
    /// (the first player, Basur Höyük Tokens): exact because every letter of a
    /// title outside ASCII is lowercase already (Mjölnir, Señora, Plüsch, São,
    /// Pelé). Unicode's case folding would add its tables, about 13 KB, to the wasm.
    #[test]
    fn titles_fold_case_in_ascii() {
        for c in super::facts::CARDS {
            for t in [c.name, c.name_4e] {
                assert_eq!(t.to_lowercase(), t.to_ascii_lowercase(), "{t}");
            }
        }
    }
}
