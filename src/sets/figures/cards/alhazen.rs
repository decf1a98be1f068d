//! Alhazen (Figures in the Sand, age 3, blue): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
//!
//! The karma is read literally: a splayed colour counts as having a top card of
//! that value, so for a Draw or Inspire action its value is that number of icons,
//! in place of its real top card's (lower or higher); unsplayed colours keep their
//! top card's value (3rd-edition rules, "Figures in the Sand", "Each" karma effects).
//! "The number of {lightbulb} in that color" is the count of those icons visible in
//! that pile.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind, Source};

pub static CARD: CardDef = CardDef {
    name: "Alhazen",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[SPLAYED_TOPS],
        ..Variant::new(E3, &[
            echo("Tuck any top card that has a {castle}, from any player's board.", run!(alhazen_echo)),
            karma("For taking a Draw or an Inspire action, each colour you have splayed counts as having a top card whose value is the number of {lightbulb} or the number of {castle} in that colour, whichever is greater."),
        ])
    }],
};

async fn alhazen_echo(cx: &mut Ctx, e: Exec) -> R {
    let s = cx.s();
    let cands: Vec<CardId> = s.players_from(e.you).into_iter().flat_map(|q| s.top_cards(q)).filter(|&c| s.has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Tuck, "Choose a top card with a castle, from any board, to tuck").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

const SPLAYED_TOPS: QueryHook = QueryHook {
    name: "Alhazen",
    query: QueryKind::ActionTopValue,
    adjust: |s, src, p, v| {
        let Source::Card { owner, .. } = src else { return };
        let Some(&color) = Color::ALL.get(v[1] as usize) else { return };
        if owner != p || s.pile(p, color).splay() == Splay::None || s.pile(p, color).cards().len() < 2 {
            return;
        }
        v[0] = s.pile_icon_count(p, color, Icon::Lightbulb).max(s.pile_icon_count(p, color, Icon::Castle)) as i64;
    },
};
