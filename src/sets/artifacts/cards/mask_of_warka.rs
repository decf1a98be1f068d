//! Mask of Warka (Artifacts, age 1, purple): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Mask of Warka",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Choose a colour. Every player reveals each card of that colour in their hand. If nobody but you revealed a card, return the cards you revealed and claim every achievement whose value is that of one of them, whether or not you are eligible.",
        run!(mask_of_warka),
    )])],
};

async fn mask_of_warka(cx: &mut Ctx, e: Exec) -> R {
    let Some(col) = cx.choose_color(e.you, &Color::ALL, false, Intent::Decide, "Choose a colour: every player reveals the cards of that colour in their hand").await? else { return Ok(()) };
    let mut mine = vec![];
    let mut others = false;
    // Each player in turn order, starting with the one executing the effect.
    for q in cx.s().players_from(e.you) {
        let cs: Vec<CardId> = cx.hand(q).into_iter().filter(|&c| color(c) == col).collect();
        for &c in &cs {
            cx.reveal(q, c).await?;
        }
        if q == e.you {
            mine = cs;
        } else if !cs.is_empty() {
            others = true;
        }
    }
    if mine.is_empty() || others {
        return Ok(());
    }
    cx.return_all(e.you, &mine).await?;
    // Standard achievements only (BGA rules page, "Claim an/any achievement").
    let values: Vec<u8> = mine.iter().map(|&c| age(c)).collect();
    let claim: Vec<CardId> = by_age_title(&cx.available_achievements(e.you)).into_iter().filter(|&c| values.contains(&age(c))).collect();
    cx.achieve_all(e.you, &claim).await?;
    Ok(())
}
