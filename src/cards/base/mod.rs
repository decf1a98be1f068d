//! The base set, 3rd edition, one file per age.
use super::CardDef;

pub mod age1;
pub mod age5;
pub mod age6;

pub static ALL: &[&[CardDef]] = &[age1::CARDS, age5::CARDS, age6::CARDS];
