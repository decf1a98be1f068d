//! Ecology (base set, age 9, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Ecology",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("You may return one card from your hand. Only if you did: score one card from your hand and draw two [10].", run!(ecology))]),
    Variant::new(E4, &[
        effect("You may return one card from your hand. Only if you did: score one card from your hand and draw two [10].", run!(ecology)),
        effect("You may junk every card of the [10] deck.", run!(ecology_junk_4e)),
    ])],
};

async fn ecology(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand").await? {
        if !cx.return_card(e.you, c).await? {
            return Ok(());
        }
        let hand = cx.hand(e.you);
        if let Some(s) = cx.choose_card(e.you, &hand, false, Intent::Score, "Choose a card from your hand to score").await? {
            cx.score(e.you, s).await?;
        }
        cx.draw_n(e.you, 10, 2).await?;
    }
    Ok(())
}
async fn ecology_junk_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.may_junk_deck(e.you, CardSet::Base, 10).await?;
    Ok(())
}
