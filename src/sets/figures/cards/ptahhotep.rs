//! Ptahhotep (Figures in the Sand, age 1, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Ptahhotep",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[TOLL],
        ..Variant::new(E3, &[
            inspire("Score one of your top cards.", run!(ptahhotep_inspire)),
            karma("If a player would successfully make a demand of you, first move the highest card of their score pile into your score pile."),
        ])
    }],
};

async fn ptahhotep_inspire(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Score, "Choose one of your top cards to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// "Successfully demand something of you" as for Hammurabi: the demand or compel
/// is about to be executed by the owner (`Act::Demand`; a "would ... first" karma
/// acts before the demand, so its success cannot depend on the demand's outcome).
/// Highest cards tied: the owner chooses one (they are hidden: `age N`, the same
/// key, so it is not asked).
const TOLL: Hook = Hook {
    name: "if a player would successfully demand something of you, first transfer the highest card of their score pile to yours",
    when: When::Before,
    on: &[ActKind::Demand],
    applies: |_cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::Demand { player, leader, .. }) if player == owner && leader != owner),
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Act::Demand { leader, .. }) = (src, *act) else { return Ok(()) };
        let top = highest(&cx.score_pile(leader));
        if let Some(c) = cx.choose_card(owner, &top, false, Intent::Take, "Choose the highest card of the demanding player's score pile to take into your score pile").await? {
            cx.transfer(owner, c, Zone::Score(owner)).await?;
        }
        Ok(())
    }),
};
