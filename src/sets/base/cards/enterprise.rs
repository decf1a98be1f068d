//! Enterprise (base set, age 4, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Enterprise",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        demand(
            "I demand that you move a top card that is not purple and shows a {crown} from your board onto my board! If you do, draw a [4] and meld it!",
            run!(enterprise_demand),
        ),
        effect("You may splay your green cards to the right.", run!(enterprise_splay)),
    ])],
};

async fn enterprise_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Purple && cx.s().has_icon(c, Icon::Crown));
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top non-purple card with a crown to hand over").await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.draw_and_meld(e.you, 4).await?;
        }
    }
    Ok(())
}
async fn enterprise_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Right).await?;
    Ok(())
}
