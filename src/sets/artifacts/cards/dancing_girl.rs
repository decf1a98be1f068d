//! Dancing Girl (Artifacts, age 1, yellow): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;
use crate::log::Event;

pub static CARD: CardDef = CardDef {
    name: "Dancing Girl",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to move Dancing Girl onto your board!", run!(dancing_girl_compel)),
        effect(
            "If Dancing Girl started this action on your board and has been on the board of every player during it, you win.",
            run!(dancing_girl_win),
        ),
    ])],
};

/// Dancing Girl moves from the board it lies on (a card on display "cannot be
/// affected at all by any effects": 3rd-edition rules, "Artifacts of History").
async fn dancing_girl_compel(cx: &mut Ctx, e: Exec) -> R {
    match cx.s().loc(e.card) {
        Some(Zone::Board(q, _)) if q != e.you => {
            if cx.transfer_to_board(e.you, e.card, e.you).await? {
                cx.memory().demand_hit = true;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Where the card was when this action's Dogma began, and every board it has
/// lain on since (from the action's log).
fn travels(cx: &Ctx, card: CardId) -> (Option<Zone>, Vec<PlayerId>) {
    let log = cx.action_log();
    let from = log.iter().rposition(|ev| matches!(ev, Event::Dogma { .. })).unwrap_or(0);
    let mut start = None;
    let mut boards = vec![];
    for ev in &log[from..] {
        if let Event::Move { card: c, from, to, .. } = ev {
            if *c == card {
                start.get_or_insert(*from);
                if let Zone::Board(q, _) = to {
                    boards.push(*q);
                }
            }
        }
    }
    let start = start.or(cx.s().loc(card));
    if let Some(Zone::Board(q, _)) = start {
        boards.push(q);
    }
    (start, boards)
}

async fn dancing_girl_win(cx: &mut Ctx, e: Exec) -> R {
    let dg = e.card;
    let (start, boards) = travels(cx, dg);
    let started_here = matches!(start, Some(Zone::Board(q, _)) if q == e.you);
    if started_here && cx.s().all_players().iter().all(|q| boards.contains(q)) {
        return Err(cx.win(e.you, dg).await);
    }
    Ok(())
}
