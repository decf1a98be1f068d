//! Almanac (Echoes of the Past, age 3, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Almanac",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [4] and foreshadow it.", run!(almanac_echo)),
        effect("You may return a card from your forecast that prints a bonus. If you do, draw a card of value one more than that bonus and score it.", run!(almanac)),
    ])],
};

async fn almanac_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 4).await?;
    Ok(())
}
async fn almanac(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = by_age_title(cx.zone(e.you, "forecast")).into_iter().filter(|&c| bonus(c).is_some()).collect();
    let Some(c) = cx.choose_card(e.you, &cands, true, Intent::Return, "You may return a card with a bonus from your forecast").await? else { return Ok(()) };
    if cx.return_card(e.you, c).await? {
        if let Some(v) = bonus(c) {
            cx.draw_and_score(e.you, v + 1).await?;
        }
    }
    Ok(())
}
