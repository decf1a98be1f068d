//! Sliced Bread (Echoes of the Past, age 8, green): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Sliced Bread",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Return every card in your hand, then draw two [8]s.", run!(sliced_bread_echo)),
        effect("Return a card from your score pile. Draw two cards of the value one below the returned card's, and score them.", run!(sliced_bread)),
    ])],
};

async fn sliced_bread_echo(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    cx.return_all(e.you, &hand).await?;
    cx.draw(e.you, 8).await?;
    cx.draw(e.you, 8).await?;
    Ok(())
}

/// With no card returned (an empty score pile) the returned card's value is 0
/// (3rd-edition rules, glossary "Value": the value of something you don't have is
/// 0), so two [1]s are drawn and scored (there is no lower deck: BGA rules page,
/// "Draw [and ...]").
async fn sliced_bread(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    let mut v = 0;
    if let Some(c) = cx.choose_card(e.you, &score, false, Intent::Return, "Choose a card of your score pile to return").await? {
        // A return a karma replaced returned no card: as with none to return.
        if cx.return_card(e.you, c).await? {
            v = age(c);
        }
    }
    let below = v.saturating_sub(1);
    cx.draw_and_score(e.you, below).await?;
    cx.draw_and_score(e.you, below).await?;
    Ok(())
}
