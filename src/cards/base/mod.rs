//! The base set, 3rd edition, one file per age.
use super::CardDef;

pub mod age1;
pub mod age9;
pub mod age10;

pub static ALL: &[&[CardDef]] = &[age1::CARDS, age9::CARDS, age10::CARDS];
