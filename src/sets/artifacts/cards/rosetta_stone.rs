//! Rosetta Stone (Artifacts, age 2, blue): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Rosetta Stone",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Choose a type of card and draw two [2] of that type. Meld one of them and move the other onto the board of an opponent.",
        run!(rosetta_stone),
    )])],
};

async fn rosetta_stone(cx: &mut Ctx, e: Exec) -> R {
    let set = cx.choose_card_type(e.you, "Choose the type of the two 2s to draw").await?;
    let mut drawn = vec![];
    for _ in 0..2 {
        drawn.extend(cx.draw_chosen_type(e.you, set, 2).await?);
    }
    // The second draw may set off a karma that moves the first card out of the
    // hand first (Rhazes tucks a card of the value drawn, Hatshepsut returns the
    // hand): only the drawn cards still in the hand are melded or moved
    // (3rd-edition rules, Figures, "Would" karma effects).
    let cands: Vec<CardId> = by_age_title(&drawn).into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
    let Some(m) = cx.choose_card(e.you, &cands, false, Intent::Meld, "Choose the drawn card to meld (the other goes to an opponent's board)").await? else { return Ok(()) };
    cx.meld(e.you, m).await?;
    let Some(other) = drawn.iter().copied().find(|&c| c != m && cx.s().in_hand(e.you, c)) else { return Ok(()) };
    let opponents = cx.s().opponents(e.you);
    if let Some(q) = cx.choose_player(e.you, &opponents, false, Intent::Give { to: None }, &format!("Choose the opponent whose board receives {}", cx.s().title(other))).await? {
        cx.transfer_to_board(e.you, other, q).await?;
    }
    Ok(())
}
