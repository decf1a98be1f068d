//! Hedy Lamarr (Figures in the Sand, age 9, green): our wording of its
//! 3rd-edition text, then the code that runs it.
//!
//! "One fewer or one lower of each requirement": every number a special
//! achievement's condition requires is one less for the owner (Monument: five
//! cards; Empire: two of each of the six icons; World: eleven clocks; Wonder: four
//! colours; Universe: four top cards of value 7 or more; the Echoes ones alike).
//! Each condition is given `query::special_ease` (`SpecialDef::holds`). The decrees have no requirement of
//! their own (they are taken by the Decree action).
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Hedy Lamarr",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[EASE],
        decree: Some("Trade"),
        ..Variant::new(E3, &[
            echo("You may splay one of your colours up.", run!(lamarr_echo)),
            karma("With any two figures, you may issue the Trade Decree."),
            karma("For you, every requirement of each special achievement is one fewer or one lower."),
        ])
    }],
};

async fn lamarr_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Up).await?;
    Ok(())
}

const EASE: QueryHook = QueryHook {
    name: "Hedy Lamarr",
    query: QueryKind::SpecialEase,
    adjust: |_, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[0] += 1;
        }
    },
};
