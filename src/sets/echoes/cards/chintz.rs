//! Chintz (Echoes of the Past, age 4, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Chintz",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("Draw a [4].", run!(chintz_draw)),
        effect("If your hand holds exactly one card, draw a [4], and then draw a [4] and score it.", run!(chintz)),
    ])],
};

async fn chintz_draw(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 4).await?;
    Ok(())
}

async fn chintz(cx: &mut Ctx, e: Exec) -> R {
    if cx.hand(e.you).len() == 1 {
        cx.draw(e.you, 4).await?;
        cx.draw_and_score(e.you, 4).await?;
    }
    Ok(())
}
