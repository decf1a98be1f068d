//! The Big Bang (Artifacts of History, age 9, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "The Big Bang",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Execute the non-demand effects of your top blue card, without sharing them. If anything changed because of it, draw a [10] and remove it from the game, then do this effect again.",
        run!(big_bang),
    )])],
};

async fn big_bang(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(blue) = cx.s().top(e.you, Color::Blue) else { return Ok(()) };
        // A change as the free draw for sharing counts it: a card moved or revealed,
        // a splay (3rd-edition rules, "Dogma": "A change is one or more cards being
        // revealed, or moved from one location to another").
        let before = cx.s().changes;
        cx.self_execute(e.you, blue).await?;
        if cx.s().changes == before {
            return Ok(());
        }
        if let Some(c) = cx.draw(e.you, 10).await? {
            cx.remove(e.you, c).await?;
        }
    }
    Ok(())
}
