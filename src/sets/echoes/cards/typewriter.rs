//! Typewriter (Echoes of the Past, age 7, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Typewriter",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Return every card in your hand. Draw a [6]. Then, for each colour among the returned cards, draw a card one value higher than the card drawn before it.",
        typewriter,
    )])],
};

/// "The next higher value" climbs with each draw: a [7] after the [6], then an
/// [8], and so on (one draw per colour returned). The card's text is the only
/// source; the rules say nothing more.
fn typewriter(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s().hand(e.you));
    let mut colors: Vec<Color> = vec![];
    for &c in &hand {
        cx.return_card(e.you, c)?;
        if !colors.contains(&color(c)) {
            colors.push(color(c));
        }
    }
    cx.draw(e.you, 6)?;
    for i in 0..colors.len() {
        cx.draw(e.you, 7 + i as u8)?;
    }
    Ok(())
}
