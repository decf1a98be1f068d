//! Moonlight Sonata (Artifacts of History, age 6, purple): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::sets::artifacts::claim_achievement;

pub static CARD: CardDef = CardDef {
    name: "Moonlight Sonata",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Choose a colour of your board whose top card is your highest top card. Meld the bottom card of that colour. Claim an available achievement even if you are not eligible for it.",
        run!(moonlight_sonata),
    )])],
};

async fn moonlight_sonata(cx: &mut Ctx, e: Exec) -> R {
    let top = cx.s().highest_top_age(e.you);
    let colors: Vec<Color> = cx.s().colors_on_board(e.you).into_iter().filter(|&col| cx.s().top_value(e.you, col) == Some(top)).collect();
    if let Some(col) = cx.choose_color(e.you, &colors, false, Intent::Meld, "Choose a colour with your highest top card: its bottom card is melded").await? {
        if let Some(b) = cx.s().pile(e.you, col).bottom() {
            cx.meld(e.you, b).await?;
        }
    }
    // Not conditional on the meld: its own sentence.
    claim_achievement(cx, e.you, None).await?;
    Ok(())
}
