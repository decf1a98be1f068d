//! Jet (Echoes of the Past, age 9, red): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Jet",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Meld a card from your hand.", run!(jet_echo)),
        demand("I demand that you return your top card of the colour of the card I melded with Jet's echo effect!", run!(jet_demand)),
    ])],
};

/// The card melded is remembered for the rest of the Dogma action, for whoever
/// executed the echo (`DogmaMemory::note`).
async fn jet_echo(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Choose a card from your hand to meld").await? {
        // "The card I melded": none when a karma replaced the meld (Imhotep).
        if cx.meld(e.you, c).await? {
            cx.memory().set_mark(e.card, e.you, c as i64);
        }
    }
    Ok(())
}

/// The leader's meld due to Jet's echo in this action (the last one, if the echo
/// ran twice: the 4th-edition text says "the last color"). No meld, no colour:
/// nothing is returned.
async fn jet_demand(cx: &mut Ctx, e: Exec) -> R {
    let Some(melded) = cx.memory().mark(e.card, e.leader).map(|v| v as CardId) else { return Ok(()) };
    if let Some(c) = cx.s().top(e.you, color(melded)) {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
