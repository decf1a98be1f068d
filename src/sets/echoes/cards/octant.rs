//! Octant (Echoes of the Past, age 5, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Octant",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you transfer one of your top cards that is not red and has a {leaf} or a {factory} to my board! If you do, draw a [6] and foreshadow it!", run!(octant_demand)),
        effect("Draw a [6] and foreshadow it.", run!(octant)),
    ])],
};

async fn octant_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Red && (cx.s().has_icon(c, Icon::Leaf) || cx.s().has_icon(c, Icon::Factory)));
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card (not red, with a leaf or a factory) to transfer to the demanding player's board").await? else {
        return Ok(());
    };
    if cx.transfer_to_board(e.you, c, e.leader).await? {
        cx.draw_and_foreshadow(e.you, 6).await?;
    }
    Ok(())
}

async fn octant(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 6).await?;
    Ok(())
}
