//! Necronomicon (Artifacts, age 3, purple): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Necronomicon",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and reveal a [3]. Then, by its colour: yellow, return every card in your hand; green, unsplay each of your piles; red, return every card in your score pile; blue, draw a [9].",
        run!(necronomicon),
    )])],
};

async fn necronomicon(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 3).await? else { return Ok(()) };
    match color(c) {
        Color::Yellow => {
            let hand = cx.hand(e.you);
            cx.return_all(e.you, &hand).await?;
        }
        Color::Green => {
            for col in Color::ALL {
                cx.splay(e.you, col, Splay::None).await?;
            }
        }
        Color::Red => {
            let score = cx.score_pile(e.you);
            cx.return_all(e.you, &score).await?;
        }
        Color::Blue => {
            cx.draw(e.you, 9).await?;
        }
        Color::Purple => {}
    }
    Ok(())
}
