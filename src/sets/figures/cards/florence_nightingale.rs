//! Florence Nightingale (Figures in the Sand, age 7, yellow): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Florence Nightingale",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[PROTECT],
        decree: Some("Expansion"),
        ..Variant::new(E3, &[
            inspire("Tuck a card from your hand.", run!(nightingale_inspire)),
            karma("With any two figures, you may issue the Expansion Decree."),
            karma("If an effect of an opponent would transfer, return or remove a card from your score pile, instead the card stays where it is."),
        ])
    }],
};

async fn nightingale_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Tuck a card from your hand").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

/// "An opponent's effect": an effect executed by an opponent, or one of an
/// opponent's Dogma action (their demand, or their effect the owner shares), or
/// an opponent's decree (Rivalry).
const PROTECT: Hook = Hook {
    name: "Florence Nightingale: an opponent's effect leaves the score pile alone",
    when: When::Instead,
    on: &[ActKind::Transfer, ActKind::Return, ActKind::Remove],
    applies: |cx, src, act| {
        let Some(o) = owner(src) else { return false };
        let Some(c) = act.card() else { return false };
        let s = cx.s();
        s.loc(c) == Some(Zone::Score(o)) && (s.are_opponents(o, act.player()) || cx.effect_leader().map(|l| s.are_opponents(o, l)).unwrap_or(false))
    },
    run: |_, _, _| Box::pin(async move { Ok(()) }),
};
