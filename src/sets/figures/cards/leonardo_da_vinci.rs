//! Leonardo Da Vinci (Figures in the Sand, age 4, yellow): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "Anywhere": the top cards of every board. The cards melded first by the yellow
//! karma are melded one at a time in the hand's order (value, then title): the
//! scenario contract's rule 7; being melded by karma, they trigger no other karma
//! (3rd-edition rules, "Figures in the Sand": karma effects never chain).
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::is_figure;

pub static CARD: CardDef = CardDef {
    name: "Leonardo Da Vinci",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[YELLOW_MELD, PURPLE_MELD],
        ..Variant::new(E3, &[
            echo("Score a top figure that has a bonus, from any player's board.", run!(leonardo_da_vinci_echo)),
            karma("If you would meld a yellow card, first meld each card in your hand that is neither yellow nor purple."),
            karma("If you would meld a purple card, first draw three [4]."),
        ])
    }],
};

async fn leonardo_da_vinci_echo(cx: &mut Ctx, e: Exec) -> R {
    let s = cx.s();
    let cands: Vec<CardId> = s.players_from(e.you).into_iter().flat_map(|q| s.top_cards(q)).filter(|&c| is_figure(c) && bonus(c).is_some()).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a top figure with a bonus, from any board, to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

fn melds(src: Source, act: &Act, col: Color) -> bool {
    matches!((src, *act), (Source::Card { owner, .. }, Act::Meld { player, card }) if player == owner && color(card) == col)
}

const YELLOW_MELD: Hook = Hook {
    name: "Leonardo Da Vinci",
    when: When::Before,
    on: &[ActKind::Meld],
    applies: |_, src, act| melds(src, act, Color::Yellow),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let others: Vec<CardId> = cx.hand(p).into_iter().filter(|&c| !matches!(color(c), Color::Yellow | Color::Purple)).collect();
        for c in others {
            cx.meld(p, c).await?;
        }
        Ok(())
    }),
};

const PURPLE_MELD: Hook = Hook {
    name: "Leonardo Da Vinci",
    when: When::Before,
    on: &[ActKind::Meld],
    applies: |_, src, act| melds(src, act, Color::Purple),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        for _ in 0..3 {
            cx.draw(p, 4).await?;
        }
        Ok(())
    }),
};
