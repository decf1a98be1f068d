//! Solar Sailing (base set, age 11, blue; 4th edition only): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Solar Sailing",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[effect(
        "Draw and meld an [11]. Unless its colour is already splayed aslant on your board, return every card of that colour except your top four, and splay the colour aslant. Then, if your board has six or more cards of that colour, you win.",
        run!(solar_sailing),
    )])],
};

async fn solar_sailing(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_meld(e.you, 11).await? else { return Ok(()) };
    let col = color(c);
    if cx.s().pile(e.you, col).splay() != Splay::Aslant {
        let below = all_but_top(cx.s(), e.you, col, 4);
        cx.return_all(e.you, &below).await?;
        cx.splay(e.you, col, Splay::Aslant).await?;
    }
    if cx.s().pile(e.you, col).cards().len() >= 6 {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
