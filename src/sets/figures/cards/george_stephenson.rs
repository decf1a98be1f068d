//! George Stephenson (Figures in the Sand, age 7, green): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "George Stephenson",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[CLAIM],
        ..Variant::new(E3, &[
            echo("You may splay up one of your colours that is splayed right.", run!(stephenson_echo)),
            karma("If you would claim an achievement, first transfer the bottom card of each age below 10 that is not empty to the available achievements."),
        ])
    }],
};

async fn stephenson_echo(cx: &mut Ctx, e: Exec) -> R {
    let right: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s().pile(e.you, c).splay() == Splay::Right).collect();
    cx.may_splay(e.you, &right, Splay::Up).await?;
    Ok(())
}

/// "Claim an achievement": a standard achievement (BGA rules page, glossary
/// "Claim an/any achievement"). An age is its base supply pile: empty when its
/// base cards are gone (3rd-edition rules, "Drawing Expansion cards"); ages 1 to 9,
/// in order.
const CLAIM: Hook = Hook {
    name: "George Stephenson: first the bottom card of each age below 10 to the achievements",
    when: When::Before,
    on: &[ActKind::Achieve],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        for a in 1..10 {
            if let Some(&c) = cx.s().deck(CardSet::Base, a).last() {
                cx.transfer(p, c, Zone::AvailableAchievements).await?;
            }
        }
        Ok(())
    }),
};
