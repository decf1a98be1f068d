//! Typewriter (Echoes of the Past, age 7, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Typewriter",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Return every card in your hand and draw a [6]. Then draw one card for each colour among the returned cards, each of the next higher value: a 7, then an 8, and so on.",
        run!(typewriter),
    )])],
};

/// "The next higher value" climbs with each draw: a 7 after the [6], then an 8,
/// and so on (one draw per colour returned). The rules say nothing more; the
/// 4th-edition text climbs too ("one higher than the highest card in your hand").
/// Only the 6 is printed in a value box: the values after it climb from the 6 as
/// karma counts it (a 10 under Albert Einstein, then an 11).
async fn typewriter(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let mut colors: Vec<Color> = vec![];
    for &c in &hand {
        if cx.return_card(e.you, c).await? && !colors.contains(&color(c)) {
            colors.push(color(c));
        }
    }
    let six = cx.boxed(6);
    cx.draw(e.you, 6).await?;
    for i in 0..colors.len() {
        cx.draw(e.you, six.saturating_add(1 + i as u8)).await?;
    }
    Ok(())
}
