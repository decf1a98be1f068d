//! Yeager's Bell X-1A (Artifacts of History, age 9, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Yeager's Bell X-1A",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw a [9] and meld it. Execute its effects as if this card printed them, without sharing them. If it shows a {clock}, do this effect again.",
        run!(bell_x_1a),
    )])],
};

async fn bell_x_1a(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_meld_melded(e.you, 9).await? else { return Ok(()) };
        cx.execute_as_if_here(e, c).await?;
        if !cx.s().has_icon(c, Icon::Clock) {
            return Ok(());
        }
    }
    Ok(())
}
