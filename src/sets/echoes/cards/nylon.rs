//! Nylon (Echoes of the Past, age 8, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Nylon",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("For each three {factory} on your board, draw an [8] and tuck it. If a green card was among those tucked, do this effect again.", run!(nylon)),
        effect("You may splay your red cards up.", run!(nylon_splay)),
    ])],
};

/// Each repetition counts the factories again.
async fn nylon(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let n = cx.icon_count(e.you, Icon::Factory) / 3;
        let mut green = false;
        for _ in 0..n {
            // "Draw and tuck": the card does not go into the hand to stay.
            if let Some(c) = cx.draw_for_act(e.you, 8).await? {
                green |= cx.tuck(e.you, c).await? && color(c) == Color::Green;
            }
        }
        if !green {
            break;
        }
    }
    Ok(())
}

async fn nylon_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Up).await?;
    Ok(())
}
