//! Excalibur (Artifacts, age 3, red): our wording of its text, then the code that
//! runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Excalibur",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to move onto my board one of your top cards whose value is higher than that of my top card of its colour!",
        run!(excalibur),
    )])],
};

async fn excalibur(cx: &mut Ctx, e: Exec) -> R {
    // No top card of that colour on my board: its value is 0 (3rd-edition rules,
    // glossary "Value").
    let s = cx.s();
    let cands = top_cards_where(s, e.you, |c| s.value(c) > s.top_value(e.leader, color(c)).unwrap_or(0));
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card higher than the same colour's top card on the compelling player's board to hand over").await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
