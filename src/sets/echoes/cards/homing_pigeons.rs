//! Homing Pigeons (Echoes of the Past, age 3, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Homing Pigeons",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you return two cards from your score pile, each of a value that some card in my hand has!", run!(homing_pigeons_demand)),
        effect("You may splay your red cards or your green cards left.", run!(homing_pigeons_splay)),
    ])],
};

/// A mandatory choice of exactly two (fewer when fewer match: forced; spec rule 3).
async fn homing_pigeons_demand(cx: &mut Ctx, e: Exec) -> R {
    let mine: Vec<u8> = cx.hand(e.leader).iter().map(|&c| age(c)).collect();
    let cands: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| mine.contains(&age(c))).collect();
    let chosen = cx.choose_cards(e.you, &cands, 2, 2, Intent::Return, "Choose two cards of your score pile to return").await?;
    if !cx.return_all(e.you, &chosen).await?.is_empty() {
        cx.memory().demand_hit = true;
    }
    Ok(())
}
async fn homing_pigeons_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red, Color::Green], Splay::Left).await?;
    Ok(())
}
