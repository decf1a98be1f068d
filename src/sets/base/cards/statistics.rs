//! Statistics (base set, age 5, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Statistics",
    set: CardSet::Base,
    variants: &[Variant::new(E3, &[
        demand("I demand that you move every card of the highest value in your score pile into your hand!", statistics_demand),
        effect("You may splay your yellow cards to the right.", statistics_splay),
    ])],
};

fn statistics_demand(cx: &mut Ctx, e: Exec) -> R {
    let highest = by_age_title(&highest(cx.s().score_pile(e.you)));
    for c in highest {
        cx.transfer(e.you, c, Zone::Hand(e.you))?;
    }
    Ok(())
}
fn statistics_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Right)?;
    Ok(())
}
