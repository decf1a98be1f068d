//! Che Guevara (Figures in the Sand, age 9, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::each_opponents_top_figure;

pub static CARD: CardDef = CardDef {
    name: "Che Guevara",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELDED, GREEN],
        ..Variant::new(E3, &[
            echo("Draw a [9] and score it.", run!(guevara_echo)),
            karma("When you meld this card, score every top figure of your opponents."),
            karma("If you would score a green card, instead remove it from the game, together with every card of every score pile."),
        ])
    }],
};

async fn guevara_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 9).await?;
    Ok(())
}

/// The opponents in turn order from the owner, each one's piles in colour order.
const MELDED: Hook = Hook {
    name: "Che Guevara",
    when: When::Melded,
    on: &[ActKind::Meld],
    applies: |_, _, _| true,
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, .. } = src else { return Ok(()) };
        each_opponents_top_figure(cx, owner, |_, _| true, async |cx, c| {
            cx.score(owner, c).await?;
            Ok(())
        }).await
    }),
};

/// The green card first, then the score piles in turn order from the owner.
const GREEN: Hook = Hook {
    name: "Che Guevara",
    when: When::Instead,
    on: &[ActKind::Score],
    applies: |_, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Score { player, card }) if *player == owner && color(*card) == Color::Green),
    run: |cx, _, act| Box::pin(async move {
        let Act::Score { player, card } = *act else { return Ok(()) };
        cx.remove(player, card).await?;
        for q in cx.s().players_from(player) {
            for c in cx.score_pile(q) {
                cx.remove(player, c).await?;
            }
        }
        Ok(())
    }),
};
