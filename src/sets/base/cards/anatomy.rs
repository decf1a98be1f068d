//! Anatomy (base set, age 4, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Anatomy",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that you return one card from your score pile! If you do, return one of your top cards of the same value!",
        run!(anatomy),
    )]),
    Variant::new(E4, &[demand(
        "I demand that you return one card from your score pile! If you do, return one of your top cards of the same value! If you do, junk every card in the [4] deck!",
        run!(anatomy_4e),
    )])],
};

async fn anatomy(cx: &mut Ctx, e: Exec) -> R {
    return_score_then_top(cx, e).await?;
    Ok(())
}
async fn anatomy_4e(cx: &mut Ctx, e: Exec) -> R {
    if return_score_then_top(cx, e).await? {
        cx.junk_deck(e.you, CardSet::Base, 4).await?;
    }
    Ok(())
}
/// Return a scored card, then a top card of its value; whether that top card was returned.
async fn return_score_then_top(cx: &mut Ctx, e: Exec) -> R<bool> {
    let score = cx.score_pile(e.you);
    if let Some(c) = cx.choose_card(e.you, &score, false, Intent::Return, "Choose a card from your score pile to return").await? {
        if !cx.return_card(e.you, c).await? {
            return Ok(false);
        }
        let v = age(c);
        let tops = top_cards_where(cx.s(), e.you, |t| cx.s().value(t) == v);
        if let Some(t) = cx.choose_card(e.you, &tops, false, Intent::Return, "Choose a top card of that value to return").await? {
            return cx.return_card(e.you, t).await;
        }
    }
    Ok(false)
}
