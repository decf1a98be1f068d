//! Molasses Reef Caravel (Artifacts of History, age 4, green): our wording of
//! its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Molasses Reef Caravel",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return every card in your hand, then draw three [4]. Meld one blue card from your hand. Score one card from your hand. Return one card from your score pile.",
        run!(molasses_reef_caravel),
    )])],
};

async fn molasses_reef_caravel(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    cx.return_all(e.you, &hand).await?;
    cx.draw_n(e.you, 4, 3).await?;
    let blue: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| color(c) == Color::Blue).collect();
    if let Some(c) = cx.choose_card(e.you, &blue, false, Intent::Meld, "Meld a blue card from your hand").await? {
        cx.meld(e.you, c).await?;
    }
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Score a card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    let score = cx.score_pile(e.you);
    if let Some(c) = cx.choose_card(e.you, &score, false, Intent::Return, "Return a card from your score pile").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
