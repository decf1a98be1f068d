//! Corporations (base set, age 8, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Corporations",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand(
            "I demand that you transfer a top card with a {factory} that is not green from your board to my score pile! If you do, draw and meld an [8]!",
            run!(corporations_demand),
        ),
        effect("Draw and meld an [8].", run!(corporations_meld)),
    ]),
    Variant::new(E4, &[
        demand(
            "I demand that you transfer a top card with {factory} that is not green from your board to my score pile! If you do, draw and meld an [8]!",
            run!(corporations_demand),
        ),
        effect("Draw and meld an [8].", run!(corporations_meld)),
    ])],
};

async fn corporations_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> =
        cx.s().top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Green && cx.s().has_icon(c, Icon::Factory)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card to hand over").await? {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            cx.draw_and_meld(e.you, 8).await?;
        }
    }
    Ok(())
}
async fn corporations_meld(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 8).await?;
    Ok(())
}
