//! Fermenting (base set, age 2, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Fermenting",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[effect("For each colour on your board showing at least one {leaf}, draw a [2].", fermenting)]),
        Variant::new(E1, &[effect("Draw a [2] for each two {leaf} on your board.", fermenting_1e)]),
    ],
};

fn fermenting(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&col| cx.s().pile_icon_count(e.you, col, Icon::Leaf) > 0).count();
    cx.draw_n(e.you, 2, n)?;
    Ok(())
}
fn fermenting_1e(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.you, Icon::Leaf) / 2;
    cx.draw_n(e.you, 2, n)?;
    Ok(())
}
