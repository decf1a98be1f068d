//! Petition of Right (Artifacts of History, age 4, blue): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Petition of Right",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to move one card from your score pile into mine for every top card on your board that bears a {castle}!",
        petition_of_right,
    )])],
};

fn petition_of_right(cx: &mut Ctx, e: Exec) -> R {
    let n = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Castle)).len();
    // N cards of a mandatory choice: exactly min(N, available) (spec rule 3).
    let score = by_age_title(cx.s().score_pile(e.you));
    let chosen = cx.choose_cards(e.you, &score, n, n, Intent::Give { to: Some(e.leader) }, &format!("Choose {n} cards of your score pile to hand over"))?;
    for c in chosen {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
    }
    Ok(())
}
