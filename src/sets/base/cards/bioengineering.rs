//! Bioengineering (base set, age 10, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Bioengineering",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("Move a top card that has a {leaf} from the board of any opponent to your score pile.", run!(bioengineering_take)),
        effect(
            "If some player has under three {leaf} on their board, then the one player with strictly the most {leaf} on their board wins.",
            run!(bioengineering_win),
        ),
    ]),
    Variant::new(E4, &[
        effect("Score a top card that has {leaf} from the board of any opponent.", run!(bioengineering_score_4e)),
        effect(
            "If some player has under two {leaf} on their board, then the one player with strictly the most {leaf} on their board wins.",
            run!(bioengineering_win_4e),
        ),
    ])],
};

async fn bioengineering_take(cx: &mut Ctx, e: Exec) -> R {
    let mut cands: Vec<CardId> = vec![];
    for q in cx.s().opponents(e.you) {
        cands.extend(cx.s().top_cards(q).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Leaf)));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose an opponent's top card with a leaf to score").await? {
        cx.transfer(e.you, c, Zone::Score(e.you)).await?;
    }
    Ok(())
}
async fn bioengineering_win(cx: &mut Ctx, e: Exec) -> R {
    let leaves: Vec<(PlayerId, i64)> = cx.s().all_players().iter().map(|&p| (p, cx.icon_count(p, Icon::Leaf) as i64)).collect();
    if leaves.iter().any(|&(_, n)| n < 3) {
        // 3rd-edition rules, "Game end": only if there is no tie for the most.
        cx.single_most_wins(&leaves, e.card).await?;
    }
    Ok(())
}
async fn bioengineering_score_4e(cx: &mut Ctx, e: Exec) -> R {
    let mut cands: Vec<CardId> = vec![];
    for q in cx.s().opponents(e.you) {
        cands.extend(cx.s().top_cards(q).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Leaf)));
    }
    // Scored, not transferred: it counts as scoring (4th-edition rulebook, "Score").
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose an opponent's top card with a leaf to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
async fn bioengineering_win_4e(cx: &mut Ctx, e: Exec) -> R {
    let leaves: Vec<(PlayerId, i64)> = cx.s().all_players().iter().map(|&p| (p, cx.icon_count(p, Icon::Leaf) as i64)).collect();
    if leaves.iter().any(|&(_, n)| n < 2) {
        cx.single_most_wins(&leaves, e.card).await?;
    }
    Ok(())
}
