//! Candles (Echoes of the Past, age 1, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Candles",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("If each other player's score is higher than yours, draw a [3].", run!(candles_echo)),
        demand("I demand that you move a card with a {castle} from your hand into my hand! If you do, draw a [1]!", run!(candles_demand)),
    ])],
};

/// "Every other player": teammates too.
async fn candles_echo(cx: &mut Ctx, e: Exec) -> R {
    let mine = cx.score_of(e.you);
    let others: Vec<PlayerId> = cx.s().all_players().into_iter().filter(|&q| q != e.you).collect();
    if others.iter().all(|&q| cx.score_of(q) > mine) {
        cx.draw(e.you, 3).await?;
    }
    Ok(())
}
async fn candles_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a card with a castle to hand over").await? else {
        return Ok(());
    };
    if !cx.transfer(e.you, c, Zone::Hand(e.leader)).await? {
        return Ok(());
    }
    cx.memory().demand_hit = true;
    cx.draw(e.you, 1).await?;
    Ok(())
}
