//! Metalworking (base set, age 1, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Metalworking",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "Draw and reveal a [1]. If it shows a {castle}, score it and do this effect again. If not, keep it in your hand.",
        run!(metalworking),
    )]),
    // "Otherwise, keep it" is gone from the text: a revealed card stays in the hand anyway.
    Variant::new(E4, &[effect("Draw and reveal a [1]. If it shows {castle}, score it and do this effect again.", run!(metalworking))])],
};

async fn metalworking(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_reveal(e.you, 1).await? else { return Ok(()) };
        if !cx.s().has_icon(c, Icon::Castle) {
            break;
        }
        cx.score(e.you, c).await?;
    }
    Ok(())
}
