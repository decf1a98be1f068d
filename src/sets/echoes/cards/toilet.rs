//! Toilet (Echoes of the Past, age 4, purple): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Toilet",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [4] and tuck it.", run!(toilet_echo)),
        demand("I demand that you return every card of your score pile whose value equals the highest bonus on my board!", run!(toilet_demand)),
        effect("You may return a card from your hand and draw a card of its value.", run!(toilet)),
    ])],
};

async fn toilet_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 4).await?;
    Ok(())
}

/// The highest visible bonus of the demanding player's board; none, no return.
async fn toilet_demand(cx: &mut Ctx, e: Exec) -> R {
    let Some(high) = crate::rules::query::bonuses(cx.s(), e.leader).into_iter().max() else {
        return Ok(());
    };
    let cs: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) == high).collect();
    cx.return_all(e.you, &cs).await?;
    Ok(())
}

async fn toilet(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand (and draw a card of its value)").await? else {
        return Ok(());
    };
    if cx.return_card(e.you, c).await? {
        cx.draw(e.you, age(c)).await?;
    }
    Ok(())
}
