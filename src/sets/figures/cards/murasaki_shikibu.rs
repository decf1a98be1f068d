//! Murasaki Shikibu (Figures in the Sand, age 3, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
//!
//! "Claim a standard achievement": any achieving of a card (`Act::Achieve`: an
//! Achieve action, or an effect that achieves); special achievements and decrees
//! are claimed otherwise. "Still eligible" is eligibility as the Achieve action
//! reads it (score and top card, duplicates counted), checked again after the card
//! from the score pile is achieved.
use crate::cards::prelude::*;
use crate::rules::achievements::can_achieve;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Murasaki Shikibu",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[ACHIEVE_FROM_SCORE],
        decree: Some("Rivalry"),
        ..Variant::new(E3, &[
            inspire("Draw a [3].", run!(murasaki_shikibu_inspire)),
            karma("With any two figures, you may issue the Rivalry Decree."),
            karma("If you would claim a standard achievement, achieve instead a card from your score pile whose value equals it; after that, claim the achievement only if you are still eligible."),
        ])
    }],
};

async fn murasaki_shikibu_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 3).await?;
    Ok(())
}

const ACHIEVE_FROM_SCORE: Hook = Hook {
    name: "Murasaki Shikibu",
    when: When::Instead,
    on: &[ActKind::Achieve],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |cx, _, act| Box::pin(async move {
        let Act::Achieve { player, card } = *act else { return Ok(()) };
        let value = age(card);
        let same: Vec<CardId> = cx.score_pile(player).into_iter().filter(|&c| age(c) == value).collect();
        if let Some(c) = cx.choose_card(player, &same, false, Intent::Achieve, &format!("Murasaki Shikibu: choose a {value} from your score pile to achieve")).await? {
            cx.achieve(player, c).await?;
        }
        if !matches!(cx.s().loc(card), None | Some(Zone::Achievements(_))) && can_achieve(cx.s(), player, card) {
            cx.achieve(player, card).await?;
        }
        Ok(())
    }),
};
