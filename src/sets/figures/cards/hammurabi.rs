//! Hammurabi (Figures in the Sand, age 1, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Hammurabi",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DEMAND_BACK],
        ..Variant::new(E3, &[
            inspire("Meld a card from your hand.", run!(hammurabi_inspire)),
            karma("If a player would successfully make a demand of you, first make that same demand of that player, successfully."),
        ])
    }],
};

async fn hammurabi_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Choose a card from your hand to meld").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

/// "Successfully demand something of you": the demand (or compel, a demand for
/// all purposes: 3rd-edition rules, "Compel effects") is about to be executed by
/// the owner, who is affected by it (`Act::Demand`). A "would" karma acts first,
/// before the demand is executed, so its success cannot depend on what the demand
/// will do; the rules and the BGA page say no more about "successfully". The same
/// demand is then executed by the demanding player, with the owner demanding it
/// (no card of the 3rd edition prints two demand or compel effects, so "that same
/// thing" is the card's demand or compel), with a memory of its own ("due to the
/// demand" in the original demand is about that demand only).
const DEMAND_BACK: Hook = Hook {
    name: "if a player would successfully demand something of you, first demand the same of them",
    when: When::Before,
    on: &[ActKind::Demand],
    applies: |_cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::Demand { player, leader, .. }) if player == owner && leader != owner),
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Act::Demand { leader, card, .. }) = (src, *act) else { return Ok(()) };
        let edition = cx.s().edition();
        let Some(e) = crate::cards::effects(card, edition).iter().find(|e| e.kind.is_demand()) else { return Ok(()) };
        cx.push_memory();
        let r = cx.run_effect(e, Exec::new(leader, owner, card), false).await;
        cx.pop_memory();
        r
    }),
};
