//! Miniaturization (base set, age 10, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Miniaturization",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return one card from your hand. Only when that card is a [10]: draw one [10] per distinct value among the cards in your score pile.",
        run!(miniaturization),
    )]),
    Variant::new(E4, &[effect(
        "Return one card from your hand. If it is a [10], draw one [10] per distinct value among the cards in your score pile. If it is an [11], junk every card in the [11] deck.",
        run!(miniaturization_4e),
    )])],
};

async fn miniaturization(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(&cx.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand").await? {
        cx.return_card(e.you, c).await?;
        if age(c) == 10 {
            let mut values: Vec<u8> = cx.score_pile(e.you).iter().map(|&x| age(x)).collect();
            crate::sort::sort(&mut values);
            values.dedup();
            cx.draw_n(e.you, 10, values.len()).await?;
        }
    }
    Ok(())
}
async fn miniaturization_4e(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(&cx.hand(e.you));
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Return, "Return a card from your hand").await? else { return Ok(()) };
    cx.return_card(e.you, c).await?;
    match age(c) {
        10 => {
            let n = distinct_values(&cx.score_pile(e.you));
            cx.draw_n(e.you, 10, n).await?;
        }
        11 => cx.junk_deck(e.you, CardSet::Base, 11).await?,
        _ => {}
    }
    Ok(())
}
