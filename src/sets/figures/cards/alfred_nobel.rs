//! Alfred Nobel (Figures in the Sand, age 7, green): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Alfred Nobel",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[ACHIEVEMENTS],
        ..Variant::new(E3, &[
            inspire("Score a card from your hand.", run!(nobel_inspire)),
            karma("Each type of icon on your board counts as an achievement, provided you have at least twice as many of it as each other player."),
        ])
    }],
};

async fn nobel_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Score a card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// The icons visible on the boards, as printed (karma effects never build on one
/// another: 3rd-edition rules, "Karma"); a type must be on the owner's board.
const ACHIEVEMENTS: QueryHook = QueryHook {
    name: "Alfred Nobel: an achievement per icon type with twice as many as anyone",
    query: QueryKind::Achievements,
    adjust: |s, src, p, v| {
        if owner(src) != Some(p) {
            return;
        }
        let mine = s.icon_counts(p);
        let others: Vec<[usize; 7]> = s.all_players().into_iter().filter(|&q| q != p).map(|q| s.icon_counts(q)).collect();
        for &i in s.rules().icons() {
            let n = mine[i.index()];
            if n > 0 && others.iter().all(|o| n >= 2 * o[i.index()]) {
                v[0] += 1;
            }
        }
    },
};
