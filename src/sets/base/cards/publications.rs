//! Publications (base set, age 7, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Publications",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("You may put the cards of one colour on your board in any order you like.", run!(publications_rearrange)),
        effect("You may splay your yellow or blue cards up.", run!(publications_splay)),
    ]),
    Variant::new(E4, &[
        effect("You may splay your yellow or blue cards up.", run!(publications_splay)),
        effect(
            "You may junk one of the available special achievements, or make one of the special achievements in the junk available again.",
            run!(publications_specials_4e),
        ),
    ])],
};

async fn publications_rearrange(cx: &mut Ctx, e: Exec) -> R {
    // Only a pile of two or more cards can be put in another order (spec rule 5).
    let colors: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s().pile(e.you, c).cards().len() >= 2).collect();
    if let Some(color) = cx.choose_color(e.you, &colors, true, Intent::Decide, "You may rearrange one colour").await? {
        let mut top_first = cx.s().pile(e.you, color).cards().to_vec();
        top_first.reverse();
        let order = cx.choose_order(e.you, &top_first, Intent::Decide, "Put the pile in a new order, top first").await?;
        cx.rearrange(e.you, color, &order).await?;
    }
    Ok(())
}
async fn publications_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Blue], Splay::Up).await?;
    Ok(())
}
async fn publications_specials_4e(cx: &mut Ctx, e: Exec) -> R {
    // Two different actions joined by "or": `option 1` (junk an available special
    // achievement) or `option 2` (make one in the junk available), with `pass` (spec
    // "How effects are asked", the printed alternatives that are different actions);
    // an alternative with no special achievement to act on is not offered (rule 5).
    // Then the special achievement itself, by name (forced if only one).
    let available = cx.s().specials.clone();
    let junked = cx.s().junk_specials.clone();
    let mut options: Vec<(usize, &str)> = vec![];
    if !available.is_empty() {
        options.push((0, "Junk an available special achievement"));
    }
    if !junked.is_empty() {
        options.push((1, "Make a special achievement in the junk available"));
    }
    let prompt = "You may junk an available special achievement, or make one in the junk available";
    match cx.choose_option_among(e.you, &options, true, prompt).await? {
        Some(0) => {
            if let Some(sp) = cx.choose_special(e.you, &available, false, Intent::Junk, "Choose the special achievement to junk").await? {
                cx.junk_special(e.you, sp).await?;
            }
        }
        Some(_) => {
            if let Some(sp) = cx.choose_special(e.you, &junked, false, Intent::Decide, "Choose the special achievement to make available").await? {
                cx.unjunk_special(e.you, sp).await?;
            }
        }
        None => {}
    }
    Ok(())
}
