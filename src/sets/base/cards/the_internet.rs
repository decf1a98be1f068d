//! The Internet (base set, age 10, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "The Internet",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect("If you wish, splay your green cards up.", run!(internet_splay)),
        effect("Draw a [10] and score it.", run!(draw_score_10)),
        effect("For each two {clock} on your board, draw a [10] and meld it.", run!(internet_meld)),
    ])],
};

async fn internet_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Up).await?;
    Ok(())
}
async fn internet_meld(cx: &mut Ctx, e: Exec) -> R {
    // Counted once, before any card is melded.
    let n = cx.icon_count(e.you, Icon::Clock) / 2;
    for _ in 0..n {
        cx.draw_and_meld(e.you, 10).await?;
    }
    Ok(())
}

async fn draw_score_10(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 10).await?;
    Ok(())
}
