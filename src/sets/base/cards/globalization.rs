//! Globalization (base set, age 10, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Globalization",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand("I demand that you return a top card from your board that has a {leaf}!", run!(globalization_demand)),
        effect(
            "Draw a [6] and score it. Then, if no player's board shows more {leaf} than {factory}, the one player with strictly the highest score wins.",
            run!(globalization_win),
        ),
    ]),
    Variant::new(E4, &[
        demand("I demand that you return a top card from your board that has {leaf}!", run!(globalization_demand)),
        effect(
            "Draw an [11] and meld it. Then, if no player's board shows more {leaf} than {factory}, the one player with strictly the highest score wins.",
            run!(globalization_win_4e),
        ),
    ])],
};

async fn globalization_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Leaf)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, "Choose a top card with a leaf to return").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
async fn globalization_win(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 6).await?;
    no_more_leaves_than_factories_highest_score_wins(cx, e).await
}
async fn no_more_leaves_than_factories_highest_score_wins(cx: &mut Ctx, e: Exec) -> R {
    let players = cx.s().all_players();
    if players.iter().all(|&p| cx.icon_count(p, Icon::Leaf) <= cx.icon_count(p, Icon::Factory)) {
        let scores: Vec<(PlayerId, i64)> = players.iter().map(|&p| (p, cx.score_of(p) as i64)).collect();
        cx.single_most_wins(&scores, e.card).await?;
    }
    Ok(())
}
async fn globalization_win_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 11).await?;
    no_more_leaves_than_factories_highest_score_wins(cx, e).await
}
