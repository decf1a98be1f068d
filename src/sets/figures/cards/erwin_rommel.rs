//! Erwin Rommel (Figures in the Sand, age 8, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Erwin Rommel",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SCORE],
        decree: Some("War"),
        ..Variant::new(E3, &[
            echo("Transfer a card from the score pile of any player to your score pile.", run!(rommel_echo)),
            karma("With any two figures, you may issue the War Decree."),
            karma("If you would score a card, instead score the top card of that card's colour from every board."),
        ])
    }],
};

/// "Any score pile", yours included (as Queen Victoria's echo): a card of your
/// own score pile stays where it is.
async fn rommel_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut cands: Vec<CardId> = vec![];
    for q in cx.s().players_from(e.you) {
        cands.extend(cx.score_pile(q));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Take, "Transfer a card from any score pile to yours").await? {
        if cx.s().loc(c) != Some(Zone::Score(e.you)) {
            cx.transfer(e.you, c, Zone::Score(e.you)).await?;
        }
    }
    Ok(())
}

/// The card itself is not scored (unless it is one of those top cards); the top
/// cards are scored in turn order from the owner.
const SCORE: Hook = Hook {
    name: "Erwin Rommel",
    when: When::Instead,
    on: &[ActKind::Score],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let Act::Score { player, card } = *act else { return Ok(()) };
        let col = color(card);
        for q in cx.s().players_from(player) {
            if let Some(top) = cx.s().top(q, col) {
                cx.score(player, top).await?;
            }
        }
        Ok(())
    }),
};
