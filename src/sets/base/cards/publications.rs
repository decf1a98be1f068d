//! Publications (base set, age 7, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Publications",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("You may put the cards of one colour on your board in any order you like.", publications_rearrange),
        effect("You may splay your yellow or blue cards up.", publications_splay),
    ]),
    Variant::new(E4, &[
        effect("You may splay your yellow or blue cards up.", publications_splay),
        effect(
            "You may junk one of the available special achievements, or make one of the special achievements in the junk available again.",
            publications_specials_4e,
        ),
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
fn publications_specials_4e(cx: &mut Ctx, e: Exec) -> R {
    // One prompt: a special achievement's name says which way it goes (each lies
    // either among the available ones or in the junk).
    let available = cx.s().specials.clone();
    let junked = cx.s().junk_specials.clone();
    let all: Vec<SpecialId> = available.iter().chain(&junked).copied().collect();
    let prompt = "You may junk an available special achievement, or make one in the junk available";
    match cx.choose_special(e.you, &all, true, Intent::Decide, prompt)? {
        Some(sp) if available.contains(&sp) => cx.junk_special(e.you, sp),
        Some(sp) => cx.unjunk_special(e.you, sp),
        None => Ok(()),
    }
}
