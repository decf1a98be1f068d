//! Gene Roddenberry (Figures in the Sand, age 9, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::top_figures;

pub static CARD: CardDef = CardDef {
    name: "Gene Roddenberry",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[PURPLE],
        ..Variant::new(E3, &[
            echo("Meld a top purple card from any board.", run!(roddenberry_echo)),
            karma("If you would meld a purple card, instead: if it is Enterprise, you win; otherwise tuck it and return a top figure of any board."),
        ])
    }],
};

/// "From anywhere": from any board, yours included (as "any score pile" includes
/// yours: Erwin Rommel, Queen Victoria). Your own top purple card is melded where it
/// already is, unless a karma replaces the meld (this card's own: tuck it and
/// return a top figure).
async fn roddenberry_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s().players_from(e.you).into_iter().filter_map(|q| cx.s().top(q, Color::Purple)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Meld, "Meld a top purple card from any board").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

const PURPLE: Hook = Hook {
    name: "Gene Roddenberry",
    when: When::Instead,
    on: &[ActKind::Meld],
    applies: |_, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Meld { player, card }) if *player == owner && color(*card) == Color::Purple),
    run: |cx, src, act| Box::pin(async move {
        let Act::Meld { player, card } = *act else { return Ok(()) };
        if cx.s().title(card) == "Enterprise" {
            let Source::Card { card: karma, .. } = src else { return Ok(()) };
            return Err(cx.win(player, karma).await);
        }
        cx.tuck(player, card).await?;
        let mut figures = vec![];
        for q in cx.s().players_from(player) {
            figures.extend(top_figures(cx.s(), q));
        }
        if let Some(c) = cx.choose_card(player, &figures, false, Intent::Return, "Return a top figure of any board").await? {
            cx.return_card(player, c).await?;
        }
        Ok(())
    }),
};
