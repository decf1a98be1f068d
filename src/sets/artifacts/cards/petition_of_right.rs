//! Petition of Right (Artifacts of History, age 4, blue): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Petition of Right",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to move one card from your score pile into mine for every top card on your board that bears a {castle}!",
        run!(petition_of_right),
    )])],
};

async fn petition_of_right(cx: &mut Ctx, e: Exec) -> R {
    let n = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Castle)).len();
    // One card: a single-item question (spec rule 1); N > 1 cards: exactly
    // min(N, available) (spec rule 3).
    let score = cx.score_pile(e.you);
    let to = Intent::Give { to: Some(e.leader) };
    let chosen = if n == 1 {
        cx.choose_card(e.you, &score, false, to, "Choose a card of your score pile to hand over").await?.into_iter().collect()
    } else {
        cx.choose_cards(e.you, &score, n, n, to, &format!("Choose {n} cards of your score pile to hand over")).await?
    };
    for c in chosen {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}
