//! Currency (base set, age 2, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Currency",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return any number of cards from your hand. If you do, draw and score a [2] for each distinct value among the returned cards.",
        run!(currency),
    )]),
    Variant::new(E4, &[effect(
        "You may return any number of cards from your hand. If you do, draw and score a [2] for each distinct value among the cards you return.",
        run!(currency),
    )])],
};

async fn currency(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 0, hand.len(), Intent::Return, "You may return any number of cards from your hand").await?;
    let returned = cx.return_all(e.you, &chosen).await?;
    let mut values: Vec<u8> = returned.iter().map(|&c| age(c)).collect();
    crate::sort::sort(&mut values);
    values.dedup();
    for _ in 0..values.len() {
        cx.draw_and_score(e.you, 2).await?;
    }
    Ok(())
}
