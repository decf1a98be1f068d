//! Ship of the Line Sussex (Artifacts of History, age 5, red): our wording of
//! its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Ship of the Line Sussex",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "If your score pile is empty, choose a colour and score every card of that colour on your board. If it is not, return every card in your score pile.",
        run!(ship_of_the_line_sussex),
    )])],
};

async fn ship_of_the_line_sussex(cx: &mut Ctx, e: Exec) -> R {
    if cx.score_pile(e.you).is_empty() {
        // "Choose a color": any of the five.
        let Some(col) = cx.choose_color(e.you, &Color::ALL, false, Intent::Score, "Choose a colour: every card of it on your board is scored").await? else { return Ok(()) };
        // The pile top first (spec rule 7).
        let pile: Vec<CardId> = cx.s().pile(e.you, col).cards().iter().rev().copied().collect();
        cx.score_all(e.you, &pile).await?;
    } else {
        let score = cx.score_pile(e.you);
        cx.return_all(e.you, &score).await?;
    }
    Ok(())
}
