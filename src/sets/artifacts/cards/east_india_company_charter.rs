//! East India Company Charter (Artifacts of History, age 4, red): our wording
//! of its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "East India Company Charter",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Choose any value except [5]. Every card of that value in every score pile is returned. Then draw and score a [5] once for each player who returned at least one card.",
        run!(east_india_company_charter),
    )])],
};

async fn east_india_company_charter(cx: &mut Ctx, e: Exec) -> R {
    let except = cx.boxed(5);
    let values: Vec<u8> = cx.s().rules().values().into_iter().filter(|&v| v != except).collect();
    let v = cx.choose_value(e.you, &values, &format!("Choose a value other than {except}: every card of it in every score pile is returned")).await?;
    // Score piles in turn order from the executing player, each by age then title;
    // each owner returns the cards of their own pile ("each player that returned cards").
    let mut returners = 0;
    for q in cx.s().players_from(e.you) {
        let of_value: Vec<CardId> = cx.score_pile(q).into_iter().filter(|&c| age(c) == v).collect();
        if !cx.return_all(q, &of_value).await?.is_empty() {
            returners += 1;
        }
    }
    for _ in 0..returners {
        cx.draw_and_score(e.you, 5).await?;
    }
    Ok(())
}
