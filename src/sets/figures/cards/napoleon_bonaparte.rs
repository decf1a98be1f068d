//! Napoleon Bonaparte (Figures in the Sand, age 6, red): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::sets::figures::claim::owner;
use crate::sets::figures::top_figures;

pub static CARD: CardDef = CardDef {
    name: "Napoleon Bonaparte",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SCORE_OR_RETURN],
        decree: Some("War"),
        ..Variant::new(E3, &[
            echo("Score a top figure of value 5 or 6 from any player's board.", run!(napoleon_echo)),
            karma("With any two figures, you may issue the War Decree."),
            karma("If you would score or return a card with a {factory}, instead tuck it, and score a top card of value 6 from any player's board."),
        ])
    }],
};

async fn napoleon_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut cands = vec![];
    for q in cx.s().players_from(e.you) {
        cands.extend(top_figures(cx.s(), q).into_iter().filter(|&c| matches!(cx.s().value(c), 5 | 6)));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Score a top figure of value 5 or 6 from any board").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

const SCORE_OR_RETURN: Hook = Hook {
    name: "Napoleon Bonaparte: tuck a card with a factory instead, and score a top 6",
    when: When::Instead,
    on: &[ActKind::Score, ActKind::Return],
    applies: |cx, src, act| owner(src) == Some(act.player()) && act.card().map(|c| cx.s().has_icon(c, Icon::Factory)).unwrap_or(false),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let Some(c) = act.card() else { return Ok(()) };
        cx.tuck(p, c).await?;
        let mut sixes = vec![];
        for q in cx.s().players_from(p) {
            sixes.extend(top_cards_where(cx.s(), q, |t| cx.s().value(t) == 6));
        }
        if let Some(t) = cx.choose_card(p, &sixes, false, Intent::Score, "Score a top card of value 6 from any board").await? {
            cx.score(p, t).await?;
        }
        Ok(())
    }),
};
