//! Colonialism (base set, age 4, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Colonialism",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("Draw a [3] and tuck it. When it shows a {crown}, do this effect once more.", run!(colonialism))]),
    Variant::new(E4, &[effect(
        "Draw a [3] and tuck it. If it is green, junk every card in the [5] deck. If it shows {crown}, do this effect again.",
        run!(colonialism_4e),
    )])],
};

async fn colonialism(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_tuck(e.you, 3).await? else { return Ok(()) };
        if !cx.s().has_icon(c, Icon::Crown) {
            break;
        }
    }
    Ok(())
}
async fn colonialism_4e(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_tuck(e.you, 3).await? else { return Ok(()) };
        if color(c) == Color::Green {
            cx.junk_deck(e.you, CardSet::Base, 5).await?;
        }
        if !cx.s().has_icon(c, Icon::Crown) {
            break;
        }
    }
    Ok(())
}
