//! Twister (Artifacts of History, age 10, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Twister",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to reveal every card in your score pile! Then for each colour, meld a card of that colour from your score pile!",
        run!(twister),
    )])],
};

async fn twister(cx: &mut Ctx, e: Exec) -> R {
    for c in cx.score_pile(e.you) {
        cx.reveal(e.you, c).await?;
    }
    // One colour after the other, in the engine's colour order (red, yellow, green,
    // blue, purple); a choice only where a colour has several cards.
    for col in Color::ALL {
        let cands: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| color(c) == col).collect();
        if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Meld, &format!("Choose a {} card of your score pile to meld", col.name())).await? {
            cx.meld(e.you, c).await?;
        }
    }
    Ok(())
}
