//! Lightning Rod (Echoes of the Past, age 5, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Lightning Rod",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [5] and tuck it.", run!(lightning_rod_echo)),
        demand("I demand that you draw a [5] and tuck it! Return your top card of the colour of the card you tucked!", run!(lightning_rod_demand)),
        effect("Draw a [5] and tuck it. You may return one of your top cards.", run!(lightning_rod)),
    ])],
};

async fn lightning_rod_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 5).await?;
    Ok(())
}

async fn lightning_rod_demand(cx: &mut Ctx, e: Exec) -> R {
    // "The card you tucked": none when a karma replaced the tuck (Kalashnikov).
    let Some(c) = cx.draw_for_act(e.you, 5).await? else { return Ok(()) };
    if !cx.tuck(e.you, c).await? {
        return Ok(());
    }
    if let Some(top) = cx.s().top(e.you, color(c)) {
        cx.return_card(e.you, top).await?;
    }
    Ok(())
}

async fn lightning_rod(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 5).await?;
    let tops = cx.s().top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, true, Intent::Return, "You may return one of your top cards").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
