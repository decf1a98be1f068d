//! Nikola Tesla (Figures in the Sand, age 8, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Nikola Tesla",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELD],
        decree: Some("Expansion"),
        ..Variant::new(E3, &[
            inspire("Draw an [8].", run!(tesla_inspire)),
            karma("With any two figures, you may issue the Expansion Decree."),
            karma("If you would meld a card that has a {lightbulb} or a {clock}, first score a top card of an opponent's board that has neither a {lightbulb} nor a {clock}."),
        ])
    }],
};

async fn tesla_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 8).await?;
    Ok(())
}

fn bright(cx: &Ctx, c: CardId) -> bool {
    cx.s().has_icon(c, Icon::Lightbulb) || cx.s().has_icon(c, Icon::Clock)
}

const MELD: Hook = Hook {
    name: "Nikola Tesla",
    when: When::Before,
    on: &[ActKind::Meld],
    applies: |cx, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Meld { player, card }) if *player == owner && bright(cx, *card)),
    run: |cx, _, act| Box::pin(async move {
        let player = act.player();
        let mut cands = vec![];
        for q in cx.s().opponents(player) {
            cands.extend(cx.s().top_cards(q).into_iter().filter(|&c| !bright(cx, c)));
        }
        if let Some(c) = cx.choose_card(player, &cands, false, Intent::Score, "Score a top card of an opponent's board with neither a lightbulb nor a clock").await? {
            cx.score(player, c).await?;
        }
        Ok(())
    }),
};
