//! Deodorant (Echoes of the Past, age 3, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Deodorant",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [3] and meld it.", run!(deodorant_echo)),
        effect("If one of your top cards has a {castle}, draw a [3] and meld it. If none has, draw a [4].", run!(deodorant)),
    ])],
};

async fn deodorant_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 3).await?;
    Ok(())
}
async fn deodorant(cx: &mut Ctx, e: Exec) -> R {
    if cx.s().top_cards(e.you).iter().any(|&c| cx.s().has_icon(c, Icon::Castle)) {
        cx.draw_and_meld(e.you, 3).await?;
    } else {
        cx.draw(e.you, 4).await?;
    }
    Ok(())
}
