//! Treaty of Kadesh (Artifacts, age 1, blue): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Treaty of Kadesh",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to return every top card of your board that has a demand effect!", run!(treaty_compel)),
        effect("Score one of your top cards that is not blue and has a demand effect.", run!(treaty_score)),
    ])],
};

/// A demand effect, compels included: "Compel effects are considered to be demand
/// effects for all purposes" (3rd-edition rules, "Artifacts of History", "Compel
/// Effects").
fn with_demand(cx: &Ctx, c: CardId) -> bool {
    let kinds = crate::cards::facts(c).kinds[cx.s().edition().index()];
    kinds.contains('D') || kinds.contains('C')
}

async fn treaty_compel(cx: &mut Ctx, e: Exec) -> R {
    // All at once: one at a time in the board's colour order (spec rule 7).
    let tops = top_cards_where(cx.s(), e.you, |c| with_demand(cx, c));
    cx.return_all(e.you, &tops).await?;
    Ok(())
}

async fn treaty_score(cx: &mut Ctx, e: Exec) -> R {
    let tops = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Blue && with_demand(cx, c));
    if let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Score, "Choose a non-blue top card with a demand effect to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
