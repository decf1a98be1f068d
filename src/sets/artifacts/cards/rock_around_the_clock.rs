//! Rock Around the Clock (Artifacts of History, age 9, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Rock Around the Clock",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect("Draw a [9] and score it once for every top card of yours that shows a {clock}.", run!(rock))])],
};

async fn rock(cx: &mut Ctx, e: Exec) -> R {
    // Counted once, before the first draw.
    let n = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Clock)).len();
    for _ in 0..n {
        cx.draw_and_score(e.you, 9).await?;
    }
    Ok(())
}
