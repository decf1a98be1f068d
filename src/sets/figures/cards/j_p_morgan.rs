//! J.P. Morgan (Figures in the Sand, age 8, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "J.P. Morgan",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[DOUBLED],
        decree: Some("Trade"),
        ..Variant::new(E3, &[
            echo("You may splay one of your colours up.", run!(morgan_echo)),
            karma("With any two figures, you may issue the Trade Decree."),
            karma("Each icon visible in a colour of yours splayed up counts twice."),
        ])
    }],
};

async fn morgan_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Up).await?;
    Ok(())
}

const DOUBLED: QueryHook = QueryHook {
    name: "J.P. Morgan",
    query: QueryKind::Icons,
    adjust: |s, src, p, v| {
        if !matches!(src, Source::Card { owner, .. } if owner == p) {
            return;
        }
        for col in Color::ALL {
            if s.pile(p, col).splay() == Splay::Up {
                for i in Icon::ALL {
                    v[i.index()] += s.pile_icon_count(p, col, i) as i64;
                }
            }
        }
    },
};
