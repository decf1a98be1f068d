//! Thermometer (Echoes of the Past, age 5, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Thermometer",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Meld the bottom card of your green pile, keeping the pile's splay.", run!(thermometer_echo)),
        effect("Draw and meld a card whose value is one more than your top yellow card's. If the card you melded is yellow, do this effect again.", run!(thermometer)),
    ])],
};

/// Taking the bottom card out of a pile of two leaves one card, which forgets its
/// splay (3rd-edition rules, glossary "Splay"); "maintain its splay" puts the
/// splay back once the card is on top.
async fn thermometer_echo(cx: &mut Ctx, e: Exec) -> R {
    let pile = cx.s().pile(e.you, Color::Green);
    let Some(bottom) = pile.bottom() else { return Ok(()) };
    let splay = pile.splay();
    cx.meld(e.you, bottom).await?;
    let pile = cx.s().pile(e.you, Color::Green);
    if splay != Splay::None && pile.splay() == Splay::None && pile.top() == Some(bottom) {
        cx.splay(e.you, Color::Green, splay).await?;
    }
    Ok(())
}

/// No yellow top card counts as a value of 0 (3rd-edition rules, glossary "Value").
async fn thermometer(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let v = cx.s().top(e.you, Color::Yellow).map(age).unwrap_or(0);
        let Some(c) = cx.draw_and_meld(e.you, v + 1).await? else { return Ok(()) };
        if color(c) != Color::Yellow || !matches!(cx.s().loc(c), Some(Zone::Board(..))) {
            return Ok(());
        }
    }
    Ok(())
}
