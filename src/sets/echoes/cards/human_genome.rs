//! Human Genome (Echoes of the Past, age 10, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Human Genome",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "You may pick any value, draw a card of it and score it. Move one of your bottom cards into your hand. If the values of the cards in your hand are exactly the values of the cards in your score pile, you win.",
        run!(human_genome),
    )])],
};

/// The optional draw is one question over the values with `pass` (spec rule 1).
/// "Exactly": the same values the same number of times (bonuses are not cards of
/// the score pile). Both empty match.
async fn human_genome(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    if let Some(v) = cx.may_choose_value(e.you, &values, "You may choose a value to draw and score").await? {
        cx.draw_and_score(e.you, v).await?;
    }
    let bottoms: Vec<CardId> = Color::ALL.iter().filter_map(|&c| cx.s().pile(e.you, c).bottom()).collect();
    if let Some(c) = cx.choose_card(e.you, &bottoms, false, Intent::Take, "Choose a bottom card to take into your hand").await? {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    let values_of = |cs: &[CardId]| {
        let mut v: Vec<u8> = cs.iter().map(|&c| age(c)).collect();
        crate::sort::sort(&mut v);
        v
    };
    if values_of(&cx.hand(e.you)) == values_of(&cx.score_pile(e.you)) {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
