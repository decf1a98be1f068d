//! Xianrendong Shards (Artifacts, age 1, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Xianrendong Shards",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Reveal three cards from your hand. Score two of them, then tuck the third. If the two scored cards have the same colour, draw three [1].",
        run!(xianrendong_shards),
    )])],
};

async fn xianrendong_shards(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let revealed = cx.choose_cards(e.you, &hand, 3, 3, Intent::Reveal, "Choose three cards from your hand to reveal").await?;
    for &c in &revealed {
        cx.reveal(e.you, c).await?;
    }
    let scored = cx.choose_cards(e.you, &revealed, 2, 2, Intent::Score, "Choose two of the revealed cards to score (the other is tucked)").await?;
    let mut both = scored.len() == 2;
    for &c in &scored {
        both &= cx.score(e.you, c).await?;
    }
    for &c in revealed.iter().filter(|c| !scored.contains(c)) {
        cx.tuck(e.you, c).await?;
    }
    // Two scored cards of one colour (with fewer than two revealed, there is no pair).
    if both && color(scored[0]) == color(scored[1]) {
        cx.draw_n(e.you, 1, 3).await?;
    }
    Ok(())
}
