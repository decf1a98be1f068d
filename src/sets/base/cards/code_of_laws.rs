//! Code of Laws (base set, age 1, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Code of Laws",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect(
        "You may tuck a card from your hand whose colour already appears on your board. If you do, you may splay that colour left.",
        run!(code_of_laws),
    )])],
};

async fn code_of_laws(cx: &mut Ctx, e: Exec) -> R {
    let colors = cx.s().colors_on_board(e.you);
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| colors.contains(&color(c))).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, true, Intent::Tuck, "You may tuck a card of a colour on your board").await? {
        if cx.tuck(e.you, c).await? {
            cx.may_splay(e.you, &[color(c)], Splay::Left).await?;
        }
    }
    Ok(())
}
