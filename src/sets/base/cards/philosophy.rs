//! Philosophy (base set, age 2, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Philosophy",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect("You may splay any one colour of your cards left.", run!(philosophy_splay)),
        effect("You may choose a card in your hand and score it.", run!(philosophy_score)),
    ])],
};

async fn philosophy_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Left).await?;
    Ok(())
}
async fn philosophy_score(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Score, "You may score a card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
