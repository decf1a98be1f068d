//! Mikhail Kalashnikov (Figures in the Sand, age 9, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Mikhail Kalashnikov",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[TUCK],
        ..Variant::new(E3, &[
            inspire("Tuck a card from your hand.", run!(kalashnikov_inspire)),
            karma("If you would tuck a red card, instead choose a top red card of an opponent's board, and either move it into your score pile, or execute its non-demand effects for yourself alone."),
        ])
    }],
};

async fn kalashnikov_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Tuck a card from your hand").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

/// The tuck does not happen, also when no opponent has a top red card ("do as much
/// as you can"); the card is chosen first, then what is done with it (spec rule 6).
const TUCK: Hook = Hook {
    name: "Mikhail Kalashnikov",
    when: When::Instead,
    on: &[ActKind::Tuck],
    applies: |_, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Tuck { player, card }) if *player == owner && color(*card) == Color::Red),
    run: |cx, _, act| Box::pin(async move {
        let player = act.player();
        let cands: Vec<CardId> = cx.s().opponents(player).into_iter().filter_map(|q| cx.s().top(q, Color::Red)).collect();
        let Some(c) = cx.choose_card(player, &cands, false, Intent::Take, "Choose a top red card of an opponent's board").await? else { return Ok(()) };
        let options = ["Move it into your score pile", "Execute its non-demand effects for yourself alone"];
        match cx.choose_option(player, &options, false, "Move the card into your score pile, or execute its non-demand effects?").await? {
            Some(0) => {
                cx.transfer(player, c, Zone::Score(player)).await?;
                Ok(())
            }
            _ => cx.self_execute(player, c).await,
        }
    }),
};
