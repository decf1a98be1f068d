//! Telegraph (Echoes of the Past, age 7, green): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Telegraph",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("You may pick an opponent and a colour. Your cards of that colour take the splay that opponent's cards of that colour have.", run!(telegraph)),
        effect("You may splay your blue cards up.", run!(telegraph_splay)),
    ])],
};

/// The opponent first, then the colour (the order of the text: spec rule 6); any
/// colour may be named. An unsplayed (or 0-1 card) pile of theirs unsplays yours.
async fn telegraph(cx: &mut Ctx, e: Exec) -> R {
    let opponents = cx.s().opponents(e.you);
    let Some(q) = cx.choose_player(e.you, &opponents, true, Intent::Decide, "You may choose an opponent whose splay you match").await? else { return Ok(()) };
    let Some(c) = cx.choose_color(e.you, &Color::ALL, false, Intent::Decide, "Choose the colour whose splay you match").await? else { return Ok(()) };
    let dir = cx.s().pile(q, c).splay();
    cx.splay(e.you, c, dir).await?;
    Ok(())
}

async fn telegraph_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Up).await?;
    Ok(())
}
