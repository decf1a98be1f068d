//! Luna 3 (Artifacts of History, age 9, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Luna 3",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return every card of your score pile. Draw a card whose value is the number of cards returned, and score it.",
        run!(luna_3),
    )])],
};

async fn luna_3(cx: &mut Ctx, e: Exec) -> R {
    let scored = cx.score_pile(e.you);
    let n = cx.return_all(e.you, &scored).await?.len();
    // None returned: a 0, so a 1 (BGA rules page, "Draw [and ...]": "there are no 0
    // supply piles ... you skip up to 1"); more than 10: the draw ends the game.
    cx.draw_and_score(e.you, n.min(u8::MAX as usize) as u8).await?;
    Ok(())
}
