//! Publications (base set, age 7, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Publications",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("You may put the cards of one colour on your board in any order you like.", publications_rearrange),
        effect("You may splay your yellow or blue cards up.", publications_splay),
    ])],
};

fn publications_rearrange(cx: &mut Ctx, e: Exec) -> R {
    // Only a pile of two or more cards can be put in another order (spec rule 5).
    let colors: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s().pile(e.you, c).cards.len() >= 2).collect();
    if let Some(color) = cx.choose_color(e.you, &colors, true, Intent::Decide, "You may rearrange one colour")? {
        let mut top_first = cx.s().pile(e.you, color).cards.clone();
        top_first.reverse();
        let order = cx.choose_order(e.you, &top_first, Intent::Decide, "Put the pile in a new order, top first")?;
        cx.rearrange(e.you, color, &order)?;
    }
    Ok(())
}
fn publications_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Blue], Splay::Up)?;
    Ok(())
}
