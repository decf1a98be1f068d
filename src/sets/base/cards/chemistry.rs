//! Chemistry (base set, age 5, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Chemistry",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect("You may splay your blue cards to the right.", run!(chemistry_splay)),
        effect(
            "Draw a card one value above your highest top card and score it, then return one card of your choice from your score pile.",
            run!(chemistry_score),
        ),
    ])],
};

async fn chemistry_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Right).await?;
    Ok(())
}
async fn chemistry_score(cx: &mut Ctx, e: Exec) -> R {
    let value = cx.s().highest_top_age(e.you) + 1;
    cx.draw_and_score(e.you, value).await?;
    let pile = cx.score_pile(e.you);
    if let Some(c) = cx.choose_card(e.you, &pile, false, Intent::Return, "Choose a card of your score pile to return").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
