//! Software (base set, age 10, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Software",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("Draw a [10] and score it.", run!(draw_score_10)),
        effect(
            "Draw and meld two [10], then carry out each non-demand dogma effect of the second one yourself, without sharing.",
            run!(software_execute),
        ),
    ]),
    Variant::new(E4, &[
        effect("Draw a [10] and score it.", run!(draw_score_10)),
        effect("Draw and meld two [9], then self-execute the second of them.", run!(software_execute_4e)),
    ])],
};

async fn draw_score_10(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 10).await?;
    Ok(())
}
async fn software_execute(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 10).await?;
    let Some(second) = cx.draw_and_meld(e.you, 10).await? else { return Ok(()) };
    cx.self_execute(e.you, second).await
}
async fn software_execute_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 9).await?;
    let Some(second) = cx.draw_and_meld(e.you, 9).await? else { return Ok(()) };
    cx.self_execute(e.you, second).await
}
