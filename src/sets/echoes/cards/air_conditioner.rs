//! Air Conditioner (Echoes of the Past, age 8, yellow): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Air Conditioner",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("You may score a card from your hand.", run!(air_conditioner_echo)),
        demand("I demand that you return every card of your score pile whose value equals that of one of your top cards!", run!(air_conditioner_demand)),
    ])],
};

async fn air_conditioner_echo(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Score, "You may score a card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

async fn air_conditioner_demand(cx: &mut Ctx, e: Exec) -> R {
    let tops: Vec<u8> = cx.s().top_cards(e.you).iter().map(|&c| cx.s().value(c)).collect();
    let cards: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| tops.contains(&age(c))).collect();
    cx.return_all(e.you, &cards).await?;
    Ok(())
}
