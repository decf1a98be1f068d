//! Syncom 3 (Artifacts of History, age 9, green): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Syncom 3",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return every card of your hand. Draw five [9] and reveal them. If the revealed cards are of all five colours, you win.",
        run!(syncom),
    )])],
};

async fn syncom(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    cx.return_all(e.you, &hand).await?;
    let mut colors: Vec<Color> = vec![];
    for _ in 0..5 {
        if let Some(c) = cx.draw_and_reveal(e.you, 9).await? {
            if !colors.contains(&color(c)) {
                colors.push(color(c));
            }
        }
    }
    if colors.len() == 5 {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
