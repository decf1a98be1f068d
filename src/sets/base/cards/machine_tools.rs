//! Machine Tools (base set, age 6, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Machine Tools",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect(
        "Draw a card whose value equals the highest card in your score pile, and score it.",
        run!(machine_tools),
    )])],
};

async fn machine_tools(cx: &mut Ctx, e: Exec) -> R {
    // An empty score pile gives value 0, so a 1 is drawn (3rd-edition rules, glossary "Value").
    let value = cx.score_pile(e.you).iter().map(|&c| age(c)).max().unwrap_or(0);
    cx.draw_and_score(e.you, value).await?;
    Ok(())
}
