//! Liquid Fire (Echoes of the Past, age 3, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Liquid Fire",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[demand(
        "I demand that you draw a card of value equal to the highest bonus on your board! Move it into my forecast! If it is red, move every card in your hand to my score pile!",
        run!(liquid_fire),
    )])],
};

/// "The highest bonus on your board": the highest visible one, 0 without any (a
/// 1 is drawn). The demanded player draws, by the Echoes draw rule of their own
/// hand. The hand goes over one card at a time (spec rule 7: by age, then title).
async fn liquid_fire(cx: &mut Ctx, e: Exec) -> R {
    let v = crate::rules::query::bonuses(cx.s(), e.you).into_iter().max().unwrap_or(0);
    let Some(c) = cx.draw(e.you, v).await? else { return Ok(()) };
    let Some(forecast) = crate::sets::zone_kind("forecast") else { return Ok(()) };
    if cx.transfer(e.you, c, Zone::Set(forecast, Some(e.leader))).await? {
        cx.memory().demand_hit = true;
    }
    if color(c) == Color::Red {
        for h in cx.hand(e.you) {
            cx.transfer(e.you, h, Zone::Score(e.leader)).await?;
        }
    }
    Ok(())
}
