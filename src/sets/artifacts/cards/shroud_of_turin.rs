//! Shroud of Turin (Artifacts, age 3, purple): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Shroud of Turin",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return a card from your hand. If you do, return your top card of its colour and a card of its colour from your score pile. If all three were returned, claim an achievement, whether or not you are eligible.",
        run!(shroud_of_turin),
    )])],
};

async fn shroud_of_turin(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(r) = cx.choose_card(e.you, &hand, false, Intent::Return, "Choose a card from your hand to return").await? else { return Ok(()) };
    if !cx.return_card(e.you, r).await? {
        return Ok(());
    }
    let col = color(r);
    let mut returned = 1;
    if let Some(top) = cx.s().top(e.you, col) {
        if cx.return_card(e.you, top).await? {
            returned += 1;
        }
    }
    let score: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| color(c) == col).collect();
    if let Some(s) = cx.choose_card(e.you, &score, false, Intent::Return, "Choose a card of that colour from your score pile to return").await? {
        if cx.return_card(e.you, s).await? {
            returned += 1;
        }
    }
    if returned == 3 {
        // A standard achievement (BGA rules page, "Claim an/any achievement"), any value.
        let cands = by_age_title(&cx.available_achievements(e.you));
        if let Some(a) = cx.choose_card(e.you, &cands, false, Intent::Achieve, "Choose an achievement to claim").await? {
            cx.achieve(e.you, a).await?;
        }
    }
    Ok(())
}
