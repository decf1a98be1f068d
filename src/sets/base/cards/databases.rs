//! Databases (base set, age 10, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Databases",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand("I demand that you return half of the cards in your score pile, rounding up!", run!(databases))]),
    Variant::new(E4, &[demand(
        "I demand that you return as many cards from your score pile as the value of your highest achievement!",
        run!(databases_4e),
    )])],
};

async fn databases(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    let n = score.len().div_ceil(2);
    let chosen = cx.choose_cards(e.you, &score, n, n, Intent::Return, "Choose half of your score pile (rounded up) to return").await?;
    cx.return_all(e.you, &chosen).await?;
    Ok(())
}
async fn databases_4e(cx: &mut Ctx, e: Exec) -> R {
    // Special achievements have no value: only standard ones count.
    let highest = cx.s().players[e.you as usize].achievements.iter().filter_map(|a| if let Achievement::Card(c) = a { Some(age(*c)) } else { None }).max().unwrap_or(0);
    let score = cx.score_pile(e.you);
    let n = highest as usize;
    let chosen = cx.choose_cards(e.you, &score, n, n, Intent::Return, &format!("Choose {n} cards of your score pile to return")).await?;
    cx.return_all(e.you, &chosen).await?;
    Ok(())
}
