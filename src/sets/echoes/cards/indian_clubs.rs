//! Indian Clubs (Echoes of the Past, age 6, purple): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Indian Clubs",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you return two cards from your score pile!", run!(indian_clubs_demand)),
        effect("For each value among the cards of your score pile, score a card of that value from your hand.", run!(indian_clubs)),
    ])],
};

async fn indian_clubs_demand(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    let chosen = cx.choose_cards(e.you, &score, 2, 2, Intent::Return, "Return two cards from your score pile").await?;
    cx.return_all(e.you, &chosen).await?;
    Ok(())
}

/// The values are those of the score pile when the effect starts, taken in
/// increasing order (a card scored from the hand adds no new value).
async fn indian_clubs(cx: &mut Ctx, e: Exec) -> R {
    let mut values: Vec<u8> = cx.score_pile(e.you).iter().map(|&c| age(c)).collect();
    crate::sort::sort(&mut values);
    values.dedup();
    for v in values {
        let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) == v).collect();
        if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, &format!("Score a card of value {v} from your hand")).await? {
            cx.score(e.you, c).await?;
        }
    }
    Ok(())
}
