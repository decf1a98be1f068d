//! Babylonian Chronicles (Artifacts, age 2, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Babylonian Chronicles",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to move one of your top cards that is not red and has a {castle} onto my board!", run!(babylonian_compel)),
        effect("Draw and score a [3].", run!(babylonian_score)),
    ])],
};

async fn babylonian_compel(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Red && cx.s().has_icon(c, Icon::Castle));
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a non-red top card with a castle to hand over").await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}

async fn babylonian_score(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 3).await?;
    Ok(())
}
