//! Ruth Handler (Figures in the Sand, age 9, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Ruth Handler",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELD],
        ..Variant::new(E3, &[
            inspire("Move one of your top cards into your hand.", run!(handler_inspire)),
            karma("If you would meld a card, first meld every other card of its colour from your hand, and then, for each card melded this way, draw a [9] and achieve it, whether or not you are eligible."),
        ])
    }],
};

async fn handler_inspire(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Take, "Move one of your top cards into your hand").await? {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}

/// The other cards are melded in hand order (spec rule 7), then the card itself on
/// top of them.
const MELD: Hook = Hook {
    name: "Ruth Handler",
    when: When::Before,
    on: &[ActKind::Meld],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let Act::Meld { player, card } = *act else { return Ok(()) };
        let others: Vec<CardId> = cx.hand(player).into_iter().filter(|&c| c != card && color(c) == color(card)).collect();
        let mut melded = 0;
        for c in others {
            if cx.meld(player, c).await? {
                melded += 1;
            }
        }
        for _ in 0..melded {
            if let Some(c) = cx.draw(player, 9).await? {
                cx.achieve(player, c).await?;
            }
        }
        Ok(())
    }),
};
