//! Beauvais Cathedral Clock (Artifacts, age 3, green): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Beauvais Cathedral Clock",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect("Draw and reveal a [4]. Splay right your cards of the drawn card's colour.", run!(beauvais_cathedral_clock))])],
};

async fn beauvais_cathedral_clock(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 4).await? else { return Ok(()) };
    cx.splay(e.you, color(c), Splay::Right).await?;
    Ok(())
}
