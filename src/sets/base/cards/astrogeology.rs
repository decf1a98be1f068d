//! Astrogeology (base set, age 11, red; 4th edition only): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Astrogeology",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[
        effect(
            "Draw an [11] and reveal it. Splay the pile of its colour on your board aslant. If you do, move every card of that colour except your top four into your hand.",
            run!(astrogeology_splay),
        ),
        effect("If your hand holds eight or more cards, you win.", run!(astrogeology_win)),
    ])],
};

async fn astrogeology_splay(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 11).await? else { return Ok(()) };
    let col = color(c);
    // "If you do": the splay must have changed something (4th-edition rulebook, "If clauses").
    if cx.splay(e.you, col, Splay::Aslant).await? {
        for below in all_but_top(cx.s(), e.you, col, 4) {
            cx.transfer(e.you, below, Zone::Hand(e.you)).await?;
        }
    }
    Ok(())
}
async fn astrogeology_win(cx: &mut Ctx, e: Exec) -> R {
    if cx.hand(e.you).len() >= 8 {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
