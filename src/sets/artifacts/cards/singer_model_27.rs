//! Singer Model 27 (Artifacts of History, age 7, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Singer Model 27",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Tuck a card from your hand. If you do, splay its colour up, then tuck every card of that colour from your score pile.",
        run!(singer),
    )])],
};

async fn singer(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Choose a card of your hand to tuck").await? else { return Ok(()) };
    if !cx.tuck(e.you, c).await? {
        return Ok(());
    }
    let col = color(c);
    cx.splay(e.you, col, Splay::Up).await?;
    let scored: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&x| color(x) == col).collect();
    for x in scored {
        cx.tuck(e.you, x).await?;
    }
    Ok(())
}
