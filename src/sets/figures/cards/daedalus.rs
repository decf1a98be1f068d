//! Daedalus (Figures in the Sand, age 1, blue): our wording of its 3rd-edition
//! text, then the code that runs it. Both karmas change counts the rules read
//! (`rules::query`): the value of the highest top card when claiming an
//! achievement, and the score (sharing by score, eligibility, the end by score).
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};
use crate::state::State;

pub static CARD: CardDef = CardDef {
    name: "Daedalus",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[CLAIM_AGE, SCORE],
        ..Variant::new(E3, &[
            echo("Draw a [4] and foreshadow it.", run!(daedalus_echo)),
            karma("For claiming achievements, the value of your highest top card is one higher for each card in your forecast."),
            karma("Your score is increased by the value of each of your achievements."),
        ])
    }],
};

async fn daedalus_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 4).await?;
    Ok(())
}

const CLAIM_AGE: QueryHook = QueryHook {
    name: "each card in your forecast adds one to your highest top card for claiming achievements",
    query: QueryKind::ClaimAge,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[0] += crate::sets::figures::forecast(s, p).len() as i64;
        }
    },
};

/// "Each achievement" is read as each of the owner's achievements (the score is
/// theirs); a special achievement or decree has no value (3rd-edition rules,
/// glossary "Value": the value of what has none is 0).
const SCORE: QueryHook = QueryHook {
    name: "each achievement adds its value to your score",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[0] += achievement_values(s, p);
        }
    },
};

fn achievement_values(s: &State, p: PlayerId) -> i64 {
    s.players[p as usize].achievements.iter().map(|a| if let Achievement::Card(c) = a { age(*c) as i64 } else { 0 }).sum()
}
