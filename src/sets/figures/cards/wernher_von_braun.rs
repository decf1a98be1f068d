//! Wernher Von Braun (Figures in the Sand, age 9, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
//!
//! "Counts as being in your score pile": the cards of the forecast add their values
//! to the score as the rules count it (sharing and demands by score, achieving,
//! the end of the game by score). Effects that act on "the cards of your score
//! pile" do not see them: the engine has no such notion.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Wernher Von Braun",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[FORECAST],
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
