//! The Communist Manifesto (Artifacts of History, age 7, purple): our wording of
//! its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "The Communist Manifesto",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and reveal one [7] per player in the game. Put one of the drawn cards on each player's board (a transfer). Then execute the non-demand effects of the card put on your board, without sharing them.",
        run!(manifesto),
    )])],
};

async fn manifesto(cx: &mut Ctx, e: Exec) -> R {
    // Every player still in the game, the executing player first, then clockwise:
    // one question per board, in that order (the last card is forced).
    let players = cx.s().players_from(e.you);
    let mut drawn = vec![];
    for _ in &players {
        if let Some(c) = cx.draw_and_reveal(e.you, 7).await? {
            drawn.push(c);
        }
    }
    let mut mine = None;
    for &q in &players {
        let left: Vec<CardId> = drawn.iter().copied().filter(|&c| cx.s().in_hand(e.you, c)).collect();
        let (intent, prompt) = if q == e.you {
            (Intent::Transfer, "Choose the drawn card to put on your own board".to_string())
        } else {
            (Intent::Give { to: Some(q) }, format!("Choose the drawn card to put on {}'s board", cx.s().name(q)))
        };
        let Some(c) = cx.choose_card(e.you, &left, false, intent, &prompt).await? else { break };
        cx.transfer_to_board(e.you, c, q).await?;
        if q == e.you {
            mine = Some(c);
        }
    }
    if let Some(c) = mine {
        cx.self_execute(e.you, c).await?;
    }
    Ok(())
}
