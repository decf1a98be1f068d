//! Mjolnir Amulet (Artifacts, age 3, red): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Mjolnir Amulet",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to choose one of your top cards! Move every card of its colour on your board into my score pile!",
        run!(mjolnir_amulet),
    )])],
};

async fn mjolnir_amulet(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Give { to: Some(e.leader) }, "Choose a top card: every card of its colour goes to the compelling player's score pile").await? else { return Ok(()) };
    // The pile top first (spec rule 7).
    let pile: Vec<CardId> = cx.s().pile(e.you, color(c)).cards().iter().rev().copied().collect();
    for x in pile {
        if cx.transfer(e.you, x, Zone::Score(e.leader)).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
