//! Bell (Echoes of the Past, age 1, purple): our wording of its 3rd-edition text,
//! then the code that runs it. Its hexagon image carries a music note (Saxophone
//! counts them).
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Bell",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("You may score one card from your hand.", run!(bell_echo)),
        effect("Draw a [2] and foreshadow it.", run!(bell)),
    ])],
};

async fn bell_echo(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Score, "You may score a card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
async fn bell(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 2).await?;
    Ok(())
}
