//! Composites (base set, age 9, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Composites",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[demand(
        "I demand that you move every card but one from your hand into my hand! In addition, move the highest card of your score pile into my score pile!",
        run!(composites),
    )])],
};

async fn composites(cx: &mut Ctx, e: Exec) -> R {
    // "All but one": the question names the card kept (spec, "How effects are asked",
    // rule 4: 'For "all but N" the answer names the N cards kept'), one card, so a
    // single-item prompt (rule 1), not asked when the hand holds at most one card
    // (rule 5). The others move in hand order (rule 7).
    let hand = cx.hand(e.you);
    let keep = cx.choose_card(e.you, &hand, false, Intent::Keep, "Choose the one card of your hand you keep (the others go to the demanding player)").await?;
    for c in hand.into_iter().filter(|&c| Some(c) != keep) {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    let top = highest(&cx.score_pile(e.you));
    if let Some(c) = cx.choose_card(e.you, &top, false, Intent::Give { to: Some(e.leader) }, "Choose your highest scored card to hand over").await? {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}
