//! Evolution (base set, age 7, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Evolution",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect(
        "You may pick one: draw and score an [8], then return a card from your score pile; or draw a card whose value is one more than the highest card in your score pile.",
        run!(evolution),
    )])],
};

async fn evolution(cx: &mut Ctx, e: Exec) -> R {
    let labels = [
        "Draw and score an 8, then return a card from your score pile",
        "Draw a card of value one more than your highest scored card",
    ];
    match cx.choose_option(e.you, &labels, true, "You may choose one of the two").await? {
        Some(0) => {
            cx.draw_and_score(e.you, 8).await?;
            let score = cx.score_pile(e.you);
            if let Some(c) = cx.choose_card(e.you, &score, false, Intent::Return, "Choose a card from your score pile to return").await? {
                cx.return_card(e.you, c).await?;
            }
        }
        Some(_) => {
            // An empty score pile has value 0 (3rd-edition rules, glossary "Value"): draw a 1.
            // Not the boxed 8, even when it is one more than the highest card.
            let top = cx.score_pile(e.you).iter().map(|&c| age(c)).max().unwrap_or(0);
            cx.draw_counted(e.you, CardSet::Base, top + 1).await?;
        }
        None => {}
    }
    Ok(())
}
