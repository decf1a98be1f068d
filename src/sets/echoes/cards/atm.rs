//! ATM (Echoes of the Past, age 9, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "ATM",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Pick any value; draw a card of it and score it.", run!(atm_echo)),
        demand("I demand that you move your highest top card that is not yellow and has no {crown} onto my board!", run!(atm_demand)),
        effect("You may splay your purple cards up.", run!(atm_splay)),
    ])],
};

async fn atm_echo(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose a value to draw and score").await?;
    cx.draw_and_score(e.you, v).await?;
    Ok(())
}

async fn atm_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands = highest_top(cx.s(), &top_cards_where(cx.s(), e.you, |c| color(c) != Color::Yellow && !cx.s().has_icon(c, Icon::Crown)));
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose your highest non-yellow top card without a crown to hand over").await? {
        cx.transfer_to_board(e.you, c, e.leader).await?;
    }
    Ok(())
}

async fn atm_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Purple], Splay::Up).await?;
    Ok(())
}
