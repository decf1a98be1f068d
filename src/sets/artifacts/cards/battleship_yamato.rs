//! Battleship Yamato (Artifacts of History, age 8, red): no effects and no icons
//! but its image. Its face shows 11: it is an 8 in a deck, a hand, a score pile or
//! an achievements pile (face down) and counts as an 11 on a board (face up):
//! `cards::faceup_age`, `State::value`, `State::highest_top_age` (BGA rules page,
//! "Artifacts of History Expansion": "It counts as an 11 when face up (notably, as
//! a top card on your board, causing the game to end if you take a Draw Action),
//! and an 8 when face down"). Without a featured icon it cannot be the target of
//! a Dogma action.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef { name: "Battleship Yamato", set: CardSet::Artifacts, variants: &[Variant::new(E3, &[])] };
