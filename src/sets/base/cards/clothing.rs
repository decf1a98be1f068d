//! Clothing (base set, age 1, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Clothing",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("Meld a card from your hand whose colour does not appear on your board.", run!(clothing_meld)),
        effect(
            "For each colour on your board that appears on no opponent's board, draw and score a [1].",
            run!(clothing_score),
        ),
    ]),
    Variant::new(E4, &[
        effect("Meld a card from your hand of a colour that is not on your board.", run!(clothing_meld)),
        effect(
            "Draw and score a [1] for each colour on your board that no opponent has on their board.",
            run!(clothing_score),
        ),
    ])],
};

async fn clothing_meld(cx: &mut Ctx, e: Exec) -> R {
    let colors = cx.s().colors_on_board(e.you);
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| !colors.contains(&color(c))).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Meld, "Meld a card of a colour not on your board").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}
async fn clothing_score(cx: &mut Ctx, e: Exec) -> R {
    // Teammates are not opponents (3rd-edition rules, "Team Play").
    let opponents = cx.s().opponents(e.you);
    let n = cx
        .s()
        .colors_on_board(e.you)
        .into_iter()
        .filter(|&col| opponents.iter().all(|&o| cx.s().top(o, col).is_none()))
        .count();
    for _ in 0..n {
        cx.draw_and_score(e.you, 1).await?;
    }
    Ok(())
}
