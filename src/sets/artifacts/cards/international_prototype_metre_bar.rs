//! International Prototype Metre Bar (Artifacts of History, age 7, green): our
//! wording of its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "International Prototype Metre Bar",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Name a value. Draw a card of that value and meld it, then splay its colour up. If exactly as many cards of that colour are visible on your board as the melded card's value, you win. If not, return the melded card.",
        run!(metre_bar),
    )])],
};

async fn metre_bar(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose a value: draw and meld a card of that value").await?;
    let Some(m) = cx.draw_and_meld(e.you, v).await? else { return Ok(()) };
    let col = color(m);
    cx.splay(e.you, col, Splay::Up).await?;
    // "The card's value" is the melded card's (a skipped age gives a higher one).
    if cx.s().visible_cards(e.you, col) == cx.s().value(m) as usize {
        return Err(cx.win(e.you, e.card).await);
    }
    if matches!(cx.s().loc(m), Some(Zone::Board(p, _)) if p == e.you) {
        cx.return_card(e.you, m).await?;
    }
    Ok(())
}
