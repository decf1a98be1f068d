//! Zhang Heng (Figures in the Sand, age 2, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ListHook, ListKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Zhang Heng",
    set: CardSet::Figures,
    variants: &[Variant {
        lists: &[SCORE_AS_BONUSES],
        ..Variant::new(E3, &[
            echo("Draw a [3] and tuck it. Score every card above it in its pile.", run!(zhang_heng_echo)),
            karma("Every card in your score pile counts as a bonus on your board, of the card's value."),
        ])
    }],
};

/// The cards above the tucked card, top first (spec rule 7); none if a karma put
/// it elsewhere.
async fn zhang_heng_echo(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_tuck(e.you, 3).await? else { return Ok(()) };
    let Some(Zone::Board(q, col)) = cx.s().loc(c) else { return Ok(()) };
    let pile = cx.s().pile(q, col).cards();
    let Some(i) = pile.iter().position(|&x| x == c) else { return Ok(()) };
    let above: Vec<CardId> = pile[i + 1..].iter().rev().copied().collect();
    cx.score_all(e.you, &above).await?;
    Ok(())
}

/// Bonuses count for the score (the highest its value, the others one each:
/// 3rd-edition rules, "Bonuses") and wherever cards read the bonuses of a board
/// (`rules::query::bonuses`).
const SCORE_AS_BONUSES: ListHook = ListHook {
    name: "each card in your score pile counts as a bonus of its value on your board",
    list: ListKind::Bonuses,
    cards: |s, src, p| match src {
        Source::Card { owner, .. } if owner == p => s.score_pile(p).to_vec(),
        _ => vec![],
    },
};
