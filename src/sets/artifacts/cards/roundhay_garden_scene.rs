//! Roundhay Garden Scene (Artifacts of History, age 7, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Roundhay Garden Scene",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Meld the highest card of your score pile. Draw two cards of the melded card's value and score them. Execute the melded card's effects as if this card printed them, without sharing them.",
        run!(roundhay),
    )])],
};

async fn roundhay(cx: &mut Ctx, e: Exec) -> R {
    let top = highest(&cx.score_pile(e.you));
    let melded = cx.choose_card(e.you, &top, false, Intent::Meld, "Choose your highest scored card to meld").await?;
    // With an empty score pile nothing is melded and the value is 0, so the draws
    // are 1s: "If the effect tells you to get that value from another card, and no
    // such card exists ... then the value is 0 ... you skip up to 1" (BGA rules page,
    // "Draw [and ...]"; 3rd-edition rules, glossary "Value"). A melded card counts
    // as it shows on the board (Battleship Yamato: 11, and drawing an 11 ends the
    // game).
    // A meld a karma replaced melds no card: as with none to meld.
    let melded = match melded {
        Some(c) if cx.meld(e.you, c).await? => Some(c),
        _ => None,
    };
    let v = melded.map_or(0, |c| cx.s().value(c));
    cx.draw_and_score(e.you, v).await?;
    cx.draw_and_score(e.you, v).await?;
    if let Some(c) = melded {
        cx.execute_as_if_here(e, c).await?;
    }
    Ok(())
}
