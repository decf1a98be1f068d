//! Rhazes (Figures in the Sand, age 3, yellow): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
//!
//! "A card of the same value": the value of the card about to be drawn, after
//! skipping empty ages; a draw that would end the game has no such card.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Rhazes",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[TUCK_FIRST],
        ..Variant::new(E3, &[
            echo("Draw a [3], a [4] or a [5], and foreshadow it.", run!(rhazes_echo)),
            karma("If you would draw a card, first tuck from your hand a card whose value is that of the card to be drawn."),
        ])
    }],
};

async fn rhazes_echo(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.choose_boxed_value(e.you, &[3, 4, 5], "Choose the value of the card to draw and foreshadow").await?;
    cx.draw_and_foreshadow(e.you, v).await?;
    Ok(())
}

const TUCK_FIRST: Hook = Hook {
    name: "Rhazes",
    when: When::Before,
    on: &[ActKind::Draw],
    // Every draw of the owner triggers it, even with no card of that value in hand
    // (then it does nothing, and another "would" karma on the draw is ignored if
    // this one is chosen).
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let Some(v) = drawn_value(cx, act) else { return Ok(()) };
        let same: Vec<CardId> = cx.hand(p).into_iter().filter(|&c| age(c) == v).collect();
        if let Some(c) = cx.choose_card(p, &same, false, Intent::Tuck, &format!("Rhazes: choose a {v} from your hand to tuck before drawing")).await? {
            cx.tuck(p, c).await?;
        }
        Ok(())
    }),
};

/// The value of the card a draw is about to take (`None`: the draw ends the game).
fn drawn_value(cx: &Ctx, act: &Act) -> Option<u8> {
    match *act {
        Act::Draw { age, .. } => cx.s().draw_age(CardSet::Base, age),
        _ => None,
    }
}
