//! Karaoke (Echoes of the Past, age 9, purple): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Karaoke",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Pick a value below [10]; draw a card of it and meld it.", run!(karaoke_echo)),
        effect("Carry out yourself, without sharing, every non-demand effect of the card you melded with Karaoke's echo effect.", run!(karaoke_execute)),
        effect("You may move one of your bottom cards into your hand.", run!(karaoke_take)),
    ])],
};

/// The melded card is remembered for the rest of the Dogma action, for whoever
/// executed the echo (each sharer executes the card they melded). The value
/// picked is below the boxed 10 as karma counts it, and is drawn as picked
/// (`draw_counted`: a 10 picked under Archimedes is no boxed 10).
async fn karaoke_echo(cx: &mut Ctx, e: Exec) -> R {
    let below = cx.boxed(10);
    let values: Vec<u8> = (1..below).collect();
    let v = cx.choose_value(e.you, &values, &format!("Choose a value below {below} to draw and meld")).await?;
    if let Some(c) = cx.draw_counted(e.you, CardSet::Base, v).await? {
        // "The card you melded due to Karaoke's echo effect": none when a karma
        // replaced the meld (Imhotep).
        if cx.meld(e.you, c).await? {
            cx.memory().set_mark(e.card, e.you, c as i64);
        }
    }
    Ok(())
}

/// Nothing to execute when the echo melded nothing for this player in this
/// action (Karaoke's effects executed by another card's effect: echo effects do
/// not run then). The last card melded, if the echo ran twice.
async fn karaoke_execute(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.memory().mark(e.card, e.you).map(|v| v as CardId) else { return Ok(()) };
    cx.self_execute(e.you, c).await
}

async fn karaoke_take(cx: &mut Ctx, e: Exec) -> R {
    let bottoms: Vec<CardId> = Color::ALL.iter().filter_map(|&c| cx.s().pile(e.you, c).bottom()).collect();
    if let Some(c) = cx.choose_card(e.you, &bottoms, true, Intent::Take, "You may take a bottom card into your hand").await? {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
