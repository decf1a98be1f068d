//! GPS (Echoes of the Past, age 10, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "GPS",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you return every card of your forecast!", run!(gps_demand)),
        effect("Three times, draw a [10] and foreshadow it.", run!(gps_foreshadow)),
        effect("You may splay your yellow cards up.", run!(gps_splay)),
    ])],
};

async fn gps_demand(cx: &mut Ctx, e: Exec) -> R {
    let forecast = by_age_title(cx.zone(e.you, "forecast"));
    cx.return_all(e.you, &forecast).await?;
    Ok(())
}

async fn gps_foreshadow(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..3 {
        cx.draw_and_foreshadow(e.you, 10).await?;
    }
    Ok(())
}

async fn gps_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Up).await?;
    Ok(())
}
