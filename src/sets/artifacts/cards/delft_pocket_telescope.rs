//! Delft Pocket Telescope (Artifacts of History, age 4, blue): our wording of
//! its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Delft Pocket Telescope",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return one card from your score pile. If you do, draw a [5] and a [6], then reveal one of those two that shares an icon with the returned card. If neither does, return both drawn cards and do this effect again.",
        run!(delft_pocket_telescope),
    )])],
};

/// Do two cards have a standard icon in common? (The hexagon image is not a
/// symbol: every card has one.)
fn share_icon(cx: &Ctx, a: CardId, b: CardId) -> bool {
    Icon::ALL.iter().any(|&i| cx.s().has_icon(a, i) && cx.s().has_icon(b, i))
}

async fn delft_pocket_telescope(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let score = cx.score_pile(e.you);
        let Some(returned) = cx.choose_card(e.you, &score, false, Intent::Return, "Return a card from your score pile").await? else { return Ok(()) };
        if !cx.return_card(e.you, returned).await? {
            return Ok(());
        }
        let mut drawn = vec![];
        drawn.extend(cx.draw(e.you, 5).await?);
        drawn.extend(cx.draw(e.you, 6).await?);
        // The draw of the 6 may set off a karma that moves the first card out of
        // the hand first (Rhazes tucks a card of the value drawn: a 6, when the 5s
        // are gone); the effect goes on with the cards where they now are
        // (3rd-edition rules, Figures, "Would" karma effects): only the drawn
        // cards still in the hand are revealed or returned.
        let drawn: Vec<CardId> = drawn.into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
        let matching: Vec<CardId> = drawn.iter().copied().filter(|&c| share_icon(cx, c, returned)).collect();
        if let Some(c) = cx.choose_card(e.you, &matching, false, Intent::Reveal, "Reveal a drawn card that shares an icon with the returned card").await? {
            cx.reveal(e.you, c).await?;
            return Ok(());
        }
        // "If you cannot": both drawn cards go back, in the order drawn, and the effect repeats.
        cx.return_all(e.you, &drawn).await?;
    }
    Ok(())
}
