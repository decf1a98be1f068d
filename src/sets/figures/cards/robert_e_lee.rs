//! Robert E. Lee (Figures in the Sand, age 7, red): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{QueryHook, QueryKind};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Robert E. Lee",
    set: CardSet::Figures,
    variants: &[Variant {
        queries: &[ACHIEVEMENTS],
        decree: Some("War"),
        ..Variant::new(E3, &[
            echo("Transfer a top card with a {leaf} from any player's board to the board of any player.", run!(lee_echo)),
            karma("With any two figures, you may issue the War Decree."),
            karma("Every seven {leaf} on your board count as one achievement."),
        ])
    }],
};

/// The card first, then the player (spec rule 6); any player includes the card's
/// owner (it then stays on top of its pile).
async fn lee_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut cands = vec![];
    for q in cx.s().players_from(e.you) {
        cands.extend(top_cards_where(cx.s(), q, |c| cx.s().has_icon(c, Icon::Leaf)));
    }
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Transfer, "Choose a top card with a leaf from any board to transfer").await? else { return Ok(()) };
    let players = cx.s().players_from(e.you);
    let prompt = format!("Choose the player whose board receives {}", cx.s().title(c));
    if let Some(q) = cx.choose_player(e.you, &players, false, Intent::Give { to: None }, &prompt).await? {
        cx.transfer_to_board(e.you, c, q).await?;
    }
    Ok(())
}

/// The leaves visible on the board, as printed (karma effects never build on one
/// another: 3rd-edition rules, "Karma").
const ACHIEVEMENTS: QueryHook = QueryHook {
    name: "Robert E. Lee: an achievement per seven leaves",
    query: QueryKind::Achievements,
    adjust: |s, src, p, v| {
        if owner(src) == Some(p) {
            v[0] += (s.icon_count(p, Icon::Leaf) / 7) as i64;
        }
    },
};
