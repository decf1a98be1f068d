//! Shigeru Miyamoto (Figures in the Sand, age 10, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Shigeru Miyamoto",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DOGMA],
        ..Variant::new(E3, &[
            echo("Draw a [10] and reveal it. If it has no {clock}, score it.", run!(miyamoto_echo)),
            karma("If you would take a Dogma action on a card whose featured icon is {clock}, first, if you have exactly one, three or six {clock} on your board, you win."),
        ])
    }],
};

async fn miyamoto_echo(cx: &mut Ctx, e: Exec) -> R {
    if let Some(c) = cx.draw_and_reveal(e.you, 10).await? {
        if !cx.s().has_icon(c, Icon::Clock) {
            cx.score(e.you, c).await?;
        }
    }
    Ok(())
}

/// The clocks as the rules count them (karma included).
const DOGMA: Hook = Hook {
    name: "Shigeru Miyamoto",
    when: When::Before,
    on: &[ActKind::DogmaAction],
    applies: |cx, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner) && act.card().and_then(|c| cx.s().featured(c)) == Some(Icon::Clock),
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, card } = src else { return Ok(()) };
        if matches!(cx.icon_count(owner, Icon::Clock), 1 | 3 | 6) {
            return Err(cx.win(owner, card).await);
        }
        Ok(())
    }),
};
