//! Bangle (Echoes of the Past, age 1, red): our wording of its 3rd-edition text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Bangle",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Tuck one red card from your hand.", run!(bangle_echo)),
        effect("Draw a [3] and foreshadow it.", run!(bangle)),
    ])],
};

async fn bangle_echo(cx: &mut Ctx, e: Exec) -> R {
    let reds: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| color(c) == Color::Red).collect();
    if let Some(c) = cx.choose_card(e.you, &reds, false, Intent::Tuck, "Choose a red card from your hand to tuck").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}
async fn bangle(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 3).await?;
    Ok(())
}
