//! Socialism (base set, age 8, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Socialism",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may tuck every card from your hand; tucking one means tucking all. If at least one tucked card was purple, take every lowest card from each opponent's hand into your hand.",
        socialism,
    )])],
};

fn socialism(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s().hand(e.you));
    // An optional effect on a fixed set: yes/no first, nothing asked for an empty hand
    // (spec rules 4 and 5).
    if hand.is_empty() || !cx.yes_no(e.you, Intent::Tuck, "Tuck all the cards in your hand?")? {
        return Ok(());
    }
    for &c in &hand {
        cx.tuck(e.you, c)?;
    }
    if hand.iter().any(|&c| color(c) == Color::Purple) {
        for q in cx.s().opponents(e.you) {
            let low = lowest(cx.s().hand(q));
            for c in by_age_title(&low) {
                cx.transfer(e.you, c, Zone::Hand(e.you))?;
            }
        }
    }
    Ok(())
}
