//! Encyclopedia (base set, age 6, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Encyclopedia",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may meld the cards of the highest value in your score pile, but only all of them together: melding one of them means melding every one.",
        encyclopedia,
    )])],
};

fn encyclopedia(cx: &mut Ctx, e: Exec) -> R {
    let highest = by_age_title(&highest(cx.s().score_pile(e.you)));
    // An optional effect on a fixed set: yes/no first (scenario spec, rule 4).
    if highest.is_empty() || !cx.yes_no(e.you, Intent::Meld, "Meld all the highest cards of your score pile?")? {
        return Ok(());
    }
    for c in highest {
        cx.meld(e.you, c)?;
    }
    Ok(())
}
