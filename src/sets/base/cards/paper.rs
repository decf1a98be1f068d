//! Paper (base set, age 3, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Paper",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("You may splay either your green or your blue cards to the left.", paper_splay),
        effect("For each colour of yours that is splayed left, draw a [4].", paper_draw),
    ])],
};

fn paper_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green, Color::Blue], Splay::Left)?;
    Ok(())
}
fn paper_draw(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&c| cx.s().pile(e.you, c).splay == Splay::Left).count();
    cx.draw_n(e.you, 4, n)?;
    Ok(())
}
