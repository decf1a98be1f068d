//! Higgs Boson (Artifacts of History, age 10, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Higgs Boson",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect("Move every card of your board into your score pile.", run!(higgs))])],
};

async fn higgs(cx: &mut Ctx, e: Exec) -> R {
    // Pile by pile in colour order, each top first (rule 7).
    let all: Vec<CardId> = Color::ALL.iter().flat_map(|&col| cx.s().pile(e.you, col).cards().iter().rev().copied().collect::<Vec<_>>()).collect();
    for c in all {
        cx.transfer(e.you, c, Zone::Score(e.you)).await?;
    }
    Ok(())
}
