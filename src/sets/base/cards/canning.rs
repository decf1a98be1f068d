//! Canning (base set, age 6, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Canning",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect(
            "You may draw a [6] and tuck it. If you do, score each of your top cards that has no {factory}.",
            run!(canning_tuck),
        ),
        effect("You may splay your yellow cards to the right.", run!(canning_splay)),
    ]),
    Variant::new(E4, &[
        effect(
            "You may draw a [6] and tuck it. If you tuck a card, score your top card of each colour that has no {factory}.",
            run!(canning_tuck),
        ),
        effect("You may splay your yellow cards to the right.", run!(canning_splay)),
    ])],
};

async fn canning_tuck(cx: &mut Ctx, e: Exec) -> R {
    if !cx.yes_no(e.you, Intent::Tuck, "Draw and tuck a 6?").await? {
        return Ok(());
    }
    // "If you do": the card drawn was tucked (a karma may replace the tuck).
    // A "draw and tuck": its card does not go into the hand to stay (Samuel de
    // Champlain's karma does not see it).
    let Some(c) = cx.draw_for_act(e.you, 6).await? else { return Ok(()) };
    if !cx.tuck(e.you, c).await? {
        return Ok(());
    }
    // The top cards are taken once, after the tuck; scored in board order.
    let tops: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| !cx.s().has_icon(c, Icon::Factory)).collect();
    for c in tops {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
async fn canning_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Right).await?;
    Ok(())
}
