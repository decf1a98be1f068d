//! Physics (base set, age 5, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Physics",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect(
        "Draw three [6] cards and show them to everyone. If at least two of those three share a colour, return them together with every other card in your hand; if not, keep them.",
        run!(physics),
    )])],
};

async fn physics(cx: &mut Ctx, e: Exec) -> R {
    let mut drawn = vec![];
    for _ in 0..3 {
        drawn.extend(cx.draw_and_reveal(e.you, 6).await?);
    }
    let same_color = drawn.iter().enumerate().any(|(i, &a)| drawn[i + 1..].iter().any(|&b| color(a) == color(b)));
    if same_color {
        // The drawn cards are in the hand: returning the whole hand returns them too.
        let hand = cx.hand(e.you);
        cx.return_all(e.you, &hand).await?;
    }
    Ok(())
}
