//! Compass (base set, age 3, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Compass",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that you move a top card that is not green and shows a {leaf} from your board onto my board, and after that move a top card showing no {leaf} from my board onto your board!",
        run!(compass),
    )]),
    Variant::new(E4, &[demand(
        "I demand that you move a top card that is not green and shows {leaf} from your board onto my board, and after that move a top card showing no {leaf} from my board onto your board!",
        run!(compass),
    )])],
};

async fn compass(cx: &mut Ctx, e: Exec) -> R {
    let give = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Green && cx.s().has_icon(c, Icon::Leaf));
    if let Some(c) = cx.choose_card(e.you, &give, false, Intent::Give { to: Some(e.leader) }, "Choose a top non-green card with a leaf to hand over").await? {
        cx.transfer_to_board(e.you, c, e.leader).await?;
    }
    // "and then": the second part does not depend on the first, and looks at the
    // leader's board as it is now.
    let take = top_cards_where(cx.s(), e.leader, |c| !cx.s().has_icon(c, Icon::Leaf));
    if let Some(c) = cx.choose_card(e.you, &take, false, Intent::Take, "Choose a top card without a leaf to take").await? {
        cx.transfer_to_board(e.you, c, e.you).await?;
    }
    Ok(())
}
