//! Age 1 of the base set.
use crate::cards::*;
use crate::engine::{Ctx, Exec, R};

pub static CARDS: &[CardDef] = &[CardDef { name: "Writing", effects: &[effect("Draw a [2].", writing)] }];

fn writing(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 2).map(|_| ())
}
