//! Sudoku (Echoes of the Past, age 10, purple): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Sudoku",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Pick any value; draw a card of it and meld it. If bonuses of nine or more different values are visible on your board, you win. Carry out yourself, without sharing, every non-demand effect of the card you melded.",
        run!(sudoku),
    )])],
};

/// The melded card's echo effects are not executed (3rd-edition rules, "Echo
/// effects": not when an effect makes you execute another card's effects).
async fn sudoku(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose a value to draw and meld").await?;
    let melded = cx.draw_and_meld_melded(e.you, v).await?;
    let mut bonuses: Vec<u8> = crate::rules::query::bonuses(cx.s(), e.you);
    crate::sort::sort(&mut bonuses);
    bonuses.dedup();
    if bonuses.len() >= 9 {
        return Err(cx.win(e.you, e.card).await);
    }
    if let Some(c) = melded {
        cx.self_execute(e.you, c).await?;
    }
    Ok(())
}
