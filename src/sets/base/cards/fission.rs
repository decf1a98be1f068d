//! Fission (base set, age 9, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Fission",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[
            demand(
                "I demand that you draw a [10]! If that card is red, every player's hand, board and score pile is removed from the game, and this dogma action ends at once!",
                run!(fission_demand),
            ),
            effect("Return one top card, not Fission, from the board of any player. Draw a [10].", run!(fission_return)),
        ]),
        Variant::new(E1, &[
            demand(
                "I demand that you draw a [10]! If that card is red, every player's hand, board and score pile is removed from the game, and this dogma action ends at once!",
                run!(fission_demand),
            ),
            effect("Return one top card, not Fission, from the board of any player.", run!(fission_return_1e)),
        ]),
        Variant::new(E4, &[
            demand(
                "I demand that you draw a [10]! If that card is red, junk every card of every player except their achievements, and this Dogma action ends at once!",
                run!(fission_demand_4e),
            ),
            effect("Return one top card, not Fission, from the board of any player.", run!(fission_return_1e)),
            effect("Draw a [10].", run!(fission_draw_4e)),
        ]),
    ],
};

async fn fission_demand(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw(e.you, 10).await? else { return Ok(()) };
    if color(c) == Color::Red {
        for p in cx.s().players_from(0) {
            for x in hand_board_score(cx, p) {
                cx.remove(e.you, x).await?;
            }
        }
        // "The dogma action is complete": no later demand or effect of this card runs,
        // nor anything of an effect that executed this one (Yeager's Bell X-1A's
        // repeat).
        return Err(Interrupt::DogmaComplete);
    }
    Ok(())
}
/// A player's hand, board and score pile (achievements stay), in the order they go.
fn hand_board_score(cx: &Ctx, p: PlayerId) -> Vec<CardId> {
    let mut all: Vec<CardId> = cx.hand(p);
    for col in Color::ALL {
        all.extend(cx.s().pile(p, col).cards().iter().rev().copied());
    }
    all.extend(cx.score_pile(p));
    all
}
async fn fission_return(cx: &mut Ctx, e: Exec) -> R {
    fission_return_1e(cx, e).await?;
    cx.draw(e.you, 10).await?;
    Ok(())
}
/// Return a top card other than Fission from any board (the 1st edition stops here).
async fn fission_return_1e(cx: &mut Ctx, e: Exec) -> R {
    let mut cands: Vec<CardId> = vec![];
    for p in cx.s().players_from(e.you) {
        cands.extend(cx.s().top_cards(p).into_iter().filter(|&c| c != e.card));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, "Choose a top card (not Fission) of any player to return").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
async fn fission_demand_4e(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw(e.you, 10).await? else { return Ok(()) };
    if color(c) == Color::Red {
        for p in cx.s().players_from(0) {
            let all = hand_board_score(cx, p);
            cx.junk_all(e.you, &all).await?;
        }
        return Err(Interrupt::DogmaComplete);
    }
    Ok(())
}
async fn fission_draw_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 10).await?;
    Ok(())
}
