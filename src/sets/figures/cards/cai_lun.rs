//! Cai Lun (Figures in the Sand, age 2, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, ListHook, ListKind, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Cai Lun",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[CLAIM],
        lists: &[FORECAST],
        ..Variant::new(E3, &[
            echo("You may splay any one colour of yours left.", run!(cai_lun_echo)),
            karma("If you would claim an achievement, first draw a [3] and foreshadow it."),
            karma("For you, every card in your forecast counts as an available achievement."),
        ])
    }],
};

async fn cai_lun_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Left).await?;
    Ok(())
}

/// A claim of a standard achievement by the owner (by the Achieve action or an
/// effect: `Act::Achieve`): "claim an achievement" applies only to standard
/// achievements (BGA rules page, glossary), as for Charles Darwin, Rowland Hill and
/// George Stephenson, whose karmas print the same words.
const CLAIM: Hook = Hook {
    name: "if you would claim an achievement, first draw and foreshadow a 3",
    when: When::Before,
    on: &[ActKind::Achieve],
    applies: |_cx, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, src, _act| Box::pin(async move {
        let Source::Card { owner, .. } = src else { return Ok(()) };
        cx.draw_and_foreshadow(owner, 3).await?;
        Ok(())
    }),
};

/// `achieve <Card>` turn actions, when the owner is eligible for the card as for
/// a standard achievement of its value (`rules::achievements::achievable_cards`).
const FORECAST: ListHook = ListHook {
    name: "each card in your forecast counts as an available achievement for you",
    list: ListKind::Achievable,
    cards: |s, src, p| match src {
        Source::Card { owner, .. } if owner == p => crate::sets::figures::forecast(s, p).to_vec(),
        _ => vec![],
    },
};
