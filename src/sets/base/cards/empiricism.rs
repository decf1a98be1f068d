//! Empiricism (base set, age 8, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Empiricism",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect(
            "Choose two colours, then draw and reveal a [9]. If its colour is one of the two, meld it, and you may splay that colour of yours up.",
            run!(empiricism_draw),
        ),
        effect("If there are at least twenty {lightbulb} on your board, you win.", run!(empiricism_win)),
    ]),
    Variant::new(E4, &[
        effect(
            "Choose two colours, then draw and reveal a [9]. If its colour is one of the two, meld it and splay that colour of yours up; if not, unsplay that colour of yours.",
            run!(empiricism_draw_4e),
        ),
        effect("If there are at least twenty {lightbulb} on your board, you win.", run!(empiricism_win)),
    ])],
};

async fn empiricism_draw(cx: &mut Ctx, e: Exec) -> R {
    let chosen = cx.choose_colors(e.you, &Color::ALL, 2, 2, Intent::Decide, "Choose two colours").await?;
    let Some(c) = cx.draw_and_reveal(e.you, 9).await? else { return Ok(()) };
    if chosen.contains(&color(c)) {
        cx.meld(e.you, c).await?;
        cx.may_splay(e.you, &[color(c)], Splay::Up).await?;
    }
    Ok(())
}
async fn empiricism_win(cx: &mut Ctx, e: Exec) -> R {
    if cx.icon_count(e.you, Icon::Lightbulb) >= 20 {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
async fn empiricism_draw_4e(cx: &mut Ctx, e: Exec) -> R {
    let chosen = cx.choose_colors(e.you, &Color::ALL, 2, 2, Intent::Decide, "Choose two colours").await?;
    let Some(c) = cx.draw_and_reveal(e.you, 9).await? else { return Ok(()) };
    if chosen.contains(&color(c)) {
        cx.meld(e.you, c).await?;
        cx.splay(e.you, color(c), Splay::Up).await?;
    } else {
        cx.splay(e.you, color(c), Splay::None).await?;
    }
    Ok(())
}
