//! Yi Sun-Sin (Figures in the Sand, age 4, red): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
//!
//! "Anywhere": the top cards of every board. "A colour you have splayed": your
//! pile of the scored card's colour is splayed in any direction. The card is
//! tucked on your board (as scoring would have put it in your score pile).
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Yi Sun-Sin",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SCORE_TO_TUCK],
        ..Variant::new(E3, &[
            echo("Score a top card that shows a {castle}, from any player's board.", run!(yi_sun_sin_echo)),
            karma("If you would score a card whose colour you have splayed, tuck that card instead, and then draw a [3]."),
        ])
    }],
};

async fn yi_sun_sin_echo(cx: &mut Ctx, e: Exec) -> R {
    let s = cx.s();
    let cands: Vec<CardId> = s.players_from(e.you).into_iter().flat_map(|q| s.top_cards(q)).filter(|&c| s.has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a top card with a castle, from any board, to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

const SCORE_TO_TUCK: Hook = Hook {
    name: "Yi Sun-Sin",
    when: When::Instead,
    on: &[ActKind::Score],
    applies: |cx, src, act| {
        matches!((src, *act), (Source::Card { owner, .. }, Act::Score { player, card }) if player == owner && {
            let pile = cx.s().pile(player, color(card));
            pile.splay() != Splay::None && pile.cards().len() >= 2
        })
    },
    run: |cx, _, act| Box::pin(async move {
        let Act::Score { player, card } = *act else { return Ok(()) };
        cx.tuck(player, card).await?;
        cx.draw(player, 3).await?;
        Ok(())
    }),
};
