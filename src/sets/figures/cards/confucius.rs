//! Confucius (Figures in the Sand, age 2, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::top_figures;

pub static CARD: CardDef = CardDef {
    name: "Confucius",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[OTHER_ICON],
        ..Variant::new(E3, &[
            echo("Score a top figure of value 1 from an opponent's board.", run!(confucius_echo)),
            karma("If you would take a Dogma action on a card whose featured icon is {castle}, instead choose another icon on your board to be the featured icon."),
        ])
    }],
};

/// One prompt over every opponent's top figures of value 1 (spec rule 1); the
/// executing player scores the one chosen.
async fn confucius_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut cands = vec![];
    for q in cx.s().opponents(e.you) {
        cands.extend(top_figures(cx.s(), q).into_iter().filter(|&c| cx.s().value(c) == 1));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose an opponent's top figure of value 1 to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// "Any other icon on your board": an icon other than the castle that shows on
/// the owner's board (as printed: karma never builds on karma); one such icon is
/// not asked (spec rule 5). The Dogma action then counts that icon for sharing
/// and demands (`DogmaMods::featured`).
const OTHER_ICON: Hook = Hook {
    name: "if you would take a Dogma action on a card featuring the castle, instead choose another icon on your board as the featured icon",
    when: When::Before,
    on: &[ActKind::DogmaAction],
    applies: |cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::DogmaAction { player, card }) if player == owner && cx.s().featured(card) == Some(Icon::Castle)),
    run: |cx, src, _act| Box::pin(async move {
        let Source::Card { owner, .. } = src else { return Ok(()) };
        let counts = cx.s().icon_counts(owner);
        let icons: Vec<Icon> = cx.s().rules().icons().iter().copied().filter(|&i| i != Icon::Castle && counts[i.index()] > 0).collect();
        if let Some(i) = cx.choose_icon(owner, &icons, "Choose another icon of your board to be the featured icon of this Dogma action").await? {
            cx.dogma_mods().featured = Some(i);
        }
        Ok(())
    }),
};
