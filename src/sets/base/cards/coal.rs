//! Coal (base set, age 5, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Coal",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect("Draw a [5] and tuck it.", run!(coal_tuck)),
        effect("You may splay your red cards to the right.", run!(coal_splay)),
        effect(
            "You may pick one of your top cards and score it. If you do, score the card that lay under it as well.",
            run!(coal_score),
        ),
    ])],
};

async fn coal_tuck(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 5).await?;
    Ok(())
}
async fn coal_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Right).await?;
    Ok(())
}
async fn coal_score(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, true, Intent::Score, "You may score one of your top cards (and the card beneath it)").await? {
        if !cx.score(e.you, c).await? {
            return Ok(());
        }
        if let Some(beneath) = cx.s().top(e.you, color(c)) {
            cx.score(e.you, beneath).await?;
        }
    }
    Ok(())
}
