//! Fertilizer (Echoes of the Past, age 7, yellow): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Fertilizer",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect(
            "You may return a card from your hand. If you do, move into your hand every card of the returned card's value from every score pile.",
            run!(fertilizer_return),
        ),
        effect("Pick any value; draw a card of it and foreshadow it.", run!(fertilizer_foreshadow)),
    ])],
};

/// Every score pile: yours too, then the others in turn order.
async fn fertilizer_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(r) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand").await? else { return Ok(()) };
    if !cx.return_card(e.you, r).await? {
        return Ok(());
    }
    let v = age(r);
    for q in cx.s().players_from(e.you) {
        let of_value: Vec<CardId> = cx.score_pile(q).into_iter().filter(|&c| age(c) == v).collect();
        for c in of_value {
            cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
        }
    }
    Ok(())
}

async fn fertilizer_foreshadow(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose a value to draw and foreshadow").await?;
    cx.draw_and_foreshadow(e.you, v).await?;
    Ok(())
}
