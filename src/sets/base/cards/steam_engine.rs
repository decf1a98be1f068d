//! Steam Engine (base set, age 5, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Steam Engine",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("Draw two [4] cards and tuck each of them, then score the bottom card of your yellow pile.", steam_engine)])],
};

fn steam_engine(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 4)?;
    cx.draw_and_tuck(e.you, 4)?;
    if let Some(c) = cx.s().pile(e.you, Color::Yellow).bottom() {
        cx.score(e.you, c)?;
    }
    Ok(())
}
