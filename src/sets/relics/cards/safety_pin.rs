//! Safety Pin (Relics, age 7, yellow; a lost card of Echoes of the Past): our
//! wording of its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Safety Pin",
    set: CardSet::Relics,
    variants: &[Variant::new(E3, &[
        echo("Draw a [7] and score it.", run!(safety_pin_echo)),
        demand("I demand that you return every card of value above [6] from your hand! Then draw a [6]!", run!(safety_pin)),
    ])],
};

async fn safety_pin_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 7).await?;
    Ok(())
}

/// The cards go back one at a time, by value and title (spec rule 7).
async fn safety_pin(cx: &mut Ctx, e: Exec) -> R {
    let above = cx.boxed(6);
    let high: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) > above).collect();
    cx.return_all(e.you, &high).await?;
    cx.draw(e.you, 6).await?;
    Ok(())
}
