//! City States (base set, age 1, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "City States",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that, if you have four or more {castle} on your board, you move a top card with a {castle} from your board to my board! If you do, draw a [1]!",
        run!(city_states),
    )]),
    // "if you have four {castle}": four or more. The 4th edition writes "exactly"
    // where it means exactly (Masonry: "exactly three red cards"), as the 3rd wrote
    // "at least four" here.
    Variant::new(E4, &[demand(
        "I demand that, if you have four {castle} on your board, you move a top card with {castle} from your board to my board! If you do, draw a [1]!",
        run!(city_states),
    )])],
};

async fn city_states(cx: &mut Ctx, e: Exec) -> R {
    if cx.icon_count(e.you, Icon::Castle) < 4 {
        return Ok(());
    }
    let cands: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card with a castle to hand over").await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.draw(e.you, 1).await?;
        }
    }
    Ok(())
}
