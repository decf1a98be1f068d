//! Carl Friedrich Gauss (Figures in the Sand, age 6, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Carl Friedrich Gauss",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELD],
        ..Variant::new(E3, &[
            echo("Draw a [7].", run!(gauss_echo)),
            karma("If you would meld a card, first choose a value, and meld every other card of that value in your hand and in your score pile."),
        ])
    }],
};

async fn gauss_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 7).await?;
    Ok(())
}

/// The value is chosen among all the values of the edition ("choose a value"),
/// even with no card to meld. The cards are melded one at a time, those of the
/// hand then those of the score pile, each by title (spec rule 7).
const MELD: Hook = Hook {
    name: "Carl Friedrich Gauss: first meld every other card of a value from hand and score pile",
    when: When::Before,
    on: &[ActKind::Meld],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let Act::Meld { player, card } = *act else { return Ok(()) };
        let values = cx.s().rules().values();
        let v = cx.choose_value(player, &values, "Choose a value: every other card of that value in your hand and score pile is melded").await?;
        let mut others: Vec<CardId> = cx.hand(player).into_iter().filter(|&c| age(c) == v && c != card).collect();
        others.extend(cx.score_pile(player).into_iter().filter(|&c| age(c) == v && c != card));
        for c in others {
            cx.meld(player, c).await?;
        }
        Ok(())
    }),
};
