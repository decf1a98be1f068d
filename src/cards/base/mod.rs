//! The base set, 3rd edition, one file per age.
use super::CardDef;

pub mod age1;
pub mod age2;

pub static ALL: &[&[CardDef]] = &[age1::CARDS, age2::CARDS];
