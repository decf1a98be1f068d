//! Societies (base set, age 5, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Societies",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3 | E4, &[demand(
            "I demand that you move from your board onto mine one of your top cards that has a {lightbulb} and a higher value than my top card of its colour! If you do, draw a [5]!",
            run!(societies),
        )]),
        Variant::new(E1, &[demand(
            "I demand that you move from your board onto mine one of your top cards, not purple, that has a {lightbulb}! If you do, draw a [5]!",
            run!(societies_1e),
        )]),
    ],
};

async fn societies(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx
        .s()
        .top_cards(e.you)
        .into_iter()
        .filter(|&c| {
            // No top card of that colour counts as value 0 (3rd-edition rules, glossary "Value").
            let mine = cx.s().top_value(e.leader, color(c)).unwrap_or(0);
            cx.s().has_icon(c, Icon::Lightbulb) && cx.s().value(c) > mine
        })
        .collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card with a lightbulb to hand over").await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.draw(e.you, 5).await?;
        }
    }
    Ok(())
}
async fn societies_1e(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Purple && cx.s().has_icon(c, Icon::Lightbulb)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top non-purple card with a lightbulb to hand over").await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.draw(e.you, 5).await?;
        }
    }
    Ok(())
}
