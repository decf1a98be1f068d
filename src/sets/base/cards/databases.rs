//! Databases (base set, age 10, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Databases",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand("I demand that you return half of the cards in your score pile, rounding up!", databases)])],
};

fn databases(cx: &mut Ctx, e: Exec) -> R {
    let score = by_age_title(cx.s().score_pile(e.you));
    let n = score.len().div_ceil(2);
    let chosen = cx.choose_cards(e.you, &score, n, n, Intent::Return, "Choose half of your score pile (rounded up) to return")?;
    cx.return_all(e.you, &chosen)
}
