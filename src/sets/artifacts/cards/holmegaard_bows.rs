//! Holmegaard Bows (Artifacts, age 1, red): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Holmegaard Bows",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to move your highest top card that has a {castle} into my hand!", run!(holmegaard_compel)),
        effect("Draw a [2].", run!(holmegaard_draw)),
    ])],
};

async fn holmegaard_compel(cx: &mut Ctx, e: Exec) -> R {
    let with_castle = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Castle));
    let cands = highest(&with_castle);
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose your highest top card with a castle to hand over").await? {
        if cx.transfer(e.you, c, Zone::Hand(e.leader)).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}

async fn holmegaard_draw(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 2).await?;
    Ok(())
}
