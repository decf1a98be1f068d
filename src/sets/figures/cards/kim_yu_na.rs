//! Kim Yu-Na (Figures in the Sand, age 10, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Kim Yu-Na",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[CASTLE],
        ..Variant::new(E3, &[
            echo("Score one of your top cards.", run!(kim_echo)),
            karma("If you would score a card that has a {castle}, instead you win."),
        ])
    }],
};

async fn kim_echo(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Score, "Score one of your top cards").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

const CASTLE: Hook = Hook {
    name: "Kim Yu-Na",
    when: When::Instead,
    on: &[ActKind::Score],
    applies: |cx, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Score { player, card }) if *player == owner && cx.s().has_icon(*card, Icon::Castle)),
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, card } = src else { return Ok(()) };
        Err(cx.win(owner, card).await)
    }),
};
