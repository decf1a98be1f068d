//! Saxophone (Echoes of the Past, age 7, purple): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Saxophone",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("You may splay your purple cards up.", run!(saxophone_splay)),
        effect(
            "If the music notes of Bell, Flute, Piano and Saxophone are all visible, on any boards, you win. If not, draw a [7] for each music note that is visible.",
            run!(saxophone),
        ),
    ])],
};

/// The four cards whose hexagon image carries a music note (the reference data's
/// `hex_music_note`).
const MUSIC: [&str; 4] = ["Bell", "Flute", "Piano", "Saxophone"];

async fn saxophone_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Purple], Splay::Up).await?;
    Ok(())
}

/// A music note is visible when the hexagon slot of its card shows (a top card, or
/// a splay that reveals that slot: 3rd-edition rules, glossary "Visible").
async fn saxophone(cx: &mut Ctx, e: Exec) -> R {
    let s = cx.s();
    let notes = s
        .all_players()
        .into_iter()
        .flat_map(|p| s.visible_board_slots(p))
        .filter(|&(c, slot)| slot == Slot::Hex && crate::cards::facts(c).set == CardSet::Echoes && MUSIC.contains(&crate::cards::name(c)))
        .count();
    if notes == MUSIC.len() {
        return Err(cx.win(e.you, e.card).await);
    }
    for _ in 0..notes {
        cx.draw(e.you, 7).await?;
    }
    Ok(())
}
