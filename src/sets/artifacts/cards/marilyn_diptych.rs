//! Marilyn Diptych (Artifacts of History, age 9, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Marilyn Diptych",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "You may score a card from your hand. You may move any card of your score pile into your hand. If your score is now exactly 25, you win.",
        run!(diptych),
    )])],
};

async fn diptych(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Score, "You may score a card of your hand").await? {
        cx.score(e.you, c).await?;
    }
    let scored = cx.score_pile(e.you);
    if let Some(c) = cx.choose_card(e.you, &scored, true, Intent::Transfer, "You may move a card of your score pile into your hand").await? {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    // The score as the rules count it (visible bonuses included).
    if cx.score_of(e.you) == 25 {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
