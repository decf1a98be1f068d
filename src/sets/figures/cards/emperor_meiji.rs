//! Emperor Meiji (Figures in the Sand, age 7, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, ListHook, ListKind, Source, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Emperor Meiji",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[WIN],
        lists: &[FORECAST_IN_HAND],
        ..Variant::new(E3, &[
            inspire("Draw an [8] or a [9] (your choice) and foreshadow it.", run!(meiji_inspire)),
            karma("If you would meld a card of value 10 while you have top cards of value 9 and of value 8 on your board, instead you win."),
            karma("Each card of your forecast counts as a card in your hand."),
        ])
    }],
};

async fn meiji_inspire(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.choose_boxed_value(e.you, &[8, 9], "Choose the value of the card to draw and foreshadow").await?;
    cx.draw_and_foreshadow(e.you, v).await?;
    Ok(())
}

const WIN: Hook = Hook {
    name: "Emperor Meiji: a 10 on top of a 9 and an 8 wins",
    when: When::Instead,
    on: &[ActKind::Meld],
    applies: |cx, src, act| match *act {
        Act::Meld { player, card } if owner(src) == Some(player) && age(card) == 10 => {
            let tops: Vec<u8> = cx.s().top_cards(player).into_iter().map(|c| cx.s().value(c)).collect();
            tops.contains(&9) && tops.contains(&8)
        }
        _ => false,
    },
    run: |cx, src, act| Box::pin(async move { match src {
        Source::Card { card, .. } => Err(cx.win(act.player(), card).await),
        Source::Rule => Ok(()),
    } }),
};

/// The engine reads "your hand" through `rules::query::hand` for the Meld action
/// (a forecast card may be melded as if from hand), the Decree action (figures in
/// the forecast count, and the whole forecast is removed with the hand) and every
/// card's effects (`Ctx::hand`: "the highest card in your hand" may be a forecast
/// card, and is taken from the forecast).
const FORECAST_IN_HAND: ListHook = ListHook {
    name: "Emperor Meiji: the forecast counts as in hand",
    list: ListKind::Hand,
    cards: |s, src, p| if owner(src) == Some(p) { crate::sets::figures::forecast(s, p).to_vec() } else { vec![] },
};
