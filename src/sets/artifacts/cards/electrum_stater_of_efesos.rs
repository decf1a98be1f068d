//! Electrum Stater of Efesos (Artifacts, age 1, green): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Electrum Stater of Efesos",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and reveal a [3]. If none of your top cards has the drawn card's colour, meld it and do this effect again.",
        run!(electrum_stater),
    )])],
};

async fn electrum_stater(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_reveal(e.you, 3).await? else { break };
        if cx.s().top(e.you, color(c)).is_some() {
            break;
        }
        cx.meld(e.you, c).await?;
    }
    Ok(())
}
