//! Katana (Echoes of the Past, age 3, red): our wording of its 3rd-edition text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Katana",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[demand(
        "I demand that you move two of your top cards that have a {castle} to my score pile! If you moved any, draw a card of value equal to how many {castle}s those cards have in all, and move it into my forecast!",
        run!(katana),
    )])],
};

/// Two of the top cards with a castle: a mandatory choice of exactly two (fewer
/// when fewer exist: forced, not asked; spec rule 3), moved in the order chosen.
/// The castles are all those the moved cards print. The demanded player draws.
async fn katana(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Castle));
    let chosen = cx.choose_cards(e.you, &cands, 2, 2, Intent::Give { to: Some(e.leader) }, "Choose two top cards with a castle to hand over").await?;
    let mut castles = 0;
    let mut moved = false;
    for c in chosen {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            moved = true;
            castles += cx.s().card_icon_count(c, Icon::Castle);
        }
    }
    if !moved {
        return Ok(());
    }
    cx.memory().demand_hit = true;
    let Some(d) = cx.draw(e.you, castles as u8).await? else { return Ok(()) };
    let Some(forecast) = crate::sets::zone_kind("forecast") else { return Ok(()) };
    cx.transfer(e.you, d, Zone::Set(forecast, Some(e.leader))).await?;
    Ok(())
}
