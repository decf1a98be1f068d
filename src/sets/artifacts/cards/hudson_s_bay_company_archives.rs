//! Hudson's Bay Company Archives (Artifacts of History, age 5, green): our
//! wording of its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Hudson's Bay Company Archives",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Score the bottom card of each colour on your board. Meld one card from your score pile, then splay its colour right.",
        run!(hudson_s_bay_company_archives),
    )])],
};

async fn hudson_s_bay_company_archives(cx: &mut Ctx, e: Exec) -> R {
    // In colour order (spec rule 7); a pile of one card gives its only card.
    let bottoms: Vec<CardId> = Color::ALL.iter().filter_map(|&c| cx.s().pile(e.you, c).bottom()).collect();
    cx.score_all(e.you, &bottoms).await?;
    let score = cx.score_pile(e.you);
    if let Some(c) = cx.choose_card(e.you, &score, false, Intent::Meld, "Meld a card from your score pile").await? {
        // "Its colour": the melded card's, none when a karma replaced the meld.
        if cx.meld(e.you, c).await? {
            cx.splay(e.you, color(c), Splay::Right).await?;
        }
    }
    Ok(())
}
