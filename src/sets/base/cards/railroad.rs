//! Railroad (base set, age 7, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Railroad",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("Return every card in your hand, then draw three [6]s.", run!(railroad_return)),
        effect("You may splay up one colour of your cards that is now splayed right.", run!(railroad_splay)),
    ]),
    Variant::new(E4, &[
        effect("Return every card in your hand.", run!(railroad_return_4e)),
        effect("Draw three [6]s.", run!(railroad_draw_4e)),
        effect("You may splay up one colour of your cards that is now splayed right.", run!(railroad_splay)),
    ])],
};

async fn railroad_return(cx: &mut Ctx, e: Exec) -> R {
    railroad_return_4e(cx, e).await?;
    railroad_draw_4e(cx, e).await
}
async fn railroad_splay(cx: &mut Ctx, e: Exec) -> R {
    let right: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s().pile(e.you, c).splay() == Splay::Right).collect();
    cx.may_splay(e.you, &right, Splay::Up).await?;
    Ok(())
}
async fn railroad_return_4e(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    cx.return_all(e.you, &hand).await?;
    Ok(())
}
async fn railroad_draw_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_n(e.you, 6, 3).await?;
    Ok(())
}
