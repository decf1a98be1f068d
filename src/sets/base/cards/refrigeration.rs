//! Refrigeration (base set, age 7, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Refrigeration",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand("I demand that you return half the cards in your hand, rounding down!", run!(refrigeration_demand)),
        effect("You may score one card from your hand.", run!(refrigeration_score)),
    ]),
    Variant::new(E4, &[
        demand("I demand that you return all but one of the cards in your hand!", run!(refrigeration_demand_4e)),
        effect("You may score one card from your hand.", run!(refrigeration_score)),
    ])],
};

async fn refrigeration_demand(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let n = hand.len() / 2;
    let chosen = cx.choose_cards(e.you, &hand, n, n, Intent::Return, "Choose half of your hand to return").await?;
    cx.return_all(e.you, &chosen).await?;
    Ok(())
}
async fn refrigeration_score(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Score, "You may score a card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
async fn refrigeration_demand_4e(cx: &mut Ctx, e: Exec) -> R {
    // "All but one": the answer names the card kept (spec "How effects are asked",
    // rule 4: "For 'all but N' the answer names the N cards kept"; one card is a
    // single prompt, rule 1). The others return in hand order (rule 7).
    let hand = cx.hand(e.you);
    let Some(keep) = cx.choose_card(e.you, &hand, false, Intent::Keep, "Choose the card you keep (the others are returned)").await? else {
        return Ok(());
    };
    let rest: Vec<CardId> = hand.into_iter().filter(|&c| c != keep).collect();
    cx.return_all(e.you, &rest).await?;
    Ok(())
}
