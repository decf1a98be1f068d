//! Barometer (Echoes of the Past, age 4, yellow): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Barometer",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Move a [5] from your forecast into your hand.", run!(barometer_echo)),
        effect("Choose a bonus on any player's board; draw a card of its value plus two and foreshadow it.", run!(barometer_draw)),
        effect("You may return every card of your forecast. If one of them was blue, claim the Destiny achievement.", run!(barometer_return)),
    ])],
};

async fn barometer_echo(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.boxed(5);
    let fives: Vec<CardId> = by_age_title(cx.zone(e.you, "forecast")).into_iter().filter(|&c| age(c) == v).collect();
    if let Some(c) = cx.choose_card(e.you, &fives, false, Intent::Transfer, &format!("Move a {v} from your forecast into your hand")).await? {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}

/// The bonus is chosen by its value (a visible bonus: 3rd-edition rules,
/// "Bonuses": a bonus counts while visible); nothing happens without one.
async fn barometer_draw(cx: &mut Ctx, e: Exec) -> R {
    let mut values: Vec<u8> = vec![];
    for q in cx.s().players_from(e.you) {
        values.extend(crate::rules::query::bonuses(cx.s(), q));
    }
    crate::sort::sort(&mut values);
    values.dedup();
    if values.is_empty() {
        return Ok(());
    }
    let v = cx.choose_value(e.you, &values, "Choose a bonus on any board: you draw a card of its value plus two and foreshadow it").await?;
    cx.draw_and_foreshadow(e.you, v + 2).await?;
    Ok(())
}

/// Spec rule 4: an optional effect on a fixed set is a yes/no; the cards go one
/// at a time by value, then title.
async fn barometer_return(cx: &mut Ctx, e: Exec) -> R {
    let forecast = by_age_title(cx.zone(e.you, "forecast"));
    if forecast.is_empty() || !cx.yes_no_on(e.you, Intent::Return, &forecast, "Return every card of your forecast?").await? {
        return Ok(());
    }
    let mut blue = false;
    for c in forecast {
        blue |= cx.return_card(e.you, c).await? && color(c) == Color::Blue;
    }
    if blue {
        cx.claim_special(e.you, "Destiny").await?;
    }
    Ok(())
}
