//! The base set: its cards (`cards/`, one file per card with each edition's text)
//! and its five special achievements.
use super::SetDef;
use crate::model::*;
use crate::rules::specials::{Counts, SpecialDef};

pub mod cards;

pub static SET: SetDef = SetDef { specials: SPECIALS, editions: ALL_EDITIONS, ..SetDef::new(CardSet::Base, cards::ALL) };

const ALL_EDITIONS: u8 = 1 | 2 | 4;

pub static SPECIALS: &[SpecialDef] = &[
    SpecialDef {
        name: "Monument",
        set: CardSet::Base,
        editions: ALL_EDITIONS,
        condition: [
            "Claimed at once by a player who tucks and scores six cards in one turn, tucked and scored cards counted together.",
            "Claimed at once by a player who tucks six cards, or scores six cards, in one turn.",
            "Claimed at the end of any action by a player with at least four top cards that have a demand effect.",
        ],
        holds: Some(monument),
    },
    SpecialDef {
        name: "Empire",
        set: CardSet::Base,
        editions: ALL_EDITIONS,
        condition: [
            "Claimed at once by a player with at least three visible of each of the six icons: crown, leaf, lightbulb, castle, factory and clock.",
            "Claimed at once by a player with at least three visible of each of the six icons: crown, leaf, lightbulb, castle, factory and clock.",
            "Claimed at the end of any action by a player with at least three visible of each of the six icons: crown, leaf, lightbulb, castle, factory and clock.",
        ],
        holds: Some(empire),
    },
    SpecialDef {
        name: "World",
        set: CardSet::Base,
        editions: ALL_EDITIONS,
        condition: [
            "Claimed at once by a player with at least twelve visible clocks.",
            "Claimed at once by a player with at least twelve visible clocks.",
            "Claimed at the end of any action by a player with at least twelve visible clocks.",
        ],
        holds: Some(world),
    },
    SpecialDef {
        name: "Wonder",
        set: CardSet::Base,
        editions: ALL_EDITIONS,
        condition: [
            "Claimed at once by a player with all five colours on their board, each splayed right or up.",
            "Claimed at once by a player with all five colours on their board, each splayed right or up.",
            "Claimed at the end of any action by a player with all five colours on their board, each splayed right, up or aslant.",
        ],
        holds: Some(wonder),
    },
    SpecialDef {
        name: "Universe",
        set: CardSet::Base,
        editions: ALL_EDITIONS,
        condition: [
            "Claimed at once by a player with five top cards, each of value 8 or more.",
            "Claimed at once by a player with five top cards, each of value 8 or more.",
            "Claimed at the end of any action by a player with five top cards, each of value 8 or more.",
        ],
        holds: Some(universe),
    },
];

// Each requirement may be one lower for a player (Figures, Hedy Lamarr: "each
// special achievement is claimed with one fewer or one lower of each requirement
// listed for you"): `Counts::ease`.

fn monument(n: &mut Counts) -> bool {
    let (s, pi, k) = (n.s, n.p as usize, n.ease());
    match s.edition() {
        // 1st edition: "tuck and/or score six cards in the same turn"
        // (rulebook-1st-edition-italian-iello.txt, Monument).
        Edition::First => s.turn_tucked[pi] as usize + s.turn_scored[pi] as usize >= 6usize.saturating_sub(k),
        Edition::Third => s.turn_tucked[pi] as usize >= 6usize.saturating_sub(k) || s.turn_scored[pi] as usize >= 6usize.saturating_sub(k),
        Edition::Fourth => s.tops(n.p).filter(|&c| crate::cards::has_demand(c, Edition::Fourth)).count() >= 4usize.saturating_sub(k),
    }
}

fn empire(n: &mut Counts) -> bool {
    let need = n.need(3);
    let counts = n.icons();
    Icon::BASE.iter().all(|i| counts[i.index()] >= need)
}

fn world(n: &mut Counts) -> bool {
    n.icons()[Icon::Clock.index()] >= n.need(12)
}

fn wonder(n: &mut Counts) -> bool {
    let s = n.s;
    let ok = |d: Splay| matches!(d, Splay::Right | Splay::Up) || (d == Splay::Aslant && s.edition() == Edition::Fourth);
    let colours = s.players[n.p as usize].board.iter().filter(|pile| !pile.cards().is_empty() && ok(pile.splay())).count();
    colours >= n.need(5)
}

fn universe(n: &mut Counts) -> bool {
    let k = n.ease();
    let high = n.s.tops(n.p).filter(|&c| crate::cards::age(c) as usize >= 8usize.saturating_sub(k)).count();
    high >= 5usize.saturating_sub(k)
}
