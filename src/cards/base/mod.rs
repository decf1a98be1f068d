//! The base set, 3rd edition, one file per age.
use super::CardDef;

pub mod age1;
pub mod age10;
pub mod age2;
pub mod age3;
pub mod age4;
pub mod age5;
pub mod age6;
pub mod age7;
pub mod age8;
pub mod age9;

pub static ALL: &[&[CardDef]] = &[
    age1::CARDS,
    age2::CARDS,
    age3::CARDS,
    age4::CARDS,
    age5::CARDS,
    age6::CARDS,
    age7::CARDS,
    age8::CARDS,
    age9::CARDS,
    age10::CARDS,
];
