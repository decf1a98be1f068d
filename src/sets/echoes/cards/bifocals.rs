//! Bifocals (Echoes of the Past, age 6, blue): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Bifocals",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Choose any value; draw a card of that value and foreshadow it.", run!(bifocals_echo)),
        effect("You may return a card from your forecast. If you do, draw a card of the returned card's value and foreshadow it.", run!(bifocals)),
        effect("You may splay your green cards right.", run!(bifocals_splay)),
    ])],
};

async fn bifocals_echo(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose a value: draw a card of that value and foreshadow it").await?;
    cx.draw_and_foreshadow(e.you, v).await?;
    Ok(())
}

async fn bifocals(cx: &mut Ctx, e: Exec) -> R {
    let forecast = by_age_title(cx.zone(e.you, "forecast"));
    let Some(c) = cx.choose_card(e.you, &forecast, true, Intent::Return, "You may return a card from your forecast (and draw and foreshadow a card of its value)").await? else {
        return Ok(());
    };
    if cx.return_card(e.you, c).await? {
        cx.draw_and_foreshadow(e.you, age(c)).await?;
    }
    Ok(())
}

async fn bifocals_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Right).await?;
    Ok(())
}
