//! Saladin (Figures in the Sand, age 3, red): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::is_figure;

pub static CARD: CardDef = CardDef {
    name: "Saladin",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SCORE_TO_MELD],
        decree: Some("War"),
        ..Variant::new(E3, &[
            echo("Score a top card with a {castle} from any player's board, other than this card.", run!(saladin_echo)),
            karma("With any two figures, you may issue the War Decree."),
            karma("If you would score a card that is not a figure, instead meld that card; then you may splay its colour left."),
        ])
    }],
};

async fn saladin_echo(cx: &mut Ctx, e: Exec) -> R {
    let s = cx.s();
    let cands: Vec<CardId> = s.players_from(e.you).into_iter().flat_map(|q| s.top_cards(q)).filter(|&c| c != e.card && s.has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose another top card with a castle, from any board, to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

const SCORE_TO_MELD: Hook = Hook {
    name: "Saladin",
    when: When::Instead,
    on: &[ActKind::Score],
    applies: |_, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::Score { player, card }) if player == owner && !is_figure(card)),
    run: |cx, _, act| Box::pin(async move {
        let Act::Score { player, card } = *act else { return Ok(()) };
        cx.meld(player, card).await?;
        cx.may_splay(player, &[color(card)], Splay::Left).await?;
        Ok(())
    }),
};
