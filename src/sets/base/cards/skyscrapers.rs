//! Skyscrapers (base set, age 8, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Skyscrapers",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that you transfer a top card with a {clock} that is not yellow from your board to my board! If you do, score the card under it, then return every other card of that pile!",
        run!(skyscrapers),
    )]),
    Variant::new(E4, &[demand(
        "I demand that you transfer a top card with {clock} that is not yellow from your board to my board! If you do, score the card under it, return every other card of that colour of yours, and move Skyscrapers into my hand if it is a top card!",
        run!(skyscrapers_4e),
    )])],
};

async fn skyscrapers(cx: &mut Ctx, e: Exec) -> R {
    skyscrapers_move(cx, e).await?;
    Ok(())
}
/// The part both editions share; whether a card was transferred.
async fn skyscrapers_move(cx: &mut Ctx, e: Exec) -> R<bool> {
    let cands: Vec<CardId> =
        cx.s().top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Yellow && cx.s().has_icon(c, Icon::Clock)).collect();
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card to hand over").await? else { return Ok(false) };
    let col = color(c);
    if !cx.transfer_to_board(e.you, c, e.leader).await? {
        return Ok(false);
    }
    // The card that was under it is now the top of the pile: the vulnerable player scores it.
    let under = cx.s().top(e.you, col);
    if let Some(under) = under {
        cx.score(e.you, under).await?;
    }
    // "All other cards" of the pile, top first (spec rule 7): not the card beneath,
    // which a karma may have left there instead of scoring it (Yi Sun-Sin, Saladin).
    let rest: Vec<CardId> = cx.s().pile(e.you, col).cards().iter().rev().copied().filter(|&x| Some(x) != under).collect();
    cx.return_all(e.you, &rest).await?;
    Ok(true)
}
async fn skyscrapers_4e(cx: &mut Ctx, e: Exec) -> R {
    if !skyscrapers_move(cx, e).await? {
        return Ok(());
    }
    if let Some(Zone::Board(q, col)) = cx.s().loc(e.card) {
        if cx.s().top(q, col) == Some(e.card) {
            cx.transfer(e.you, e.card, Zone::Hand(e.leader)).await?;
        }
    }
    Ok(())
}
