//! Perspective (base set, age 4, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Perspective",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return one card from your hand. If you did, score one card from your hand for each two {lightbulb} visible on your board.",
        run!(perspective),
    )]),
    Variant::new(E4, &[effect(
        "You may return one card from your hand. If you do, score one card from your hand for each colour on your board showing {lightbulb}.",
        run!(perspective_4e),
    )])],
};

async fn perspective(cx: &mut Ctx, e: Exec) -> R {
    return_then_score(cx, e, |cx, you| cx.icon_count(you, Icon::Lightbulb) / 2).await
}
async fn perspective_4e(cx: &mut Ctx, e: Exec) -> R {
    return_then_score(cx, e, |cx, you| Color::ALL.iter().filter(|&&col| cx.s().pile_icon_count(you, col, Icon::Lightbulb) > 0).count()).await
}
/// You may return a card from hand; if you do, score `count` cards from hand.
async fn return_then_score(cx: &mut Ctx, e: Exec, count: fn(&Ctx, PlayerId) -> usize) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand").await? {
        if !cx.return_card(e.you, c).await? {
            return Ok(());
        }
        let n = count(cx, e.you);
        let hand = cx.hand(e.you);
        // Spec rules 1 and 3: one card is a single prompt, more an exact multi-prompt.
        let chosen = if n == 1 {
            cx.choose_card(e.you, &hand, false, Intent::Score, "Choose a card to score").await?.into_iter().collect()
        } else {
            cx.choose_cards(e.you, &hand, n, n, Intent::Score, "Choose the cards to score").await?
        };
        for c in chosen {
            cx.score(e.you, c).await?;
        }
    }
    Ok(())
}
