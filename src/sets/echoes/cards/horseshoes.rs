//! Horseshoes (Echoes of the Past, age 2, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Horseshoes",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [2] and foreshadow it.", run!(horseshoes_echo)),
        demand(
            "I demand that you move one of your top cards that has neither a {castle} nor a {factory} onto my board! If you do, draw a [2] and meld it!",
            run!(horseshoes_demand),
        ),
    ])],
};

async fn horseshoes_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 2).await?;
    Ok(())
}
/// The demanded player ("you") draws and melds: every order of a demand is given
/// to the demanded player.
async fn horseshoes_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| !cx.s().has_icon(c, Icon::Castle) && !cx.s().has_icon(c, Icon::Factory));
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card without a castle or factory to move onto the demanding player's board").await? else {
        return Ok(());
    };
    if !cx.transfer_to_board(e.you, c, e.leader).await? {
        return Ok(());
    }
    cx.memory().demand_hit = true;
    cx.draw_and_meld(e.you, 2).await?;
    Ok(())
}
