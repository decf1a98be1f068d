//! Coke (Echoes of the Past, age 5, red): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Coke",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [4] and tuck it.", run!(coke_echo)),
        effect("Draw and reveal a [6]. If it has a {factory}, meld it and do this effect again. If it has none, foreshadow it.", run!(coke)),
    ])],
};

async fn coke_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 4).await?;
    Ok(())
}

async fn coke(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_reveal(e.you, 6).await? else { return Ok(()) };
        if !cx.s().has_icon(c, Icon::Factory) {
            cx.foreshadow(e.you, c).await?;
            return Ok(());
        }
        cx.meld(e.you, c).await?;
    }
    Ok(())
}
