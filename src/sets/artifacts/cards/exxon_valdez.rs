//! Exxon Valdez (Artifacts of History, age 10, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Exxon Valdez",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to remove from the game every card of your hand, score pile, board and achievements! You lose! If a single player is left in the game, that player wins!",
        run!(exxon),
    )])],
};

async fn exxon(cx: &mut Ctx, e: Exec) -> R {
    let p = e.you;
    let mut all = cx.hand(p);
    all.extend(cx.score_pile(p));
    for col in Color::ALL {
        all.extend(cx.s().pile(p, col).cards().iter().rev().copied());
    }
    // Achievement cards: standard ones and relics (special achievements, which are
    // not cards of a deck, leave the game with the player: `Ctx::lose`).
    all.extend(crate::sets::artifacts::claimed_cards(cx.s(), p));
    for c in all {
        cx.remove(p, c).await?;
    }
    // The player leaves the game; the last player (or team) left wins at once
    // (`Ctx::lose`: in a team game a team plays as one side, and "an individual
    // player winning grants that victory to their team", 3rd-edition rules, "Team
    // Play").
    cx.lose(p).await
}
