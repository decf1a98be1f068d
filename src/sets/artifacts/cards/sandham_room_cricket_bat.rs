//! Sandham Room Cricket Bat (Artifacts of History, age 5, purple): our wording
//! of its text, then the code that runs it.
use crate::cards::prelude::*;
use crate::sets::artifacts::claim_achievement;

pub static CARD: CardDef = CardDef {
    name: "Sandham Room Cricket Bat",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw a [6] and show it. If it is red, claim an available achievement even if you are not eligible for it.",
        run!(sandham_room_cricket_bat),
    )])],
};

async fn sandham_room_cricket_bat(cx: &mut Ctx, e: Exec) -> R {
    if let Some(c) = cx.draw_and_reveal(e.you, 6).await? {
        if color(c) == Color::Red {
            claim_achievement(cx, e.you, None).await?;
        }
    }
    Ok(())
}
