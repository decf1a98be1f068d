//! Pressure Cooker (Echoes of the Past, age 5, yellow): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Pressure Cooker",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Return every card in your hand. Then, for each of your top cards that has a bonus, draw a card of that bonus's value.",
        run!(pressure_cooker),
    )])],
};

/// The draws go one at a time (the Echoes draw rule is checked for each), in the
/// order of the board's colours: red, yellow, green, blue, purple.
async fn pressure_cooker(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    cx.return_all(e.you, &hand).await?;
    let values: Vec<u8> = Color::ALL.iter().filter_map(|&col| cx.s().top(e.you, col)).filter_map(bonus).collect();
    for v in values {
        cx.draw(e.you, v).await?;
    }
    Ok(())
}
