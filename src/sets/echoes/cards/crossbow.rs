//! Crossbow (Echoes of the Past, age 2, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Crossbow",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you move a card from your hand that prints a bonus to my score pile!", run!(crossbow_demand)),
        effect("Move a card from your hand onto the board of any other player.", run!(crossbow)),
    ])],
};

async fn crossbow_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| bonus(c).is_some()).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a card with a bonus to hand over").await? {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
/// The card is chosen first, then the player (spec rule 6: in the order of the
/// text); any other player, teammates too.
async fn crossbow(cx: &mut Ctx, e: Exec) -> R {
    let others: Vec<PlayerId> = cx.s().all_players().into_iter().filter(|&q| q != e.you).collect();
    let to = if others.len() == 1 { Some(others[0]) } else { None };
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Give { to }, "Choose a card from your hand to move onto another player's board").await? else {
        return Ok(());
    };
    let Some(q) = cx.choose_player(e.you, &others, false, Intent::Give { to: None }, &format!("Onto whose board does {} go?", cx.s().title(c))).await? else {
        return Ok(());
    };
    cx.transfer_to_board(e.you, c, q).await?;
    Ok(())
}
