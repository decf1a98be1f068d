//! U.S. Declaration of Independence (Artifacts of History, age 6, red): our
//! wording of its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "U.S. Declaration of Independence",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to move your highest card in hand into my hand, your highest card in your score pile into my score pile, and your highest top card bearing a {factory} onto my board!",
        run!(u_s_declaration_of_independence),
    )])],
};

// Three transfers in the order of the text, each a choice only among tied cards.
async fn u_s_declaration_of_independence(cx: &mut Ctx, e: Exec) -> R {
    let to = Intent::Give { to: Some(e.leader) };
    let hand = highest(&cx.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, false, to, "Choose your highest card in hand to hand over").await? {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    let score = highest(&cx.score_pile(e.you));
    if let Some(c) = cx.choose_card(e.you, &score, false, to, "Choose your highest card in your score pile to hand over").await? {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    let tops = highest_top(cx.s(), &top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Factory)));
    if let Some(c) = cx.choose_card(e.you, &tops, false, to, "Choose your highest top card with a factory to hand over").await? {
        cx.transfer_to_board(e.you, c, e.leader).await?;
    }
    Ok(())
}
