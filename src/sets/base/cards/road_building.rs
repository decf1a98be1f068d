//! Road Building (base set, age 2, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Road Building",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "Meld one card or two cards from your hand. If two were melded, you may move your top red card to the board of another player. If you do, move that player's top green card to your board.",
        run!(road_building),
    )]),
    Variant::new(E4, &[effect(
        "Meld one card or two cards from your hand. If you meld two, you may move your top red card to the board of another player. If you do, meld that player's top green card.",
        run!(road_building_4e),
    )])],
};

async fn road_building(cx: &mut Ctx, e: Exec) -> R {
    meld_then_swap(cx, e, false).await
}
async fn road_building_4e(cx: &mut Ctx, e: Exec) -> R {
    meld_then_swap(cx, e, true).await
}
/// The 3rd edition transfers the other player's top green card to your board; the
/// 4th melds it.
async fn meld_then_swap(cx: &mut Ctx, e: Exec, meld_green: bool) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 1, 2, Intent::Meld, "Meld one or two cards from your hand").await?;
    // A card that a karma set off by the first meld has taken out of the hand
    // is not melded again; only the cards this effect melds count.
    let melded = cx.meld_all(e.you, &chosen).await?.len();
    if melded < 2 {
        return Ok(());
    }
    let Some(red) = cx.s().top(e.you, Color::Red) else { return Ok(()) };
    // "Another player" includes a teammate.
    let others: Vec<PlayerId> = cx.s().players_from(e.you + 1).into_iter().filter(|&q| q != e.you).collect();
    if let Some(q) = cx.choose_player(e.you, &others, true, Intent::Give { to: None }, "You may move your top red card to another player's board").await? {
        if !cx.transfer_to_board(e.you, red, q).await? {
            return Ok(());
        }
        if let Some(green) = cx.s().top(q, Color::Green) {
            if meld_green {
                cx.meld(e.you, green).await?;
            } else {
                cx.transfer_to_board(e.you, green, e.you).await?;
            }
        }
    }
    Ok(())
}
