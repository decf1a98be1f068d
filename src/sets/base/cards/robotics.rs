//! Robotics (base set, age 10, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Robotics",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "Score the top card of your green pile. Draw a [10] and meld it, then carry out each of its non-demand dogma effects yourself, without sharing.",
        run!(robotics),
    )]),
    Variant::new(E4, &[effect(
        "Score the top card of your green pile. Draw a [10] and meld it; if it has {factory} or {clock}, self-execute it.",
        run!(robotics_4e),
    )])],
};

async fn robotics(cx: &mut Ctx, e: Exec) -> R {
    if let Some(g) = cx.s().top(e.you, Color::Green) {
        cx.score(e.you, g).await?;
    }
    let Some(c) = cx.draw_and_meld(e.you, 10).await? else { return Ok(()) };
    cx.self_execute(e.you, c).await
}
async fn robotics_4e(cx: &mut Ctx, e: Exec) -> R {
    if let Some(g) = cx.s().top(e.you, Color::Green) {
        cx.score(e.you, g).await?;
    }
    let Some(c) = cx.draw_and_meld(e.you, 10).await? else { return Ok(()) };
    if cx.s().has_icon(c, Icon::Factory) || cx.s().has_icon(c, Icon::Clock) {
        cx.self_execute(e.you, c).await?;
    }
    Ok(())
}
