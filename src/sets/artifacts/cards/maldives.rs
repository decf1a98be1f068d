//! Maldives (Artifacts of History, age 10, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Maldives",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to return every card of your hand except two! Return every card of your score pile except two!", run!(maldives_compel)),
        effect("Return every card of your score pile except four.", run!(maldives_effect)),
    ])],
};

/// "All but N": the question names the N cards kept (spec, "How effects are
/// asked", rule 4), forced when the zone holds N cards or fewer; the others are
/// returned by age, then title (rule 7).
async fn return_all_but(cx: &mut Ctx, p: PlayerId, cards_in: &[CardId], keep: usize, prompt: &str) -> R {
    let cs = by_age_title(cards_in);
    let kept = cx.choose_cards(p, &cs, keep, keep, Intent::Keep, prompt).await?;
    let gone: Vec<CardId> = cs.into_iter().filter(|c| !kept.contains(c)).collect();
    cx.return_all(p, &gone).await?;
    Ok(())
}

async fn maldives_compel(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    return_all_but(cx, e.you, &hand, 2, "Choose the two cards of your hand you keep (the others are returned)").await?;
    let score = cx.score_pile(e.you);
    return_all_but(cx, e.you, &score, 2, "Choose the two cards of your score pile you keep (the others are returned)").await
}

async fn maldives_effect(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    return_all_but(cx, e.you, &score, 4, "Choose the four cards of your score pile you keep (the others are returned)").await
}
