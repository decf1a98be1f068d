//! Flash Drive (Echoes of the Past, age 10, green): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Flash Drive",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you return four cards from your score pile!", run!(flash_drive_demand)),
        effect("Return a card from your score pile. If you do, you may splay any one colour of your cards up.", run!(flash_drive)),
    ])],
};

/// Four cards: one question of exactly four (all of them, unasked, with four or
/// fewer: spec rules 3 and 5), returned in the order named.
async fn flash_drive_demand(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    let chosen = cx.choose_cards(e.you, &score, 4, 4, Intent::Return, "Choose four cards of your score pile to return").await?;
    cx.return_all(e.you, &chosen).await?;
    Ok(())
}

async fn flash_drive(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    let Some(c) = cx.choose_card(e.you, &score, false, Intent::Return, "Choose a card of your score pile to return").await? else { return Ok(()) };
    if cx.return_card(e.you, c).await? {
        cx.may_splay(e.you, &Color::ALL, Splay::Up).await?;
    }
    Ok(())
}
