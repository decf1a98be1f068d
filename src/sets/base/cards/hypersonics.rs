//! Hypersonics (base set, age 11, green; 4th edition only): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Hypersonics",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[demand(
        "I demand that you return exactly two of your top cards, of different colours and equal value! If you do, return every card in your hand and score pile whose value is that value or lower!",
        run!(hypersonics),
    )])],
};

async fn hypersonics(cx: &mut Ctx, e: Exec) -> R {
    // Top cards are one per colour, so any two differ in colour; two of equal value
    // are needed, and nothing less counts ("exactly two").
    let tops = cx.s().top_cards(e.you);
    let pair = cx.choose_same_value(e.you, &tops, 2, Intent::Return, "Choose two top cards of the same value to return").await?;
    let [a, _] = pair[..] else { return Ok(()) };
    if cx.return_all(e.you, &pair).await?.len() < 2 {
        return Ok(());
    }
    let v = age(a);
    let hand: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) <= v).collect();
    cx.return_all(e.you, &hand).await?;
    let score: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) <= v).collect();
    cx.return_all(e.you, &score).await?;
    Ok(())
}
