//! Colt Paterson Revolver (Artifacts of History, age 7, yellow): our wording of
//! its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Colt Paterson Revolver",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to reveal every card in your hand! Draw a [7]! If another card in your hand has the drawn card's colour, return every card in your hand and in your score pile!",
        run!(colt),
    )])],
};

async fn colt(cx: &mut Ctx, e: Exec) -> R {
    for c in cx.hand(e.you) {
        cx.reveal(e.you, c).await?;
    }
    let Some(d) = cx.draw(e.you, 7).await? else { return Ok(()) };
    let hit = cx.hand(e.you).iter().any(|&c| c != d && color(c) == color(d));
    if hit {
        let hand = cx.hand(e.you);
        cx.return_all(e.you, &hand).await?;
        let score = cx.score_pile(e.you);
        cx.return_all(e.you, &score).await?;
    }
    Ok(())
}
