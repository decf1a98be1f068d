//! Shen Kuo (Figures in the Sand, age 3, green): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Shen Kuo",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[SPLAYED_POINTS],
        ..Variant::new(E3, &[
            inspire("You may choose one of your colours and splay it left.", run!(shen_kuo_inspire)),
            karma("Your score counts three more points for each colour you have splayed."),
        ])
    }],
};

async fn shen_kuo_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Left).await?;
    Ok(())
}

const SPLAYED_POINTS: QueryHook = QueryHook {
    name: "Shen Kuo",
    query: QueryKind::Score,
    adjust: |s, src, p, v| {
        let Source::Card { owner, .. } = src else { return };
        if owner == p {
            v[0] += 3 * Color::ALL.iter().filter(|&&c| s.pile(p, c).splay() != Splay::None && s.pile(p, c).cards().len() >= 2).count() as i64;
        }
    },
};
