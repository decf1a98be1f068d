//! The base set, 3rd edition, one file per age.
use super::CardDef;

pub mod age1;
pub mod age3;
pub mod age4;

pub static ALL: &[&[CardDef]] = &[age1::CARDS, age3::CARDS, age4::CARDS];
