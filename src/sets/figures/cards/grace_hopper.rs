//! Grace Hopper (Figures in the Sand, age 9, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Grace Hopper",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[NO_SHARE],
        ..Variant::new(E3, &[
            inspire("Tuck two cards from your hand.", run!(hopper_inspire)),
            karma("If another player's Dogma action would end without a free draw for sharing, first draw a [10] and reveal it. If it is blue, you win."),
        ])
    }],
};

/// Two cards (all of them with fewer in hand), tucked in the order chosen.
async fn hopper_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let n = hand.len().min(2);
    for c in cx.choose_cards(e.you, &hand, n, n, Intent::Tuck, "Tuck two cards from your hand").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

const NO_SHARE: Hook = Hook {
    name: "Grace Hopper",
    when: When::Before,
    on: &[ActKind::NoShareDraw],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() != owner),
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, card } = src else { return Ok(()) };
        if let Some(c) = cx.draw_and_reveal(owner, 10).await? {
            if color(c) == Color::Blue {
                return Err(cx.win(owner, card).await);
            }
        }
        Ok(())
    }),
};
