//! Monotheism (base set, age 2, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Monotheism",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand(
            "I demand that you move a top card from your board, of a colour that does not appear on my board, into my score pile! If you do, draw and tuck a [1]!",
            run!(monotheism_demand),
        ),
        effect("Draw a [1] and tuck it.", run!(monotheism_tuck)),
    ]),
    Variant::new(E4, &[
        demand(
            "I demand that you move a top card from your board, of a colour that no card on my board has, into my score pile! If you do, draw and tuck a [1]!",
            run!(monotheism_demand),
        ),
        effect("Draw a [1] and tuck it.", run!(monotheism_tuck)),
    ])],
};

async fn monotheism_demand(cx: &mut Ctx, e: Exec) -> R {
    let mine = cx.s().colors_on_board(e.leader);
    let cands: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| !mine.contains(&color(c))).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card to hand over").await? {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            cx.draw_and_tuck(e.you, 1).await?;
        }
    }
    Ok(())
}
async fn monotheism_tuck(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 1).await?;
    Ok(())
}
