//! Shivaji (Figures in the Sand, age 5, red): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::achievements::can_achieve;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Shivaji",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[STEAL],
        decree: Some("War"),
        ..Variant::new(E3, &[
            echo("Transfer a top card of your board to the available achievements.", run!(shivaji_echo)),
            karma("With any two figures, you may issue the War Decree."),
            karma("If an opponent would claim an achievement for which you are eligible too, instead you achieve it."),
        ])
    }],
};

async fn shivaji_echo(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Transfer, "Transfer a top card of your board to the available achievements").await? {
        cx.transfer(e.you, c, Zone::AvailableAchievements).await?;
    }
    Ok(())
}

/// "Claim an achievement" is claiming a standard achievement (BGA rules page,
/// glossary "Claim an/any achievement"): an Achieve action, or an effect that
/// achieves a card. Eligibility is the owner's own (score and top card for that
/// value, with the achievements of that value they already hold).
const STEAL: Hook = Hook {
    name: "Shivaji: achieve what an opponent would claim",
    when: When::Instead,
    on: &[ActKind::Achieve],
    applies: |cx, src, act| match (owner(src), act) {
        (Some(o), Act::Achieve { player, card }) => cx.s().are_opponents(o, *player) && can_achieve(cx.s(), o, *card),
        _ => false,
    },
    run: |cx, src, act| Box::pin(async move {
        let (Some(o), Some(c)) = (owner(src), act.card()) else { return Ok(()) };
        cx.achieve(o, c).await?;
        Ok(())
    }),
};
