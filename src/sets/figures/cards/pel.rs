//! Pelé (Figures in the Sand, age 9, purple): our wording of its 3rd-edition
//! text, then the code that runs it. (The file name keeps the ASCII letters of
//! the title.)
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Pelé",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[YELLOW],
        decree: Some("Rivalry"),
        ..Variant::new(E3, &[
            inspire("Draw three [9] and tuck them.", run!(pele_inspire)),
            karma("With any two figures, you may issue the Rivalry Decree."),
            karma("If you would tuck a yellow card after you have tucked a green card this turn, instead you win."),
        ])
    }],
};

async fn pele_inspire(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..3 {
        cx.draw_and_tuck(e.you, 9).await?;
    }
    Ok(())
}

/// The green card: one the owner tucked (not one whose tuck a karma replaced) in
/// the current turn, whoever's turn it is (`State::tucked_this_turn`).
const YELLOW: Hook = Hook {
    name: "Pelé",
    when: When::Instead,
    on: &[ActKind::Tuck],
    applies: |cx, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Tuck { player, card }) if *player == owner && color(*card) == Color::Yellow && cx.s().tucked_this_turn(owner, Color::Green)),
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, card } = src else { return Ok(()) };
        Err(cx.win(owner, card).await)
    }),
};
