//! Ximen Bao (Figures in the Sand, age 2, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{ListHook, ListKind, Source};
use crate::state::State;

pub static CARD: CardDef = CardDef {
    name: "Ximen Bao",
    set: CardSet::Figures,
    variants: &[Variant {
        lists: &[WHOLE_BOARD],
        decree: Some("Expansion"),
        ..Variant::new(E3, &[
            inspire("Tuck a card from your hand.", run!(ximen_bao_inspire)),
            karma("With any two figures, you may issue the Expansion Decree."),
            karma("Every inspire and echo effect on your board counts as part of this pile. They are executed colour by colour, each colour from its bottom card up: red, blue, green, purple, then yellow."),
        ])
    }],
};

async fn ximen_bao_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Choose a card from your hand to tuck").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

/// The engine has no notion of a pile holding other piles' effects; the closest
/// exact reading: while Ximen Bao is the owner's top yellow card, the Inspire
/// action on yellow executes every visible inspire effect of the board, and a
/// Dogma action on the yellow top card (Ximen Bao; the BGA page notes that a
/// Dogma action on a card without dogma effects of its own makes sense with it)
/// executes and shares every visible echo effect of the board, in the printed
/// order: red, blue, green, purple, yellow, each pile from its bottom card to its
/// top (`ListKind::StackEffects`, read by `rules::dogma::stack_effect_cards`).
/// The effects still count for their own colours too ("counts as a part of this
/// stack" adds them to it; nothing takes them away from their piles).
const WHOLE_BOARD: ListHook = ListHook {
    name: "each inspire and echo effect on your board counts as part of this stack",
    list: ListKind::StackEffects,
    cards: |s, src, p| match src {
        Source::Card { owner, .. } if owner == p => board_effects(s, p),
        _ => vec![],
    },
};

fn board_effects(s: &State, p: PlayerId) -> Vec<CardId> {
    let mut out = vec![];
    for col in [Color::Red, Color::Blue, Color::Green, Color::Purple, Color::Yellow] {
        let pile = s.pile(p, col);
        for i in 0..pile.cards().len() {
            let slots = s.slots(pile.cards()[i]);
            if s.visible_slots(pile, i).iter().any(|&k| matches!(slots[k], Slot::Echo | Slot::Inspire)) {
                out.push(pile.cards()[i]);
            }
        }
    }
    out
}
