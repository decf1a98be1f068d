//! Crossword (Echoes of the Past, age 8, purple): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Crossword",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect("For each bonus visible on your board, draw a card of the bonus's value.", run!(crossword))])],
};

/// The bonuses are counted before the first draw and drawn from the lowest up
/// (the text names no order; the Echoes draw rule is checked before each draw).
async fn crossword(cx: &mut Ctx, e: Exec) -> R {
    let mut bonuses: Vec<u8> = crate::rules::query::bonuses(cx.s(), e.you);
    crate::sort::sort(&mut bonuses);
    for v in bonuses {
        cx.draw(e.you, v).await?;
    }
    Ok(())
}
