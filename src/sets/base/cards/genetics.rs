//! Genetics (base set, age 9, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Genetics",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("Draw a [10] and meld it. Score every card lying under it in its pile.", genetics)])],
};

fn genetics(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_meld(e.you, 10)? else { return Ok(()) };
    // The pile is stored bottom first; the melded card is on top. Cards move top first
    // (spec rule 7).
    let pile = &cx.s().pile(e.you, color(c)).cards;
    let beneath: Vec<CardId> = pile.iter().rev().copied().filter(|&x| x != c).collect();
    for x in beneath {
        cx.score(e.you, x)?;
    }
    Ok(())
}
