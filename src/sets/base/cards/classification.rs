//! Classification (base set, age 6, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Classification",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "Announce the colour of one card in your hand. Every opponent gives you all cards of that colour from their hand. Then meld every card of that colour in your hand.",
        classification,
    )])],
};

fn classification(cx: &mut Ctx, e: Exec) -> R {
    // Only the colour is revealed, so the choice is asked as a colour among those
    // in the hand (a hand of one colour is not asked: scenario spec, rule 5).
    let mut colors: Vec<Color> = cx.s().hand(e.you).iter().map(|&c| color(c)).collect();
    colors.sort_by_key(|c| c.index());
    colors.dedup();
    let Some(col) = cx.choose_color(e.you, &colors, false, Intent::Reveal, "Reveal the colour of a card in your hand")? else { return Ok(()) };
    // Opponents only: a teammate is not one (3rd-edition rules, "Team Play").
    for q in cx.s().opponents(e.you) {
        let theirs: Vec<CardId> = by_age_title(cx.s().hand(q)).into_iter().filter(|&c| color(c) == col).collect();
        for c in theirs {
            cx.transfer(q, c, Zone::Hand(e.you))?;
        }
    }
    let mine: Vec<CardId> = by_age_title(cx.s().hand(e.you)).into_iter().filter(|&c| color(c) == col).collect();
    for c in mine {
        cx.meld(e.you, c)?;
    }
    Ok(())
}
