//! Newton-Wickins Telescope (Relics, age 5, purple; a lost card of Artifacts of
//! History): our wording of its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Newton-Wickins Telescope",
    set: CardSet::Relics,
    variants: &[Variant::new(E3, &[effect(
        "You may return as many cards from your score pile as you like. If you do, draw a card of value equal to the number returned and meld it. If that card has a {clock}, return it.",
        run!(telescope),
    )])],
};

/// "Any number": one multi-item prompt from none to all (spec rule 2), returned in
/// the order of the answer.
async fn telescope(cx: &mut Ctx, e: Exec) -> R {
    let pile = cx.score_pile(e.you);
    let chosen = cx.choose_cards(e.you, &pile, 0, pile.len(), Intent::Return, "You may return any number of cards from your score pile").await?;
    let n = cx.return_all(e.you, &chosen).await?.len();
    if n == 0 {
        return Ok(());
    }
    // "The melded card": none when a karma replaced the meld (Sargon of Akkad tucks it).
    let Some(m) = cx.draw_and_meld_melded(e.you, n.min(u8::MAX as usize) as u8).await? else { return Ok(()) };
    if cx.s().has_icon(m, Icon::Clock) && matches!(cx.s().loc(m), Some(Zone::Board(q, _)) if q == e.you) {
        cx.return_card(e.you, m).await?;
    }
    Ok(())
}
