//! Gujin Tushu Jinsheng (Artifacts of History, age 5, yellow): our wording of
//! its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Gujin Tushu Jinsheng",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "If Gujin Tushu Jinsheng lies on your board, choose a top card other than it on a board other than yours, and carry out that card's effects as though this card printed them, without sharing them.",
        run!(gujin_tushu_jinsheng),
    )])],
};

// "On your board": anywhere in its pile, covered or not (3rd-edition rules,
// glossary "Board"/"Top": the board holds every card melded or tucked). From the
// display (the free artifact action), or when another card executes it, the card
// is not on the board and nothing happens.
async fn gujin_tushu_jinsheng(cx: &mut Ctx, e: Exec) -> R {
    let me = e.card;
    if !matches!(cx.s().loc(me), Some(Zone::Board(p, _)) if p == e.you) {
        return Ok(());
    }
    let others: Vec<CardId> = cx.s().players_from(e.you + 1).into_iter().filter(|&q| q != e.you).flat_map(|q| cx.s().top_cards(q)).filter(|&c| c != me).collect();
    if let Some(c) = cx.choose_card(e.you, &others, false, Intent::Execute, "Choose a top card on another board: its effects are executed as if on this card").await? {
        cx.execute_as_if_here(e, c).await?;
    }
    Ok(())
}
