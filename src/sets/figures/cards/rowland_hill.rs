//! Rowland Hill (Figures in the Sand, age 7, yellow): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Rowland Hill",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[CLAIM],
        ..Variant::new(E3, &[
            inspire("Draw a [7].", run!(hill_inspire)),
            karma("If you would claim an achievement, first return three cards from your hand. If you did, claim every other card in your hand as an achievement, whether or not you are eligible."),
        ])
    }],
};

async fn hill_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 7).await?;
    Ok(())
}

/// "Claim an achievement": a standard achievement (BGA rules page, glossary
/// "Claim an/any achievement"). Three cards are chosen (all of them with three
/// or fewer: not asked); with fewer than three returned, nothing is claimed.
/// The other cards are achieved one at a time, by value and title (spec rule 7).
const CLAIM: Hook = Hook {
    name: "Rowland Hill: first return three cards, then achieve the rest of the hand",
    when: When::Before,
    on: &[ActKind::Achieve],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let cards = cx.hand(p);
        let three = cx.choose_cards(p, &cards, 3, 3, Intent::Return, "Rowland Hill: return three cards from your hand").await?;
        if cx.return_all(p, &three).await?.len() < 3 {
            return Ok(());
        }
        // "Every other card": not the one being claimed, when it comes from the
        // hand (Soap: "achieve a card from your hand"); the claim itself follows.
        let claimed = match act {
            Act::Achieve { card, .. } => Some(*card),
            _ => None,
        };
        let rest: Vec<CardId> = cx.hand(p).into_iter().filter(|&c| Some(c) != claimed).collect();
        cx.achieve_all(p, &rest).await?;
        Ok(())
    }),
};
