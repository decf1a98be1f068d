//! Emancipation (base set, age 6, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Emancipation",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        demand(
            "I demand that you move one card from your hand into my score pile! If you do, draw a [6]!",
            run!(emancipation_demand),
        ),
        effect("You may splay either your red or your purple cards to the right.", run!(emancipation_splay)),
    ])],
};

async fn emancipation_demand(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Give { to: Some(e.leader) }, "Choose a card from your hand to hand over").await? {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            cx.draw(e.you, 6).await?;
        }
    }
    Ok(())
}
async fn emancipation_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red, Color::Purple], Splay::Right).await?;
    Ok(())
}
