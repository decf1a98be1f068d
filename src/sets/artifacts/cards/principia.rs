//! Principia (Artifacts of History, age 5, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Principia",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return each of your top cards that is not blue. Then, for each returned card, from the lowest value up, draw and meld a card one value above it.",
        run!(principia),
    )])],
};

async fn principia(cx: &mut Ctx, e: Exec) -> R {
    let tops = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Blue);
    let returned = cx.return_all(e.you, &tops).await?;
    let mut values: Vec<u8> = returned.iter().map(|&c| age(c)).collect();
    crate::sort::sort(&mut values);
    for v in values {
        cx.draw_and_meld(e.you, v + 1).await?;
    }
    Ok(())
}
