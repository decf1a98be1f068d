//! Genetics (base set, age 9, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Genetics",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("Draw a [10] and meld it. Score every card lying under it in its pile.", run!(genetics))]),
    Variant::new(E4, &[effect("Draw an [11] and meld it. Score every card lying under it in its pile.", run!(genetics_4e))])],
};

async fn genetics(cx: &mut Ctx, e: Exec) -> R {
    meld_and_score_beneath(cx, e, 10).await
}
async fn genetics_4e(cx: &mut Ctx, e: Exec) -> R {
    meld_and_score_beneath(cx, e, 11).await
}
async fn meld_and_score_beneath(cx: &mut Ctx, e: Exec, value: u8) -> R {
    let Some(c) = cx.draw_and_meld(e.you, value).await? else { return Ok(()) };
    // The pile is stored bottom first; the melded card is on top. Cards move top first
    // (spec rule 7).
    // Beneath where it lies: a karma may have tucked it instead (Sargon of Akkad) or
    // put it elsewhere.
    let pile = cx.s().pile(e.you, color(c)).cards();
    let Some(at) = pile.iter().position(|&x| x == c) else { return Ok(()) };
    let beneath: Vec<CardId> = pile[..at].iter().rev().copied().collect();
    for x in beneath {
        cx.score(e.you, x).await?;
    }
    Ok(())
}
