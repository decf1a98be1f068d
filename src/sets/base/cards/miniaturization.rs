//! Miniaturization (base set, age 10, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Miniaturization",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return one card from your hand. Only when that card is a [10]: draw one [10] per distinct value among the cards in your score pile.",
        miniaturization,
    )])],
};

fn miniaturization(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s().hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand")? {
        cx.return_card(e.you, c)?;
        if age(c) == 10 {
            let mut values: Vec<u8> = cx.s().score_pile(e.you).iter().map(|&x| age(x)).collect();
            values.sort();
            values.dedup();
            cx.draw_n(e.you, 10, values.len())?;
        }
    }
    Ok(())
}
