//! Bartholomew Roberts (Figures in the Sand, age 5, green): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::rules::achievements::claim_where;
use crate::sets::figures::claim::{owner, score_eligible};

pub static CARD: CardDef = CardDef {
    name: "Bartholomew Roberts",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SCORE],
        ..Variant::new(E3, &[
            inspire("Score a top card with a {crown} from any player's board.", run!(roberts_inspire)),
            karma("If you would score a card, first claim an achievement of the same value as that card, without the need of a top card of that value."),
        ])
    }],
};

async fn roberts_inspire(cx: &mut Ctx, e: Exec) -> R {
    let mut cands = vec![];
    for q in cx.s().players_from(e.you) {
        cands.extend(top_cards_where(cx.s(), q, |c| cx.s().has_icon(c, Icon::Crown)));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Score a top card with a crown from any board").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// "Ignoring the age requirement": the score requirement still holds (five times
/// the value, more with achievements of that value already held); no achievement
/// of that value available, or not enough points: nothing.
const SCORE: Hook = Hook {
    name: "Bartholomew Roberts: claim an achievement of the scored card's value",
    when: When::Before,
    on: &[ActKind::Score],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let Act::Score { player, card } = *act else { return Ok(()) };
        let v = cx.s().value(card);
        if !score_eligible(cx.s(), player, v) {
            return Ok(());
        }
        claim_where(cx, player, |_, a| age(a) == v, &format!("Claim an achievement of value {v}")).await?;
        Ok(())
    }),
};
