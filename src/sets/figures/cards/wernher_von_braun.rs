//! Wernher Von Braun (Figures in the Sand, age 9, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
//!
//! "Counts as being in your score pile": the cards of the forecast add their values
//! to the score as the rules count it (sharing and demands by score, achieving,
//! the end of the game by score), and effects that read "your score pile" see
//! them (`Ctx::score_pile`: "the highest card in your score pile" may be one, and
//! is taken from the forecast).
use crate::cards::prelude::*;
use crate::rules::hooks::{ListHook, ListKind, QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Wernher Von Braun",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[FORECAST],
        lists: &[FORECAST_IN_SCORE_PILE],
        ..Variant::new(E3, &[
            inspire("Draw a [10] and foreshadow it.", run!(von_braun_inspire)),
            karma("Each card in your forecast counts as if it were in your score pile."),
        ])
    }],
};

async fn von_braun_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 10).await?;
    Ok(())
}

const FORECAST: QueryHook = QueryHook {
    name: "Wernher Von Braun",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        if matches!(src, Source::Card { owner, .. } if owner == p) {
            v[0] += crate::sets::figures::forecast(s, p).iter().map(|&c| age(c) as i64).sum::<i64>();
        }
    },
};

const FORECAST_IN_SCORE_PILE: ListHook = ListHook {
    name: "Wernher Von Braun: the forecast counts as in the score pile",
    list: ListKind::ScorePile,
    cards: |s, src, p| if matches!(src, Source::Card { owner, .. } if owner == p) { crate::sets::figures::forecast(s, p).to_vec() } else { vec![] },
};
