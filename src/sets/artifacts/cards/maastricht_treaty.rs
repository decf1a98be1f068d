//! Maastricht Treaty (Artifacts of History, age 10, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Maastricht Treaty",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect("If your score pile holds more cards than any other player's, you win.", run!(maastricht))])],
};

async fn maastricht(cx: &mut Ctx, e: Exec) -> R {
    // "The most": more than every other player (teammates too); a tie for the most
    // is not having the most.
    let mine = cx.score_pile(e.you).len();
    let others = cx.s().all_players().into_iter().filter(|&q| q != e.you).map(|q| cx.score_pile(q).len()).max().unwrap_or(0);
    if mine > others {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
