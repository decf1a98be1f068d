//! Abell Gallery Harpsichord (Artifacts of History, age 4, purple): our wording
//! of its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Abell Gallery Harpsichord",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "For every value that exactly one of your top cards has, from the lowest such value up, draw and score a card of that value.",
        run!(abell_gallery_harpsichord),
    )])],
};

async fn abell_gallery_harpsichord(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    let s = cx.s();
    let mut once: Vec<u8> = tops.iter().map(|&c| s.value(c)).filter(|&v| tops.iter().filter(|&&d| s.value(d) == v).count() == 1).collect();
    crate::sort::sort(&mut once);
    for v in once {
        cx.draw_and_score(e.you, v).await?;
    }
    Ok(())
}
