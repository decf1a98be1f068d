//! Reformation (base set, age 4, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Reformation",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("You may tuck one card from your hand for each two {leaf} visible on your board.", run!(reformation_tuck)),
        effect("You may splay either your yellow or your purple cards to the right.", run!(reformation_splay)),
    ]),
    Variant::new(E4, &[
        effect("You may tuck one card from your hand for each colour on your board showing {leaf}.", run!(reformation_tuck_4e)),
        effect("You may splay either your yellow or your purple cards to the right.", run!(reformation_splay)),
    ])],
};

async fn reformation_tuck(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.you, Icon::Leaf) / 2;
    may_tuck_n(cx, e, n).await
}
async fn reformation_tuck_4e(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&col| cx.s().pile_icon_count(e.you, col, Icon::Leaf) > 0).count();
    may_tuck_n(cx, e, n).await
}
async fn may_tuck_n(cx: &mut Ctx, e: Exec, n: usize) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.may_choose_n(e.you, &hand, n, Intent::Tuck, "Tuck cards from your hand?", "Choose the cards to tuck").await?;
    cx.tuck_all(e.you, &chosen).await?;
    Ok(())
}
async fn reformation_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Purple], Splay::Right).await?;
    Ok(())
}
