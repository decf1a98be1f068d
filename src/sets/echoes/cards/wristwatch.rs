//! Wristwatch (Echoes of the Past, age 9, yellow): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Wristwatch",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Pick up one of your top cards that is not yellow and tuck it.", run!(wristwatch_echo)),
        effect("For each bonus visible on your board, from the lowest to the highest, draw a card of the bonus's value and tuck it.", run!(wristwatch)),
    ])],
};

/// The card leaves its pile and is tucked back under it (a pile of two loses its
/// splay on the way: 3rd-edition rules, glossary "Splay").
async fn wristwatch_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Yellow);
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Tuck, "Choose a non-yellow top card to tuck").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

/// The bonuses are counted before the first draw.
async fn wristwatch(cx: &mut Ctx, e: Exec) -> R {
    let mut bonuses: Vec<u8> = crate::rules::query::bonuses(cx.s(), e.you);
    crate::sort::sort(&mut bonuses);
    for v in bonuses {
        cx.draw_and_tuck(e.you, v).await?;
    }
    Ok(())
}
