//! Ocean Liner Titanic (Artifacts of History, age 8, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Ocean Liner Titanic",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect("Score the bottom card of each colour on your board.", run!(titanic))])],
};

async fn titanic(cx: &mut Ctx, e: Exec) -> R {
    // The bottom cards as they are when the effect starts (a pile of one card: its
    // top is its bottom), in colour order.
    let bottoms: Vec<CardId> = Color::ALL.iter().filter_map(|&col| cx.s().pile(e.you, col).bottom()).collect();
    cx.score_all(e.you, &bottoms).await?;
    Ok(())
}
