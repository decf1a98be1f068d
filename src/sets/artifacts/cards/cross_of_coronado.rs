//! Cross of Coronado (Artifacts of History, age 4, purple): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Cross of Coronado",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Show your whole hand. If it holds exactly five cards, one of each of the five colours, you win.",
        run!(cross_of_coronado),
    )])],
};

async fn cross_of_coronado(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    for &c in &hand {
        cx.reveal(e.you, c).await?;
    }
    let hand = cx.hand(e.you);
    let five_colors = Color::ALL.iter().all(|&col| hand.iter().any(|&c| color(c) == col));
    if hand.len() == 5 && five_colors {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
