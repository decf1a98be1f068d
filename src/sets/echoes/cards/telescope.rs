//! Telescope (Echoes of the Past, age 4, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;
use crate::rules::achievements::can_achieve;

pub static CARD: CardDef = CardDef {
    name: "Telescope",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [5] and foreshadow it.", run!(telescope_echo)),
        effect("You may put a card from your forecast back on top of its deck. If you do, achieve a card from your forecast if you are eligible to achieve it.", run!(telescope)),
    ])],
};

async fn telescope_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 5).await?;
    Ok(())
}

/// "If you meet the requirements": the score and top-card requirements of a
/// standard achievement of the card's value (3rd-edition rules, "Echoes of the
/// Past", achievements: duplicates need more points).
async fn telescope(cx: &mut Ctx, e: Exec) -> R {
    let forecast = by_age_title(cx.zone(e.you, "forecast"));
    let Some(c) = cx.choose_card(e.you, &forecast, true, Intent::Transfer, "You may put a card from your forecast on top of its deck").await? else {
        return Ok(());
    };
    let f = crate::cards::facts(c);
    let deck = Zone::Deck(f.set, f.age);
    if !cx.transfer(e.you, c, deck).await? {
        return Ok(());
    }
    let eligible: Vec<CardId> = by_age_title(cx.zone(e.you, "forecast")).into_iter().filter(|&x| can_achieve(cx.s(), e.you, x)).collect();
    if let Some(a) = cx.choose_card(e.you, &eligible, false, Intent::Achieve, "Achieve a card from your forecast").await? {
        cx.achieve(e.you, a).await?;
    }
    Ok(())
}
