//! Hunt-Lenox Globe (Artifacts of History, age 4, green): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Hunt-Lenox Globe",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "If your hand holds under four cards, return each of your top cards that is not green. Draw a [5] for every card returned. Meld one card from your hand.",
        run!(hunt_lenox_globe),
    )])],
};

// The condition governs its own sentence only: the draws count the cards returned
// (none when the hand held four or more) and the meld is done in any case. Each
// sentence of an effect is an instruction of its own; an "if" clause reaches no
// further than its sentence (as in "[Do X]. If you do, [Y]", BGA rules page,
// "Clarifications": the condition belongs to its sentence).
async fn hunt_lenox_globe(cx: &mut Ctx, e: Exec) -> R {
    let mut returned = 0;
    if cx.hand(e.you).len() < 4 {
        let tops = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Green);
        returned = cx.return_all(e.you, &tops).await?.len();
    }
    for _ in 0..returned {
        cx.draw(e.you, 5).await?;
    }
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Meld a card from your hand").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}
