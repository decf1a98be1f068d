//! Su Song (Figures in the Sand, age 3, green): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
//!
//! "If you would draw a 3": the card about to be drawn is a 3, after skipping
//! empty ages (a draw of a 2 with the 2 pile empty draws a 3; a draw of a 3 with the
//! 3 pile empty does not).
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Su Song",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DRAW_THREE],
        decree: Some("Trade"),
        ..Variant::new(E3, &[
            inspire("Draw a [3] and meld it. If that card has a {leaf}, do this effect again.", run!(su_song_inspire)),
            karma("With any two figures, you may issue the Trade Decree."),
            karma("If you would draw a [3], first transfer one of your score cards to your forecast."),
        ])
    }],
};

async fn su_song_inspire(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_meld(e.you, 3).await? else { break };
        if !cx.s().has_icon(c, Icon::Leaf) {
            break;
        }
    }
    Ok(())
}

const DRAW_THREE: Hook = Hook {
    name: "Su Song",
    when: When::Before,
    on: &[ActKind::Draw],
    applies: |cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::Draw { player, age, .. }) if player == owner && cx.s().draw_age(CardSet::Base, age) == Some(3)),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let Some(forecast) = crate::sets::zone_kind("forecast") else { return Ok(()) };
        let score = cx.score_pile(p);
        if let Some(c) = cx.choose_card(p, &score, false, Intent::Transfer, "Su Song: choose a card from your score pile to transfer into your forecast").await? {
            cx.transfer(p, c, Zone::Set(forecast, Some(p))).await?;
        }
        Ok(())
    }),
};
