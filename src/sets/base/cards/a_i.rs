//! A.I. (base set, age 10, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "A.I.",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect("Draw a [10] and score it.", run!(draw_score_10)),
        effect(
            "If Robotics is a top card on some board and Software is a top card on some board, the one player with strictly the lowest score wins.",
            run!(ai_win),
        ),
    ])],
};

async fn ai_win(cx: &mut Ctx, e: Exec) -> R {
    let players = cx.s().all_players();
    let is_top = |cx: &Ctx, title: &str| players.iter().any(|&p| cx.s().top_cards(p).iter().any(|&c| cx.s().title(c) == title));
    if is_top(cx, "Robotics") && is_top(cx, "Software") {
        // The single lowest score is the single highest of the negated scores.
        let neg: Vec<(PlayerId, i64)> = players.iter().map(|&p| (p, -(cx.score_of(p) as i64))).collect();
        cx.single_most_wins(&neg, e.card).await?;
    }
    Ok(())
}

async fn draw_score_10(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 10).await?;
    Ok(())
}
