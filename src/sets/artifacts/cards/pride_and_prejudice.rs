//! Pride and Prejudice (Artifacts of History, age 6, yellow): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Pride and Prejudice",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and meld a [6]. If no colour has fewer visible cards on your board than the colour of the card drawn (ties allowed), score the melded card and do this effect again.",
        run!(pride_and_prejudice),
    )])],
};

// Counted after the meld, over the five colours: a colour without cards has 0
// visible cards on the board, so it is then the one with the fewest (as a missing
// card's value is 0: 3rd-edition rules, glossary "Value"). Visible cards are all
// those of a splayed pile, else the top card (glossary "Visible").
async fn pride_and_prejudice(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_meld(e.you, 6).await? else { return Ok(()) };
        let fewest = Color::ALL.iter().map(|&col| cx.s().visible_cards(e.you, col)).min().unwrap_or(0);
        if cx.s().visible_cards(e.you, color(c)) != fewest || !matches!(cx.s().loc(c), Some(Zone::Board(p, _)) if p == e.you) {
            return Ok(());
        }
        cx.score(e.you, c).await?;
    }
    Ok(())
}
