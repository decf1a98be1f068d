//! Anatomy (base set, age 4, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Anatomy",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that you return one card from your score pile! If you do, return one of your top cards of the same value!",
        anatomy,
    )])],
};

fn anatomy(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.s().score_pile(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &score, false, Intent::Return, "Choose a card from your score pile to return")? {
        cx.return_card(e.you, c)?;
        let v = age(c);
        let tops = top_cards_where(cx.s(), e.you, |t| age(t) == v);
        if let Some(t) = cx.choose_card(e.you, &tops, false, Intent::Return, "Choose a top card of that value to return")? {
            cx.return_card(e.you, t)?;
        }
    }
    Ok(())
}
