//! Perfume (Echoes of the Past, age 1, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Perfume",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [1] and tuck it.", run!(perfume_echo)),
        demand(
            "I demand that you move one of your top cards whose value differs from the value of every top card on my board onto my board! If you do, draw a card of the same value as that card and meld it!",
            run!(perfume_demand),
        ),
    ])],
};

async fn perfume_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 1).await?;
    Ok(())
}

/// The demanded player ("you") draws and melds: every order of a demand is given
/// to the demanded player.
async fn perfume_demand(cx: &mut Ctx, e: Exec) -> R {
    let mine: Vec<u8> = cx.s().top_cards(e.leader).iter().map(|&c| cx.s().value(c)).collect();
    let cands = top_cards_where(cx.s(), e.you, |c| !mine.contains(&cx.s().value(c)));
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card to move onto the demanding player's board").await? else {
        return Ok(());
    };
    if !cx.transfer_to_board(e.you, c, e.leader).await? {
        return Ok(());
    }
    cx.memory().demand_hit = true;
    let v = cx.s().value(c);
    cx.draw_and_meld(e.you, v).await?;
    Ok(())
}
