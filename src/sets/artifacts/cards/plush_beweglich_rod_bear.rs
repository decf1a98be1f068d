//! Plush Beweglich Rod Bear (Artifacts of History, age 8, yellow): our wording of
//! its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Plush Beweglich Rod Bear",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Name a value. Splay up every colour of your board whose top card has that value. Return every card of that value from every score pile.",
        run!(rod_bear),
    )])],
};

async fn rod_bear(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose a value").await?;
    for col in Color::ALL {
        if cx.s().top(e.you, col).map(|c| cx.s().value(c)) == Some(v) {
            cx.splay(e.you, col, Splay::Up).await?;
        }
    }
    // Score piles from the executing player's, clockwise; each by age, then title
    // (rule 7). Scored cards are face down: Battleship Yamato is an 8 there.
    for q in cx.s().players_from(e.you) {
        let cs: Vec<CardId> = cx.score_pile(q).into_iter().filter(|&c| age(c) == v).collect();
        cx.return_all(e.you, &cs).await?;
    }
    Ok(())
}
