//! Edward Jenner (Figures in the Sand, age 6, yellow): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Edward Jenner",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[IMMUNE],
        ..Variant::new(E3, &[
            inspire("Tuck a card from your hand.", run!(jenner_inspire)),
            karma("If a player would successfully make a demand of you, instead return a card from your hand."),
        ])
    }],
};

async fn jenner_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Tuck a card from your hand").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

/// "Successfully demand something of you": a demand (or a compel, "considered to
/// be demand effects for all purposes": 3rd-edition rules, "Compel effects") of
/// another player's Dogma action about to be executed by you, that is, you are
/// vulnerable to it (3rd-edition rules, "Demand Effects": executed by each player
/// with fewer of the featured icon). Whether the demand would then move any card
/// cannot be known before it is executed, so the karma replaces every demand the
/// owner is vulnerable to; with an empty hand nothing is returned.
const IMMUNE: Hook = Hook {
    name: "Edward Jenner: return a card from hand instead of a demand",
    when: When::Instead,
    on: &[ActKind::Demand],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let hand = cx.hand(p);
        if let Some(c) = cx.choose_card(p, &hand, false, Intent::Return, "Edward Jenner: return a card from your hand instead of the demand").await? {
            cx.return_card(p, c).await?;
        }
        Ok(())
    }),
};
