//! Ludwig Van Beethoven (Figures in the Sand, age 6, purple): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Ludwig Van Beethoven",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SCORE],
        decree: Some("Rivalry"),
        ..Variant::new(E3, &[
            inspire("Score a card from your hand.", run!(beethoven_inspire)),
            karma("With any two figures, you may issue the Rivalry Decree."),
            karma("If you would score a card with a {lightbulb}, instead return it and every card of your score pile, then draw four [5] and score them."),
        ])
    }],
};

async fn beethoven_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Score a card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// The card first, then the score pile by value and title (spec rule 7); then
/// the four 5s are drawn and scored one at a time.
const SCORE: Hook = Hook {
    name: "Ludwig Van Beethoven: return the score pile and score four 5s instead",
    when: When::Instead,
    on: &[ActKind::Score],
    applies: |cx, src, act| owner(src) == Some(act.player()) && act.card().map(|c| cx.s().has_icon(c, Icon::Lightbulb)).unwrap_or(false),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let Some(c) = act.card() else { return Ok(()) };
        cx.return_card(p, c).await?;
        let pile = cx.score_pile(p);
        cx.return_all(p, &pile).await?;
        for _ in 0..4 {
            cx.draw_and_score(p, 5).await?;
        }
        Ok(())
    }),
};
