//! Cyrus Cylinder (Artifacts, age 2, purple): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Cyrus Cylinder",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Choose a top purple card other than Cyrus Cylinder on any player's board, and execute its non-demand effects for yourself alone, without sharing. Splay any colour of any player's board left.",
        run!(cyrus_cylinder),
    )])],
};

async fn cyrus_cylinder(cx: &mut Ctx, e: Exec) -> R {
    let players = cx.s().players_from(e.you);
    let purple: Vec<CardId> = players.iter().filter_map(|&q| cx.s().top(q, Color::Purple)).filter(|&c| c != e.card).collect();
    if let Some(c) = cx.choose_card(e.you, &purple, false, Intent::Execute, "Choose another top purple card to execute").await? {
        cx.self_execute(e.you, c).await?;
    }
    // Any pile that can be splayed left (two cards or more, not already left).
    let players = cx.s().players_from(e.you);
    let piles: Vec<(PlayerId, Color)> = players.iter().flat_map(|&q| cx.splayable(q, &Color::ALL, Splay::Left).into_iter().map(move |c| (q, c))).collect();
    if let Some((q, col)) = cx.choose_pile(e.you, &piles, false, Intent::Splay { direction: Splay::Left }, "Choose a colour on any player's board to splay left").await? {
        cx.splay_by(e.you, q, col, Splay::Left).await?;
    }
    Ok(())
}
