//! Tran Huang Dao (Figures in the Sand, age 3, red): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "One additional icon of every other type": one more of each of the five other
//! icon types of the 3rd edition (crown, leaf, lightbulb, factory, clock) for each
//! two castles, whether or not the board shows that type already. The castles
//! counted are those the board shows, not what other karma adds ("karma effects
//! never chain or trigger off of other karma effects": 3rd-edition rules, "Figures
//! in the Sand").
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Tran Huang Dao",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[CASTLE_PAIRS],
        ..Variant::new(E3, &[
            echo("Score a top red card of value 3 or less from any player's board.", run!(tran_huang_dao_echo)),
            karma("For each two {castle} on your board, your board has one more icon of each of the other types."),
        ])
    }],
};

async fn tran_huang_dao_echo(cx: &mut Ctx, e: Exec) -> R {
    let s = cx.s();
    let cands: Vec<CardId> = s.players_from(e.you).into_iter().filter_map(|q| s.top(q, Color::Red)).filter(|&c| s.value(c) < 4).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a top red card of value 3 or less, from any board, to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

const CASTLE_PAIRS: QueryHook = QueryHook {
    name: "Tran Huang Dao",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        let Source::Card { owner, .. } = src else { return };
        if owner != p {
            return;
        }
        let pairs = (s.icon_count(p, Icon::Castle) / 2) as i64;
        for icon in Icon::BASE.into_iter().filter(|&i| i != Icon::Castle) {
            v[icon.index()] += pairs;
        }
    },
};
