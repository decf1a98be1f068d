//! Seikan Tunnel (Artifacts of History, age 10, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Seikan Tunnel",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "If one colour of your board shows more cards than any colour of any other player's board, you win.",
        run!(seikan),
    )])],
};

async fn seikan(cx: &mut Ctx, e: Exec) -> R {
    // Cards showing: the visible cards of a pile (all of a splayed pile, else its
    // top). Two colours of your own board may tie; another player's may not.
    let most = |cx: &Ctx, p: PlayerId| Color::ALL.iter().map(|&col| cx.s().visible_cards(p, col)).max().unwrap_or(0);
    let mine = most(cx, e.you);
    let others = cx.s().all_players().into_iter().filter(|&q| q != e.you).map(|q| most(cx, q)).max().unwrap_or(0);
    if mine > others {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
