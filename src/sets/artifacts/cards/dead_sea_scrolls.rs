//! Dead Sea Scrolls (Artifacts, age 2, purple): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Dead Sea Scrolls",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect("Draw an Artifact of the value of your highest top card.", run!(dead_sea_scrolls))])],
};

async fn dead_sea_scrolls(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.s().highest_top_age(e.you);
    cx.draw_from(e.you, CardSet::Artifacts, v).await?;
    Ok(())
}
