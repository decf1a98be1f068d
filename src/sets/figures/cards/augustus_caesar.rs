//! Augustus Caesar (Figures in the Sand, age 2, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::forecast;

pub static CARD: CardDef = CardDef {
    name: "Augustus Caesar",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SEIZE],
        ..Variant::new(E3, &[
            inspire("Draw a [3] and foreshadow it.", run!(augustus_inspire)),
            karma("If any player would meld or foreshadow a card of value below 4, first reveal it. Then, if it is red or green and has a {castle}, instead move it onto your board and tuck every card of your forecast."),
        ])
    }],
};

async fn augustus_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 3).await?;
    Ok(())
}

/// A "would" karma for every meld or foreshadow of a card below 4 by any player
/// (the owner included): the player doing it reveals it; a red or green card with
/// a castle is transferred to the top of the owner's pile of its colour (not a
/// meld), then the owner tucks their forecast one card at a time (spec rule 7: by
/// age, then title). Otherwise the meld or foreshadow happens after all
/// (`Ctx::act_goes_on`), and any other karma that would have applied to it stays
/// ignored (3rd-edition rules, "Karma": one "would" karma per event).
const SEIZE: Hook = Hook {
    name: "if any player would meld or foreshadow a card of value less than 4, first reveal it; if it is red or green with a castle, instead transfer it to your board and tuck your forecast",
    when: When::Instead,
    on: &[ActKind::Meld, ActKind::Foreshadow],
    applies: |_cx, src, act| {
        let Source::Card { .. } = src else { return false };
        matches!(*act, Act::Meld { card, .. } | Act::Foreshadow { card, .. } if age(card) < 4)
    },
    run: |cx, src, act| Box::pin(async move {
        let Source::Card { owner, .. } = src else { return Ok(()) };
        let (Act::Meld { player, card } | Act::Foreshadow { player, card }) = *act else { return Ok(()) };
        cx.reveal(player, card).await?;
        if !matches!(color(card), Color::Red | Color::Green) || !cx.s().has_icon(card, Icon::Castle) {
            cx.act_goes_on();
            return Ok(());
        }
        cx.transfer_to_board(owner, card, owner).await?;
        for c in by_age_title(forecast(cx.s(), owner)) {
            cx.tuck(owner, c).await?;
        }
        Ok(())
    }),
};
