//! Philips Compact Cassette (Artifacts of History, age 9, green): our wording of
//! its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Philips Compact Cassette",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to unsplay every splayed colour of your board!", run!(cassette_compel)),
        effect("Splay two colours of your board up.", run!(cassette_splay)),
    ])],
};

async fn cassette_compel(cx: &mut Ctx, e: Exec) -> R {
    for col in Color::ALL {
        if cx.s().pile(e.you, col).splay() != Splay::None {
            cx.splay(e.you, col, Splay::None).await?;
        }
    }
    Ok(())
}

async fn cassette_splay(cx: &mut Ctx, e: Exec) -> R {
    // The colours that splaying up changes (two cards or more, not up already):
    // exactly two of them, or all if fewer (spec rule 3; forced: not asked).
    let cands = cx.splayable(e.you, &Color::ALL, Splay::Up);
    let chosen = cx.choose_colors(e.you, &cands, 2, 2, Intent::Splay { direction: Splay::Up }, "Choose two colours to splay up").await?;
    for col in chosen {
        cx.splay(e.you, col, Splay::Up).await?;
    }
    Ok(())
}
