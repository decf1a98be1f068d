//! Queen Victoria (Figures in the Sand, age 7, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::sets::figures::claim::owner;
use crate::sets::figures::is_figure;

pub static CARD: CardDef = CardDef {
    name: "Queen Victoria",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[CLAIM],
        decree: Some("Rivalry"),
        ..Variant::new(E3, &[
            echo("Transfer a figure from the score pile of any player to your score pile.", run!(victoria_echo)),
            karma("With any two figures, you may issue the Rivalry Decree."),
            karma("If you would claim a standard achievement, first make an achievement available from a lower age that is not empty, of your choice."),
        ])
    }],
};

/// Any score pile, the player's own included (the card then stays there). The
/// type of a face-down card is public (3rd-edition rules, "Expansions": the backs
/// differ), so the figures of the other score piles are chosen by value.
async fn victoria_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut cands = vec![];
    for q in cx.s().players_from(e.you) {
        cands.extend(cx.score_pile(q).into_iter().filter(|&c| is_figure(c)));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Take, "Transfer a figure from any score pile to yours").await? {
        if cx.s().loc(c) != Some(Zone::Score(e.you)) {
            cx.transfer(e.you, c, Zone::Score(e.you)).await?;
        }
    }
    Ok(())
}

/// An age is its base supply pile (empty when its base cards are gone:
/// 3rd-edition rules, "Drawing Expansion cards"); its top card becomes an
/// available achievement. The lower ages are those below the value of the
/// achievement claimed.
const CLAIM: Hook = Hook {
    name: "Queen Victoria: first make an achievement available from a lower age",
    when: When::Before,
    on: &[ActKind::Achieve],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let Act::Achieve { player, card } = *act else { return Ok(()) };
        let ages: Vec<u8> = (1..age(card)).filter(|&a| !cx.s().deck(CardSet::Base, a).is_empty()).collect();
        if ages.is_empty() {
            return Ok(());
        }
        let a = cx.choose_value(player, &ages, "Queen Victoria: choose a lower age; the top card of its pile becomes an available achievement").await?;
        if let Some(&c) = cx.s().deck(CardSet::Base, a).first() {
            cx.transfer(player, c, Zone::AvailableAchievements).await?;
        }
        Ok(())
    }),
};
