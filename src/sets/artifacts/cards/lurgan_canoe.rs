//! Lurgan Canoe (Artifacts, age 1, yellow): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Lurgan Canoe",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Meld a card from your hand. Score every other card of its colour on your board. If this scored one card or more, do this effect again.",
        run!(lurgan_canoe),
    )])],
};

async fn lurgan_canoe(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let hand = cx.hand(e.you);
        let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Choose a card from your hand to meld").await? else { break };
        cx.meld(e.you, c).await?;
        // The pile top first (spec rule 7), the melded card left out.
        let others: Vec<CardId> = cx.s().pile(e.you, color(c)).cards().iter().rev().copied().filter(|&x| x != c).collect();
        let mut scored = 0;
        for x in others {
            if matches!(cx.s().loc(x), Some(Zone::Board(q, _)) if q == e.you) {
                if cx.score(e.you, x).await? {
                    scored += 1;
                }
            }
        }
        if scored == 0 {
            break;
        }
    }
    Ok(())
}
