//! Globe (Echoes of the Past, age 4, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Globe",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "You may return one, two or three cards of a single colour from your hand. For one card returned, splay any colour of yours left; for two, right; for three, up. If you returned any card, draw a [6] and foreshadow it.",
        run!(globe),
    )])],
};

/// One multi-item prompt (spec rule 2) whose cards must share a colour. The
/// splay is of a colour of the player's own board, one that the splay changes.
async fn globe(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_same_color(e.you, &hand, 0, 3, Intent::Return, "You may return up to three cards of one colour from your hand").await?;
    let mut returned = 0;
    for c in chosen {
        if cx.return_card(e.you, c).await? {
            returned += 1;
        }
    }
    let dir = match returned {
        0 => return Ok(()),
        1 => Splay::Left,
        2 => Splay::Right,
        _ => Splay::Up,
    };
    let colors = cx.splayable(e.you, &Color::ALL, dir);
    if let Some(col) = cx.choose_color(e.you, &colors, false, Intent::Splay { direction: dir }, &format!("Splay a colour of your board {}", dir.name())).await? {
        cx.splay(e.you, col, dir).await?;
    }
    cx.draw_and_foreshadow(e.you, 6).await?;
    Ok(())
}
