//! Electricity (base set, age 7, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Electricity",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("Return each of your top cards that has no {factory}, then draw an [8] for each card returned.", run!(electricity))]),
    Variant::new(E4, &[effect("Return your top card of each colour that has no {factory}, then draw an [8] for each card you return.", run!(electricity))])],
};

async fn electricity(cx: &mut Ctx, e: Exec) -> R {
    // Piles in rulebook colour order (spec rule 7: the engine does not ask the order).
    let tops: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| !cx.s().has_icon(c, Icon::Factory)).collect();
    let returned = cx.return_all(e.you, &tops).await?;
    for _ in 0..returned.len() {
        cx.draw(e.you, 8).await?;
    }
    Ok(())
}
