//! Peter the Great (Figures in the Sand, age 5, red): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::achievements::can_achieve;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::sets::figures::claim::owner;
use crate::sets::figures::each_opponents_top_figure;

pub static CARD: CardDef = CardDef {
    name: "Peter the Great",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[MELDED, TUCK],
        ..Variant::new(E3, &[
            inspire("Tuck a card from your hand.", run!(peter_inspire)),
            karma("When you meld this card, return every top figure of your opponents."),
            karma("If you would tuck a card with a {factory}, first achieve your bottom green card if you are eligible for it; if you are not, score it."),
        ])
    }],
};

async fn peter_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Tuck a card from your hand").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

/// The opponents in turn order from the owner's left, each one's top figures in
/// the order of the colours.
const MELDED: Hook = Hook {
    name: "Peter the Great: return the opponents' top figures",
    when: When::Melded,
    on: &[ActKind::Meld],
    applies: |_, _, _| true,
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        each_opponents_top_figure(cx, p, |_, _| true, async |cx, c| {
            cx.return_card(p, c).await?;
            Ok(())
        }).await
    }),
};

const TUCK: Hook = Hook {
    name: "Peter the Great: achieve or score the bottom green card before tucking a card with a factory",
    when: When::Before,
    on: &[ActKind::Tuck],
    applies: |cx, src, act| owner(src) == Some(act.player()) && act.card().map(|c| cx.s().has_icon(c, Icon::Factory)).unwrap_or(false),
    run: |cx, _, act| Box::pin(async move {
        let Act::Tuck { player, .. } = *act else { return Ok(()) };
        let Some(bottom) = cx.s().pile(player, Color::Green).bottom() else { return Ok(()) };
        if can_achieve(cx.s(), player, bottom) {
            cx.achieve(player, bottom).await?;
        } else {
            cx.score(player, bottom).await?;
        }
        Ok(())
    }),
};
