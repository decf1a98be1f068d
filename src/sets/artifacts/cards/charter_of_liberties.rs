//! Charter of Liberties (Artifacts, age 3, blue): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Charter of Liberties",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Tuck a card from your hand. If you do, splay its colour left, then choose a splayed colour on any player's board and execute all the non-demand effects of its top card for yourself alone, without sharing.",
        run!(charter_of_liberties),
    )])],
};

async fn charter_of_liberties(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Choose a card from your hand to tuck").await? else { return Ok(()) };
    if !cx.tuck(e.you, c).await? {
        return Ok(());
    }
    cx.splay(e.you, color(c), Splay::Left).await?;
    let players = cx.s().players_from(e.you);
    let piles: Vec<(PlayerId, Color)> = players.iter().flat_map(|&q| Color::ALL.into_iter().map(move |col| (q, col))).filter(|&(q, col)| cx.s().pile(q, col).splay() != Splay::None && cx.s().pile(q, col).cards().len() >= 2).collect();
    if let Some((q, col)) = cx.choose_pile(e.you, &piles, false, Intent::Execute, "Choose a splayed colour on any player's board: its top card is executed").await? {
        if let Some(top) = cx.s().top(q, col) {
            cx.self_execute(e.you, top).await?;
        }
    }
    Ok(())
}
