//! Miniaturization (base set, age 10, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Miniaturization",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return one card from your hand. If you returned a [10] this way, draw one [10] per distinct value among the cards in your score pile.",
        run!(miniaturization),
    )]),
    Variant::new(E4, &[effect(
        "Return one card from your hand. If it is a [10], draw one [10] per distinct value among the cards in your score pile. If it is an [11], junk every card in the [11] deck.",
        run!(miniaturization_4e),
    )])],
};

async fn miniaturization(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand").await? {
        // "If you returned a [10]": a karma may put the card elsewhere instead
        // (Homer), and Archimedes raises the boxed value.
        if cx.return_card(e.you, c).await? && age(c) == cx.boxed(10) {
            let n = distinct_values(&cx.score_pile(e.you));
            cx.draw_n(e.you, 10, n).await?;
        }
    }
    Ok(())
}
async fn miniaturization_4e(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Return, "Return a card from your hand").await? else { return Ok(()) };
    if !cx.return_card(e.you, c).await? {
        return Ok(());
    }
    if age(c) == cx.boxed(10) {
        let n = distinct_values(&cx.score_pile(e.you));
        cx.draw_n(e.you, 10, n).await?;
    } else if age(c) == cx.boxed(11) {
        let v = cx.boxed(11);
        cx.junk_deck(e.you, CardSet::Base, v).await?;
    }
    Ok(())
}
