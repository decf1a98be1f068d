//! Noodles (Echoes of the Past, age 1, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Noodles",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("If your hand holds more [1]s than the hand of each other player, draw a [2] and score it.", run!(noodles_most)),
        effect("Draw a [1] and show it to everyone. If it is yellow, score every [1] in your hand.", run!(noodles_reveal)),
    ])],
};

/// The cards of the boxed value 1 (as karma counts it) in a hand.
fn ones_in_hand(cx: &Ctx, p: PlayerId) -> usize {
    let one = cx.boxed(1);
    cx.hand(p).iter().filter(|&&c| age(c) == one).count()
}
/// "Every other player": teammates too.
async fn noodles_most(cx: &mut Ctx, e: Exec) -> R {
    let mine = ones_in_hand(cx, e.you);
    let others: Vec<PlayerId> = cx.s().all_players().into_iter().filter(|&q| q != e.you).collect();
    if others.iter().all(|&q| ones_in_hand(cx, q) < mine) {
        cx.draw_and_score(e.you, 2).await?;
    }
    Ok(())
}
async fn noodles_reveal(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 1).await? else { return Ok(()) };
    if color(c) == Color::Yellow {
        let one = cx.boxed(1);
        let ones: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) == one).collect();
        for c in ones {
            cx.score(e.you, c).await?;
        }
    }
    Ok(())
}
