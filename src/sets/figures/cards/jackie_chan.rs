//! Jackie Chan (Figures in the Sand, age 10, red): our wording of its 3rd-edition
//! text, then the code that runs it.
//!
//! "Would win": any win of an opponent, by a card's effect (`Ctx::win`), by
//! achievements, or at the end of the game by score (`achievements::end_by_score`);
//! not a win that another karma gives ("karma effects never chain or trigger off
//! of other karma effects": 3rd-edition rules, "Figures in the Sand", karma).
//! "The most points": more than every other player (a tie is not the most).
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, Source, When};
use crate::sets::figures::top_figures;

pub static CARD: CardDef = CardDef {
    name: "Jackie Chan",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[WIN],
        ..Variant::new(E3, &[
            inspire("Score a card from your hand.", run!(chan_inspire)),
            karma("If an opponent would win, first score every other top figure in play. Then, if you have the most points, you win instead."),
        ])
    }],
};

async fn chan_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Score a card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// The other top figures in turn order from the owner, each board in colour order.
const WIN: Hook = Hook {
    name: "Jackie Chan",
    when: When::Before,
    on: &[ActKind::Win],
    applies: |cx, src, act| matches!(src, Source::Card { owner, .. } if cx.s().are_opponents(owner, act.player())),
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, card } = src else { return Ok(()) };
        for q in cx.s().players_from(owner) {
            for c in top_figures(cx.s(), q).into_iter().filter(|&c| c != card) {
                cx.score(owner, c).await?;
            }
        }
        let mine = cx.score_of(owner);
        if cx.s().all_players().into_iter().filter(|&q| q != owner).all(|q| cx.score_of(q) < mine) {
            return Err(cx.win(owner, card).await);
        }
        Ok(())
    }),
};
