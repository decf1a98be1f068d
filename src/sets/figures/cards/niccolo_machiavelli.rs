//! Niccolo Machiavelli (Figures in the Sand, age 4, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "Not splayed in any direction on any other player's board": every other player
//! (teammates too) has that colour unsplayed or no card of it. Each such colour
//! is one achievement more for you wherever achievements are counted (winning).
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};
use crate::state::State;

pub static CARD: CardDef = CardDef {
    name: "Niccolo Machiavelli",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[SOLE_RIGHT_SPLAYS],
        ..Variant::new(E3, &[
            echo("Choose one of your colours splayed left and splay it right.", run!(niccolo_machiavelli_echo)),
            karma("Every colour of your board splayed right that no other player has splayed in any direction counts as one achievement."),
        ])
    }],
};

fn splayed(s: &State, p: PlayerId, c: Color) -> Splay {
    let pile = s.pile(p, c);
    if pile.cards().len() < 2 { Splay::None } else { pile.splay() }
}

async fn niccolo_machiavelli_echo(cx: &mut Ctx, e: Exec) -> R {
    let left: Vec<Color> = Color::ALL.into_iter().filter(|&c| splayed(cx.s(), e.you, c) == Splay::Left).collect();
    if let Some(c) = cx.choose_color(e.you, &left, false, Intent::Splay { direction: Splay::Right }, "Choose a colour splayed left to splay right").await? {
        cx.splay(e.you, c, Splay::Right).await?;
    }
    Ok(())
}

const SOLE_RIGHT_SPLAYS: QueryHook = QueryHook {
    name: "Niccolo Machiavelli",
    query: QueryKind::Achievements,
    adjust: |s, src, p, v| {
        let Source::Card { owner, .. } = src else { return };
        if owner != p {
            return;
        }
        let others: Vec<PlayerId> = s.players_from(p).into_iter().filter(|&q| q != p).collect();
        v[0] += Color::ALL.iter().filter(|&&c| splayed(s, p, c) == Splay::Right && others.iter().all(|&q| splayed(s, q, c) == Splay::None)).count() as i64;
    },
};
