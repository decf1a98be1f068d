//! Banking (base set, age 5, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Banking",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        demand(
            "I demand that you move one of your top cards that is not green and has a {factory} from your board onto my board. If you do, draw a [5] and score it!",
            run!(banking_demand),
        ),
        effect("You may splay your green cards to the right.", run!(banking_splay)),
    ])],
};

async fn banking_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> =
        cx.s().top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Green && cx.s().has_icon(c, Icon::Factory)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top non-green card with a factory to hand over").await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.draw_and_score(e.you, 5).await?;
        }
    }
    Ok(())
}
async fn banking_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Right).await?;
    Ok(())
}
