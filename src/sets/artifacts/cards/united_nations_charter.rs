//! United Nations Charter (Artifacts of History, age 9, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "United Nations Charter",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to move every top card of your board that has a demand effect into my score pile!", run!(charter_compel)),
        effect("If one of your top cards has a demand effect, draw a [10].", run!(charter_draw)),
    ])],
};

/// A demand effect, as printed: "I demand", and "I compel", which is "considered to
/// be demand effects for all purposes" (3rd-edition rules, "Compel Effects").
fn has_demand_effect(cx: &Ctx, c: CardId) -> bool {
    let kinds = crate::cards::facts(c).kinds[cx.s().edition().index()];
    kinds.contains('D') || kinds.contains('C')
}

async fn charter_compel(cx: &mut Ctx, e: Exec) -> R {
    let tops = top_cards_where(cx.s(), e.you, |c| has_demand_effect(cx, c));
    for c in tops {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}

async fn charter_draw(cx: &mut Ctx, e: Exec) -> R {
    if cx.s().top_cards(e.you).into_iter().any(|c| has_demand_effect(cx, c)) {
        cx.draw(e.you, 10).await?;
    }
    Ok(())
}
