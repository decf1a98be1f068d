//! Printing Press (base set, age 4, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Printing Press",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect(
            "You may return one card from your score pile. If you did, draw a card whose value is two more than your top purple card.",
            run!(printing_press_return),
        ),
        effect("You may splay your blue cards to the right.", run!(printing_press_splay)),
    ])],
};

async fn printing_press_return(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    if let Some(c) = cx.choose_card(e.you, &score, true, Intent::Return, "You may return a card from your score pile").await? {
        if !cx.return_card(e.you, c).await? {
            return Ok(());
        }
        // Without a purple top card its value counts as 0, so a 2 is drawn.
        let purple = cx.s().top(e.you, Color::Purple).map(age).unwrap_or(0);
        cx.draw(e.you, purple + 2).await?;
    }
    Ok(())
}
async fn printing_press_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Right).await?;
    Ok(())
}
