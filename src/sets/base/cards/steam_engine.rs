//! Steam Engine (base set, age 5, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Steam Engine",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("Draw two [4] cards and tuck each of them, then score the bottom card of your yellow pile.", run!(steam_engine))]),
    Variant::new(E4, &[effect(
        "Draw two [4] cards and tuck each of them. Score the bottom card of your yellow pile. If that card is Steam Engine, junk every card in the [6] deck.",
        run!(steam_engine_4e),
    )])],
};

async fn steam_engine(cx: &mut Ctx, e: Exec) -> R {
    tuck_two_score_bottom(cx, e).await?;
    Ok(())
}
async fn steam_engine_4e(cx: &mut Ctx, e: Exec) -> R {
    if tuck_two_score_bottom(cx, e).await? == Some(e.card) {
        cx.junk_deck(e.you, CardSet::Base, 6).await?;
    }
    Ok(())
}
/// Draw and tuck two 4s, then score the bottom yellow card (returned).
async fn tuck_two_score_bottom(cx: &mut Ctx, e: Exec) -> R<Option<CardId>> {
    cx.draw_and_tuck(e.you, 4).await?;
    cx.draw_and_tuck(e.you, 4).await?;
    let bottom = cx.s().pile(e.you, Color::Yellow).bottom();
    if let Some(c) = bottom {
        cx.score(e.you, c).await?;
    }
    Ok(bottom)
}
