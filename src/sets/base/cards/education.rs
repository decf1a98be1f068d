//! Education (base set, age 3, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Education",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect(
        "You may return the top-valued card of your score pile. If you did, draw a card whose value is two more than the highest card still in your score pile.",
        run!(education),
    )])],
};

async fn education(cx: &mut Ctx, e: Exec) -> R {
    let cands = highest(&cx.score_pile(e.you));
    if let Some(c) = cx.choose_card(e.you, &cands, true, Intent::Return, "You may return your highest score card").await? {
        if !cx.return_card(e.you, c).await? {
            return Ok(());
        }
        // An empty score pile has no highest card: its value counts as 0, so a 2 is drawn.
        let top = cx.score_pile(e.you).iter().map(|&c| age(c)).max().unwrap_or(0);
        cx.draw(e.you, top + 2).await?;
    }
    Ok(())
}
