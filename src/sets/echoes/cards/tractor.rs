//! Tractor (Echoes of the Past, age 8, yellow): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Tractor",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [7].", run!(tractor_echo)),
        effect("Draw a [7] and score it. Then draw a [7].", run!(tractor)),
    ])],
};

async fn tractor_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 7).await?;
    Ok(())
}

async fn tractor(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 7).await?;
    cx.draw(e.you, 7).await?;
    Ok(())
}
