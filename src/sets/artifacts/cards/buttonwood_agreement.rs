//! Buttonwood Agreement (Artifacts of History, age 6, green): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Buttonwood Agreement",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Choose three colours. Draw an [8] and show it. If its colour is one of the three, score it and splay that colour up. If not, return every card of its colour from your score pile and unsplay that colour.",
        run!(buttonwood_agreement),
    )])],
};

async fn buttonwood_agreement(cx: &mut Ctx, e: Exec) -> R {
    let chosen = cx.choose_colors(e.you, &Color::ALL, 3, 3, Intent::Decide, "Choose three colours").await?;
    let Some(c) = cx.draw_and_reveal(e.you, 8).await? else { return Ok(()) };
    let col = color(c);
    if chosen.contains(&col) {
        cx.score(e.you, c).await?;
        cx.splay(e.you, col, Splay::Up).await?;
    } else {
        // The drawn card stays in hand (revealed cards end in the hand: 3rd-edition
        // rules, glossary "Draw and X").
        let of_color: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&x| color(x) == col).collect();
        cx.return_all(e.you, &of_color).await?;
        cx.splay(e.you, col, Splay::None).await?;
    }
    Ok(())
}
