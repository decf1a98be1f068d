//! Margaret Thatcher (Figures in the Sand, age 10, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Margaret Thatcher",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DOGMA],
        ..Variant::new(E3, &[
            echo("Score one of your top cards that has a {factory} or a {crown}.", run!(thatcher_echo)),
            karma("If you would take a Dogma action, first score a top card of any board that has a {crown} or a {factory}."),
        ])
    }],
};

fn industrial(cx: &Ctx, c: CardId) -> bool {
    cx.s().has_icon(c, Icon::Factory) || cx.s().has_icon(c, Icon::Crown)
}

/// "A top card" without a place: one of yours (as Moses, Artifacts: "score a top
/// card with a crown"); the karma says "from anywhere" when it means any board.
async fn thatcher_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| industrial(cx, c)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Score one of your top cards with a factory or a crown").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// Any board, the activated card included (its effects are executed all the same).
const DOGMA: Hook = Hook {
    name: "Margaret Thatcher",
    when: When::Before,
    on: &[ActKind::DogmaAction],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let player = act.player();
        let mut cands = vec![];
        for q in cx.s().players_from(player) {
            cands.extend(cx.s().top_cards(q).into_iter().filter(|&c| industrial(cx, c)));
        }
        if let Some(c) = cx.choose_card(player, &cands, false, Intent::Score, "Score a top card of any board with a crown or a factory").await? {
            cx.score(player, c).await?;
        }
        Ok(())
    }),
};
