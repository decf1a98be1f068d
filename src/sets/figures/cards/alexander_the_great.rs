//! Alexander the Great (Figures in the Sand, age 2, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::each_opponents_top_figure;

pub static CARD: CardDef = CardDef {
    name: "Alexander the Great",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELDED, BY_SCORE],
        ..Variant::new(E3, &[
            inspire("Score a card from your hand.", run!(alexander_inspire)),
            karma("When you meld this card, score every top figure of value 1 or 2 on your opponents' boards."),
            karma("If you would take a Dogma action, compare each player's current score in place of the featured icon."),
        ])
    }],
};

async fn alexander_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Choose a card from your hand to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// The opponents in turn order from the owner's left, each one's top figures in
/// the order of the colours; the owner scores them.
const MELDED: Hook = Hook {
    name: "when you meld this card, score all opponents' top figures of value 1 or 2",
    when: When::Melded,
    on: &[ActKind::Meld],
    applies: |_cx, _src, _act| true,
    run: |cx, src, _act| Box::pin(async move {
        let Source::Card { owner, .. } = src else { return Ok(()) };
        each_opponents_top_figure(cx, owner, |s, c| (1..=2).contains(&s.value(c)), async |cx, c| {
            cx.score(owner, c).await?;
            Ok(())
        }).await
    }),
};

/// Sharing and demands compare the scores (`rules::query::score`, what karma adds
/// included) as they would the featured icon (`DogmaMods::by_score`).
const BY_SCORE: Hook = Hook {
    name: "if you would take a Dogma action, use each player's score instead of the featured icon",
    when: When::Before,
    on: &[ActKind::DogmaAction],
    applies: |_cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::DogmaAction { player, .. }) if player == owner),
    run: |cx, _src, _act| Box::pin(async move {
        cx.dogma_mods().by_score = true;
        Ok(())
    }),
};
